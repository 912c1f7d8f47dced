import CardDeckTesting
import CardDeckViews
import Testing

@Suite("MirrorHost: the tree kept from mutations alone", .isolatedDiagnostics)
@MainActor
struct MirrorHostTests {
    /// A window holding `a` (with child `c`) and `b`, mirrored once.
    @MainActor
    struct Fixture {
        let window = Window(size: Size(width: 200, height: 100))
        let a = ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        let b = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))
        let c = ViewNode(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        let mirror = MirrorHost()

        init() {
            a.addSubview(c)
            window.root.addSubview(a)
            window.root.addSubview(b)
            window.attach(mirror)
            window.advance(by: 1 / 60)
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let change: @MainActor @Sendable (Fixture) -> Void
        /// The mirror's nodes after the change.
        let nodeCount: Int
        /// The difference found when the commit is left out.
        let unreported: String
    }

    // The random runs that check the reconciler's lists, replayed by this mirror, are the
    // reconciler's own (HostReconcilerEquivalenceTests, HostReconcilerStyledTreeTests).
    nonisolated static let rows: [Row] = [
        Row(
            description: "a subtree goes in",
            change: { f in
                let d = ViewNode(frame: Rect(x: 0, y: 0, width: 20, height: 20))
                d.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
                f.b.addSubview(d)
            },
            nodeCount: 6, unreported: "the children of node"),
        Row(
            description: "a reorder",
            change: { f in f.window.root.bringSubviewToFront(f.a) },
            nodeCount: 4, unreported: "the children of node"),
        Row(
            description: "a move to another parent, its subtree with it",
            change: { f in f.b.addSubview(f.a) }, nodeCount: 4,
            unreported: "the children of node"),
        Row(
            description: "a removal of a subtree",
            change: { f in f.a.removeFromSuperview() }, nodeCount: 2,
            unreported: "the children of node"),
        Row(
            description: "an update",
            change: { f in f.c.backgroundColor = .black }, nodeCount: 4,
            unreported: "changed without a mutation naming what changed"),
    ]

    @Test("each kind of change, replayed, keeps the mirror equal to the window", arguments: rows)
    func replays(_ row: Row) {
        let fixture = Fixture()
        row.change(fixture)
        fixture.window.advance(by: 1 / 60)
        #expect(fixture.mirror.failures.isEmpty, "\(fixture.mirror.failures)")
        #expect(fixture.mirror.nodeCount == row.nodeCount)
        let late = MirrorHost()
        late.apply(fixture.mirror.snapshot(), in: fixture.window)
        #expect(late.failures.isEmpty, "\(late.failures)")
        #expect(late.nodeCount == row.nodeCount)
    }

    @Test("each kind of change, left out of a commit, is found", arguments: rows)
    func findsUnreported(_ row: Row) {
        let fixture = Fixture()
        row.change(fixture)
        // Handed a commit that leaves the change out, as a window that forgot it would.
        fixture.mirror.apply([], in: fixture.window)
        #expect(fixture.mirror.failures.count == 1)
        let failure = fixture.mirror.failures.first ?? ""
        #expect(failure.hasPrefix("frame \(fixture.window.frameCount): "), "\(failure)")
        #expect(failure.contains(row.unreported), "\(failure)")
    }

    @Test("a change the window did not report is found")
    func findsUnreportedChange() {
        let window = Window(size: Size(width: 100, height: 100))
        let mirror = MirrorHost()
        window.attach(mirror)
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        window.advance(by: 1 / 60)
        #expect(mirror.failures.isEmpty)
        node.alpha = 0.5
        // Handed a commit that leaves the change out, as a window that forgot it would.
        mirror.apply([], in: window)
        #expect(mirror.failures.count == 1)
        #expect(mirror.failures.first?.contains("changed without a mutation") == true)
        #expect(mirror.difference(from: window) != nil)
        window.advance(by: 1 / 60)
        #expect(mirror.difference(from: window) == nil)
    }
}
