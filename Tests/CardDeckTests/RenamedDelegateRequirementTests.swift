import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A delegate written before `cardPresentationController(_:didMoveCardTo:)` was renamed
/// `cardPresentationController(_:didMoveTo:)`: it implements the old name only.
@MainActor
private final class FormerDelegate: CardPresentationControllerDelegate {
    var frames: [Rect] = []

    func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect
    ) {
        frames.append(frame)
    }
}

/// A delegate that implements both names, mid-migration.
@MainActor
private final class MigratingDelegate: CardPresentationControllerDelegate {
    var former = 0
    var positions: [CardPosition] = []

    func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect
    ) {
        former += 1
    }

    func cardPresentationController(
        _ controller: CardPresentationController, didMoveTo position: CardPosition
    ) {
        positions.append(position)
    }
}

/// Renamed delegate requirements stay for a release, deprecated, and are still called
/// (#29 item 11: a delegate implementing the old name compiled and was never called).
@MainActor
@Suite("Renamed delegate requirements are still called", .isolatedDiagnostics)
struct RenamedDelegateRequirementTests {
    /// Presents a card, drags it and lets it spring back, with `delegate` set from the start.
    private func drag(telling delegate: any CardPresentationControllerDelegate) throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        try #require(card.cardPresentationController).delegate = delegate
        window.advance(by: 2)
        window.drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 420), duration: 0.5)
        window.advance(by: 2)
    }

    @Test("a delegate implementing only didMoveCardTo hears every move, with the frame")
    func formerNameIsCalled() throws {
        let former = FormerDelegate()
        try drag(telling: former)
        let current = CardDelegateLog()
        try drag(telling: current)
        #expect(former.frames.count > 10)
        #expect(former.frames == current.frames)
    }

    @Test("a delegate implementing both names hears only the new one")
    func newNameWins() throws {
        let migrating = MigratingDelegate()
        try drag(telling: migrating)
        #expect(migrating.positions.count > 10)
        #expect(migrating.former == 0)
    }
}
