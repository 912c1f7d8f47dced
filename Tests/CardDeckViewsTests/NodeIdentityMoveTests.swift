import CardDeckTesting
import CardDeckViews
import Testing

/// Numbers of nodes that move between windows, as the hosts of each window read them, and
/// subtrees numbered again only where they need it.
@MainActor
@Suite("Node identities across windows", .isolatedDiagnostics)
struct NodeIdentityMoveTests {
    /// A host that keys what it sees by number, as ``ViewNode/ID`` allows: it notes the
    /// number of each mutation's node while it applies the commit.
    private final class NumberingHost: HostRenderer {
        var removed: [UInt64] = []
        var inserted: [UInt64] = []

        func apply(_ mutations: [Mutation], in window: Window) {
            for mutation in mutations {
                switch mutation {
                case .insert(let node, _, _): inserted.append(node.id.rawValue)
                case .remove(let node, _): removed.append(node.id.rawValue)
                case .update: break
                }
            }
        }
    }

    private func window() -> Window { Window(size: Size(width: 100, height: 100)) }

    /// A node with a child moved, in one frame, from the window that numbered it into one that
    /// already gave `taken` numbers.
    struct Move: CustomTestStringConvertible, Sendable {
        let taken: Int
        let renumbered: Bool
        var testDescription: String {
            "into a window with \(taken) nodes (\(renumbered ? "numbered again" : "kept"))"
        }
    }

    @Test(
        "The window a node leaves commits its removal under the number its hosts know",
        arguments: [
            Move(taken: 1, renumbered: false),  // only the target's root: #2 and #3 are free
            Move(taken: 3, renumbered: true),  // #2 and #3 are taken: both numbered again
        ])
    func removalKeepsTheLeftWindowsNumber(move: Move) {
        let source = window()
        let sourceHost = NumberingHost()
        source.attach(sourceHost)
        let node = ViewNode()
        node.addSubview(ViewNode())
        source.root.addSubview(node)
        source.advance(by: 1.0 / 120)
        let known = node.id.rawValue
        let target = window()
        let targetHost = NumberingHost()
        target.attach(targetHost)
        for _ in 0..<(move.taken - 1) { target.root.addSubview(ViewNode()) }
        target.advance(by: 1.0 / 120)

        target.root.addSubview(node)
        source.advance(by: 1.0 / 120)
        target.advance(by: 1.0 / 120)

        #expect((node.id.rawValue != known) == move.renumbered)
        #expect(sourceHost.removed == [known])
        #expect(targetHost.inserted.last == node.id.rawValue)
        let ids = [target.root] + target.root.subviews + node.subviews
        #expect(Set(ids.map(\.id)).count == ids.count)
        #expect(target.root.subtreeCountsAreConsistent)
        #expect(source.root.subtreeCountsAreConsistent)
    }

    @Test("A subtree back in the window that numbered it numbers only the nodes added meanwhile")
    func returningSubtreeNumbersOnlyNewNodes() {
        let window = window()
        let card = ViewNode()
        let rows = [ViewNode(), ViewNode()]
        for row in rows { card.addSubview(row) }
        window.root.addSubview(card)
        let before = [card, rows[0], rows[1]].map(\.id)
        card.removeFromSuperview()
        let added = ViewNode()
        rows[1].addSubview(added)
        #expect(card.subtreeCountsAreConsistent)
        #expect(added.id.rawValue == 0)

        window.root.addSubview(card)

        #expect([card, rows[0], rows[1]].map(\.id) == before)
        #expect(added.id.rawValue == 5)
        #expect(window.root.subtreeCountsAreConsistent)
    }
}
