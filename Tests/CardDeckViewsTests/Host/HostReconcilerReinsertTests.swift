import CardDeckTesting
import CardDeckViews
import Testing

/// Commits that read a subtree whole and touch it again: each list inserts a node at most
/// once, and the slot each change carries is the node's slot after the list (what a host
/// indexing its own arrays by slot relies on).
@Suite("HostReconciler: a node is inserted once per list", .isolatedDiagnostics)
@MainActor
struct HostReconcilerReinsertTests {
    /// A chain under the root, `chain[0]` on top, and an empty `target` beside it.
    @MainActor
    struct Fixture {
        let window = Window(size: Size(width: 200, height: 100))
        let chain = (0..<5).map {
            ViewNode(frame: Rect(x: Double($0), y: 2, width: 40, height: 30))
        }
        let target = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))
        let other = ViewNode(frame: Rect(x: 0, y: 50, width: 50, height: 40))

        init(attaching host: any HostRenderer) {
            for (parent, child) in zip(chain, chain.dropFirst()) { parent.addSubview(child) }
            window.root.addSubview(chain[0])
            window.root.addSubview(target)
            window.root.addSubview(other)
            window.attach(host)
            window.advance(by: 1 / 60)
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let change: @MainActor @Sendable (Fixture) -> Void
    }

    nonisolated static let rows: [Row] = [
        // Web seed 1,078: the chain is read whole under `target`, and the node re-added was
        // read again under its parent, whose marked slot the chain's rebuild gave back to it.
        Row(
            description: "a node out and back while an ancestor moves",
            change: { f in
                f.target.addSubview(f.chain[0])
                f.chain[3].removeFromSuperview()
                f.chain[3].backgroundColor = .systemBlue
                f.chain[2].addSubview(f.chain[3])
            }),
        // Web seed 1,118: a node inserted under a parent that then leaves for a new container
        // was inserted again with the container's subtree.
        Row(
            description: "a node moved into a parent that then moves into a new container",
            change: { f in
                f.chain[2].addSubview(f.other)
                let container = ViewNode(frame: Rect(x: 0, y: 0, width: 80, height: 80))
                f.chain[2].removeFromSuperview()
                container.addSubview(f.chain[2])
                f.target.addSubview(container)
            }),
        Row(
            description: "a child added to a node that then goes out and back",
            change: { f in
                f.chain[4].addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
                f.chain[3].removeFromSuperview()
                f.chain[2].addSubview(f.chain[3])
            }),
    ]

    @Test(arguments: rows)
    func insertedOnce(_ row: Row) throws {
        let recorder = ChangeListRecorder()
        let reconciler = HostReconciler(host: recorder)
        let fixture = Fixture(attaching: reconciler)
        recorder.lists.removeAll()
        row.change(fixture)
        fixture.window.advance(by: 1 / 60)
        let list = try #require(recorder.lists.last)
        var inserted: Set<ObjectIdentifier> = []
        for (change, slot) in zip(list.changes, list.slots) {
            guard case .insert(let node, _, _) = change else { continue }
            #expect(inserted.insert(ObjectIdentifier(node)).inserted, "\(node.id) inserted twice")
            #expect(reconciler.slot(of: node) == slot, "\(node.id)")
        }
        #expect(!inserted.isEmpty)
    }

    @Test(arguments: rows)
    func mirrorEqualsWindow(_ row: Row) {
        let mirror = MirrorHost()
        let fixture = Fixture(attaching: mirror)
        row.change(fixture)
        fixture.window.advance(by: 1 / 60)
        #expect(mirror.failures.isEmpty, "\(mirror.failures)")
    }
}
