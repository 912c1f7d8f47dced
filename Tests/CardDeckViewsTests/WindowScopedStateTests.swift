import CardDeckTesting
import CardDeckViews
import Testing

/// What used to be process-wide belongs to a window: node identities, the remembered window of
/// each node, and which nodes an animation block captures.
@MainActor
@Suite("Window-scoped state", .isolatedDiagnostics)
struct WindowScopedStateTests {
    private func window() -> Window { Window(size: Size(width: 100, height: 100)) }

    /// A card with two rows, added to `window`; returns the ids in joining order.
    private func presentCard(in window: Window) -> [UInt64] {
        let card = ViewNode(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let rows = [ViewNode(), ViewNode()]
        for row in rows { card.addSubview(row) }
        window.root.addSubview(card)
        return [window.root, card, rows[0], rows[1]].map(\.id.rawValue)
    }

    @Test("A structural change in one window leaves what the nodes of another remember")
    func structureStampsPerWindow() {
        let first = window()
        let second = window()
        let kept = ViewNode()
        second.root.addSubview(kept)
        let leaving = ViewNode()
        let inside = ViewNode()
        leaving.addSubview(inside)
        first.root.addSubview(leaving)
        #expect(kept.window === second && inside.window === first)
        #expect(kept.remembersWindow && inside.remembersWindow)

        leaving.removeFromSuperview()

        #expect(kept.remembersWindow)
        #expect(!inside.remembersWindow)
        #expect(inside.window == nil && leaving.window == nil)
        second.root.addSubview(leaving)
        #expect(inside.window === second && kept.remembersWindow)
    }

    @Test("A fresh window numbers its nodes the same whatever ran before", arguments: [0, 3, 500])
    func identitiesStartTheSame(nodesMadeBefore: Int) {
        let reference = presentCard(in: window())
        let other = window()
        for _ in 0..<nodesMadeBefore { other.root.addSubview(ViewNode()) }
        let detached = (0..<nodesMadeBefore).map { _ in ViewNode() }

        #expect(presentCard(in: window()) == reference)
        #expect(reference == [1, 2, 3, 4])
        #expect(detached.allSatisfy { $0.id.rawValue == 0 })
    }

    /// A node moved from a window where it holds `number` into one that gave `taken` numbers.
    struct Move: CustomTestStringConvertible, Sendable {
        let number: Int
        let taken: Int
        let expected: UInt64
        var testDescription: String { "#\(number) into a window with \(taken) nodes" }
    }

    @Test(
        "A node that changes windows keeps its number unless the new window may hold it",
        arguments: [
            Move(number: 2, taken: 1, expected: 2),  // only the root: 2 is free
            Move(number: 2, taken: 3, expected: 4),  // 2 is taken: the next number
            Move(number: 6, taken: 3, expected: 6),  // beyond every number given: kept
        ])
    func identitiesAcrossWindows(move: Move) {
        let source = window()
        for _ in 0..<(move.number - 2) { source.root.addSubview(ViewNode()) }
        let node = ViewNode()
        source.root.addSubview(node)
        #expect(node.id.rawValue == UInt64(move.number))
        let target = window()
        for _ in 0..<(move.taken - 1) { target.root.addSubview(ViewNode()) }

        target.root.addSubview(node)

        #expect(node.id.rawValue == move.expected)
        let ids = [target.root] + target.root.subviews
        #expect(Set(ids.map(\.id)).count == ids.count)
        let next = ViewNode()
        target.root.addSubview(next)
        #expect(next.id.rawValue == max(move.expected, UInt64(move.taken)) + 1)
    }

    @Test("A node back in its own window keeps its number")
    func identityKeptInOwnWindow() {
        let window = window()
        let node = ViewNode()
        window.root.addSubview(node)
        let id = node.id
        node.removeFromSuperview()
        window.root.addSubview(ViewNode())
        window.root.addSubview(node)
        #expect(node.id == id)
    }

    @Test("An animation block in one window does not capture a nested change in another")
    func captureScopedToWindow() {
        let first = window()
        let second = window()
        let animated = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let elsewhere = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        first.root.addSubview(animated)
        second.root.addSubview(elsewhere)
        first.advance(by: 1 / 60)
        second.advance(by: 1 / 60)
        func nestedChange() { elsewhere.alpha = 0 }

        PropertyAnimator(duration: 1) {
            animated.alpha = 0
            nestedChange()
        }.startAnimation()
        first.advance(by: 0.5)

        #expect(elsewhere.presentation.alpha == 0)
        #expect(animated.presentation.alpha > 0 && animated.presentation.alpha < 1)
    }
}
