import CardDeckTesting
import CardDeckViews
import Testing

/// Appends its name and each callback to a shared log.
@MainActor
final class NamedObserver: ScrollViewObserver {
    let name: String
    let log: ScrollLog
    /// Runs at each didScroll, after logging.
    var onScroll: ((ScrollView) -> Void)?

    init(_ name: String, _ log: ScrollLog) {
        self.name = name
        self.log = log
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.entries.append("\(name).didScroll")
        onScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.entries.append("\(name).willBeginDragging")
    }
}

@MainActor
final class ScrollLog {
    var entries: [String] = []
}

@MainActor
@Suite("ScrollView observers", .isolatedDiagnostics)
struct ScrollViewObserverTests {
    @Test("A drag and flick calls every observer method in UIKit's order")
    func fullOrder() {
        let scene = ScrollScene()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -200), releaseVelocity: 1000)
        scene.settle()
        #expect(
            scene.recorder.summary == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll…", "didEndDecelerating",
            ])
    }

    @Test("A drag released at rest does not decelerate")
    func releasedAtRest() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 600))
        scene.window.move(to: Point(x: 195, y: 500), duration: 0.1)
        scene.window.advance(by: 0.1)  // held still longer than the 40 ms pause threshold
        scene.window.release()
        scene.window.advance(by: 2)
        #expect(scene.recorder.releaseVelocity == .zero)
        #expect(scene.recorder.proposedTarget == Point(x: 0, y: 100))
        #expect(
            scene.recorder.summary == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)",
            ])
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 100))
    }

    @Test("Two observers are both told, in the order they were added; adding twice has no effect")
    func twoObservers() {
        let scene = ScrollScene()
        let log = ScrollLog()
        let first = NamedObserver("a", log)
        let second = NamedObserver("b", log)
        scene.scrollView.addObserver(first)
        scene.scrollView.addObserver(second)
        scene.scrollView.addObserver(first)
        scene.scrollView.contentOffset = Point(x: 0, y: 10)
        #expect(log.entries == ["a.didScroll", "b.didScroll"])
        scene.window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 500), duration: 0.05)
        #expect(
            log.entries.prefix(4) == [
                "a.didScroll", "b.didScroll", "a.willBeginDragging", "b.willBeginDragging",
            ])
        #expect(
            log.entries.filter { $0 == "a.didScroll" }.count
                == log.entries.filter { $0 == "b.didScroll" }.count)
    }

    @Test("didScroll fires once per change of the offset, and not for the same offset")
    func didScrollOncePerChange() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = Point(x: 0, y: 10)
        scene.scrollView.contentOffset = Point(x: 0, y: 10)
        scene.scrollView.setContentOffset(Point(x: 0, y: 20), animated: false)
        scene.scrollView.setContentOffset(Point(x: 0, y: 20), animated: true)
        scene.scrollView.contentOffset.y += 5
        #expect(scene.recorder.events == ["didScroll", "didScroll", "didScroll"])
        #expect(scene.recorder.offsets.map(\.y) == [10, 20, 25])
    }

    @Test("An observer may remove itself or another during a callback")
    func removalDuringCallback() {
        let scene = ScrollScene()
        let log = ScrollLog()
        let first = NamedObserver("a", log)
        let second = NamedObserver("b", log)
        let third = NamedObserver("c", log)
        for observer in [first, second, third] { scene.scrollView.addObserver(observer) }
        // a removes itself after its first call; b removes c, which is not called again, even
        // later in the same round.
        first.onScroll = { [unowned first] scrollView in scrollView.removeObserver(first) }
        second.onScroll = { scrollView in scrollView.removeObserver(third) }
        scene.scrollView.contentOffset = Point(x: 0, y: 10)
        scene.scrollView.contentOffset = Point(x: 0, y: 20)
        #expect(log.entries == ["a.didScroll", "b.didScroll", "b.didScroll"])
        // Removing an observer that was never added is ignored.
        scene.scrollView.removeObserver(NamedObserver("d", log))
    }

    @Test("An observer added during a callback is told from the next change on")
    func additionDuringCallback() {
        let scene = ScrollScene()
        let log = ScrollLog()
        let first = NamedObserver("a", log)
        let late = NamedObserver("late", log)
        first.onScroll = { scrollView in scrollView.addObserver(late) }
        scene.scrollView.addObserver(first)
        scene.scrollView.contentOffset = Point(x: 0, y: 10)
        scene.scrollView.contentOffset = Point(x: 0, y: 20)
        #expect(log.entries == ["a.didScroll", "a.didScroll", "late.didScroll"])
    }

    @Test("Observers are held weakly; a deallocated one is skipped")
    func weakObservers() {
        let scene = ScrollScene()
        let log = ScrollLog()
        weak var gone: NamedObserver?
        do {
            let temporary = NamedObserver("temporary", log)
            scene.scrollView.addObserver(temporary)
            gone = temporary
        }
        #expect(gone == nil)
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 500)
        scene.settle()
        #expect(log.entries.isEmpty)
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }

    @Test("An observer can change the target; the content rests exactly there")
    func changedTarget() {
        let scene = ScrollScene()
        scene.recorder.chooseTarget = { _, _ in Point(x: 0, y: 400) }
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 1000)
        #expect(scene.recorder.proposedTarget.map { abs($0.y - 599) < 1 } == true)
        scene.settle()
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 400))
    }
}
