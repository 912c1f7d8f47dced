import CardDeckTesting
import CardDeckViews
import Testing

extension LiveObjects.Kind {
    fileprivate static let testPlaylist = Self("LiveObjectsTests.Playlist")
    fileprivate static let testToken = Self("LiveObjectsTests.Token")
    fileprivate static let testPlayer = Self("LiveObjectsTests.Player")
}

/// A class counted under a kind of its own, as a user would count theirs.
private final class Playlist {
    private let liveObject = LiveObjects.Token(.testPlaylist)
    var owner: AnyObject?
}

/// A main-actor class, like every CardDeck class that counts itself.
@MainActor
private final class Player {
    private let liveObject = LiveObjects.Token(.testPlayer)
}

/// Holds a player so that a task can release it off the main actor.
private final class PlayerBox: @unchecked Sendable {
    var player: Player?
}

@MainActor
@Suite("Live object counters", .isolatedDiagnostics)
struct LiveObjectsTests {
    @Test("a controller kept alive by its own view counts +1 until the cycle is broken")
    func retainCycleShows() {
        let before = LiveObjects.snapshot()
        weak var weakController: ViewController?
        do {
            let controller = ViewController()
            // The view's layout closure holds the controller, which holds the view.
            controller.view.layout = { _ in _ = controller.title }
            weakController = controller
        }
        let leaked = LiveObjects.snapshot().difference(from: before)
        #expect(weakController != nil)
        #expect(leaked.changes == [.viewController: 1, .viewNode: 1])
        #expect(leaked.description == "ViewController +1, ViewNode +1")

        weakController?.view.layout = nil
        #expect(weakController == nil)
        #expect(LiveObjects.snapshot() == before)
    }

    @Test("each counted class counts from init to deinit", arguments: 1...3)
    func countsFollowLifetimes(count: Int) {
        let before = LiveObjects.snapshot()
        do {
            let window = Window(size: Size(width: 100, height: 100))
            let nodes = (0..<count).map { _ in ViewNode() }
            let recognizers = (0..<count).map { _ in PanGestureRecognizer() }
            let animators = (0..<count).map { _ in PropertyAnimator(duration: 1) }
            let during = LiveObjects.snapshot().difference(from: before)
            // The window's root node counts too.
            #expect(during[.viewNode] == count + 1)
            #expect(during[.window] == 1)
            #expect(during[.gestureRecognizer] == count)
            #expect(during[.propertyAnimator] == count)
            _ = (window, nodes, recognizers, animators)
        }
        #expect(LiveObjects.snapshot().difference(from: before).isEmpty)
    }

    @Test("a token counts a kind of your own")
    func ownKind() {
        let before = LiveObjects.count(of: .testPlaylist)
        weak var leaked: Playlist?
        do {
            let playlists = [Playlist(), Playlist()]
            #expect(LiveObjects.count(of: .testPlaylist) == before + 2)
            #expect(LiveObjects.snapshot()[.testPlaylist] == before + 2)
            playlists[0].owner = playlists[0]
            leaked = playlists[0]
        }
        #expect(LiveObjects.count(of: .testPlaylist) == before + 1)
        leaked?.owner = nil
        #expect(LiveObjects.count(of: .testPlaylist) == before)
    }

    @Test("snapshots compare by count, ignore kinds at 0 and print sorted by name")
    func snapshotValues() {
        let a = LiveObjects.Snapshot(counts: [.viewNode: 3, .window: 1, .touch: 0])
        let b = LiveObjects.Snapshot(counts: [.window: 1, .viewNode: 3])
        #expect(a == b)
        #expect(a[.touch] == 0 && a[.viewNode] == 3)
        #expect(a.total == 4)
        #expect(a.description == "ViewNode 3, Window 1")
        #expect(LiveObjects.Snapshot(counts: [:]).description == "none")
        let c = LiveObjects.Snapshot(counts: [.viewNode: 1, .touch: 2])
        let difference = c.difference(from: a)
        #expect(difference.changes == [.viewNode: -2, .window: -1, .touch: 2])
        #expect(difference.description == "Touch +2, ViewNode -2, Window -1")
        #expect(difference[.propertyAnimator] == 0)
        #expect(a.difference(from: b).isEmpty)
        #expect(a.difference(from: b).description == "no change")
    }

    @Test("counting is safe off the main actor: tokens from many tasks balance")
    func concurrentTokens() async {
        let before = LiveObjects.count(of: .testToken)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 {
                        let token = LiveObjects.Token(.testToken)
                        _ = token.kind
                    }
                }
            }
        }
        #expect(LiveObjects.count(of: .testToken) == before)
    }

    @Test("a main-actor object released off the main actor is uncounted there")
    func releaseOffMainActor() async {
        let box = PlayerBox()
        box.player = Player()
        #expect(LiveObjects.count(of: .testPlayer) == 1)
        // Its deinit, nonisolated, runs on the task's thread.
        await Task.detached { box.player = nil }.value
        #expect(LiveObjects.count(of: .testPlayer) == 0)
    }
}
