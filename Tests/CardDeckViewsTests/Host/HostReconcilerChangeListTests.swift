import CardDeckTesting
import CardDeckViews
import Testing

/// What the change list says for each kind of change, one row per case.
@Suite("HostReconciler: the change list of each kind of change", .isolatedDiagnostics)
@MainActor
struct HostReconcilerChangeListTests {
    /// A window holding `a` (with child `c`) and `b`, reconciled once.
    @MainActor
    struct Fixture {
        let window = Window(size: Size(width: 200, height: 100))
        let a = ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        let b = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))
        let c = ViewNode(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        let recorder = ChangeListRecorder()

        init() {
            a.addSubview(c)
            window.root.addSubview(a)
            window.root.addSubview(b)
            window.attach(HostReconciler(host: recorder))
            window.advance(by: 1 / 60)
            recorder.lists.removeAll()
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let change: @MainActor @Sendable (Fixture) -> Void
        let expected: @MainActor @Sendable (Fixture) -> [HostChange]
        let damage: [Rect]
    }

    nonisolated static let rows: [Row] = [
        Row(
            description: "a subtree goes in parents first",
            change: { f in
                let d = ViewNode(frame: Rect(x: 0, y: 0, width: 20, height: 20))
                d.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 2, height: 2)))
                f.b.addSubview(d)
            },
            expected: { f in
                let d = f.b.subviews[0]
                return [
                    .insert(d, parent: f.b, index: 0), .insert(d.subviews[0], parent: d, index: 0),
                ]
            },
            damage: [Rect(x: 100, y: 10, width: 20, height: 20)]),
        Row(
            description: "a reorder is one move",
            change: { f in f.window.root.bringSubviewToFront(f.a) },
            expected: { f in [.move(f.b, parent: f.window.root, index: 0)] },
            damage: [Rect(x: 100, y: 10, width: 50, height: 40)]),
        Row(
            description: "a removal names the subtree's root only",
            change: { f in f.a.removeFromSuperview() },
            expected: { f in [.remove(f.a)] },
            damage: [Rect(x: 10, y: 10, width: 50, height: 40)]),
        Row(
            description: "a move of a parent moves its subtree without naming it",
            change: { f in f.a.center.x += 10 },
            expected: { f in [.update(f.a, .geometry)] },
            damage: [
                Rect(x: 10, y: 10, width: 50, height: 40),
                Rect(x: 20, y: 10, width: 50, height: 40),
            ]),
        Row(
            description: "a colour damages the node's own area",
            change: { f in f.c.backgroundColor = .black },
            expected: { f in [.update(f.c, .backgroundColor)] },
            damage: [Rect(x: 15, y: 15, width: 10, height: 10)]),
        Row(
            description: "changes that cancel out give nothing",
            change: { f in
                f.a.alpha = 0.5
                f.a.alpha = 1
            },
            expected: { _ in [] },
            damage: []),
        Row(
            description: "a mask names only what changed value",
            change: { f in
                f.b.frame = f.b.frame
                f.b.text = TextContent("x")
            },
            expected: { f in [.update(f.b, .text)] },
            damage: [Rect(x: 100, y: 10, width: 50, height: 40)]),
        Row(
            description: "a node taken out and put back is read again whole",
            change: { f in
                f.c.removeFromSuperview()
                f.b.addSubview(f.c)
            },
            expected: { f in [.remove(f.c), .insert(f.c, parent: f.b, index: 0)] },
            damage: [
                Rect(x: 15, y: 15, width: 10, height: 10),
                Rect(x: 105, y: 15, width: 10, height: 10),
            ]),
    ]

    @Test(arguments: rows)
    func changeList(_ row: Row) {
        let fixture = Fixture()
        row.change(fixture)
        fixture.window.advance(by: 1 / 60)
        let lists = fixture.recorder.lists
        #expect(lists.flatMap(\.changes) == row.expected(fixture))
        #expect(lists.flatMap(\.damage) == row.damage)
        #expect(!lists.contains { $0.startsOver })
    }

    @Test("moving a card with 10,000 descendants is one update with two rectangles")
    func bigSubtreeMovesAsOne() {
        let window = Window(size: Size(width: 400, height: 800))
        let card = ViewNode(frame: Rect(x: 0, y: 100, width: 400, height: 700))
        for row in 0..<100 {  // 100 lines of 99 cells: 10,000 descendants
            let line = ViewNode(frame: Rect(x: 0, y: Double(row) * 7, width: 400, height: 7))
            for cell in 0..<99 {
                line.addSubview(
                    ViewNode(frame: Rect(x: Double(cell) * 4, y: 0, width: 4, height: 7)))
            }
            card.addSubview(line)
        }
        window.root.addSubview(card)
        let recorder = ChangeListRecorder()
        let reconciler = HostReconciler(host: recorder)
        window.attach(reconciler)
        window.advance(by: 1 / 60)
        #expect(reconciler.nodeCount == 10_002)
        #expect(recorder.lists.first?.changes.count == 10_002)
        recorder.lists.removeAll()
        card.center.y += 50
        window.advance(by: 1 / 60)
        #expect(recorder.lists.flatMap(\.changes) == [.update(card, .geometry)])
        #expect(
            recorder.lists.flatMap(\.damage) == [
                Rect(x: 0, y: 100, width: 400, height: 700),
                Rect(x: 0, y: 150, width: 400, height: 700),
            ])
    }

    @Test("a host attached late starts over with every node, and a snapshot is the same list")
    func lateJoinerStartsOver() {
        let fixture = Fixture()
        let late = ChangeListRecorder()
        let reconciler = HostReconciler(host: late)
        fixture.window.attach(reconciler)
        let list = late.lists.first
        #expect(list?.startsOver == true)
        #expect(list?.damage == [fixture.window.bounds])
        #expect(
            list?.changes == [
                .insert(fixture.window.root, parent: nil, index: 0),
                .insert(fixture.a, parent: fixture.window.root, index: 0),
                .insert(fixture.c, parent: fixture.a, index: 0),
                .insert(fixture.b, parent: fixture.window.root, index: 1),
            ])
        #expect(reconciler.snapshot().changes == list?.changes)
        #expect(list?.slots == list?.changes.map { reconciler.slot(of: $0.node) ?? -1 })
        #expect(HostReconciler().snapshot().isEmpty)
    }

    @Test("without damage the list is the same changes, with their slots and no rectangles")
    func withoutDamage() {
        let fixture = Fixture()
        let plain = ChangeListRecorder()
        let reconciler = HostReconciler(host: plain, computesDamage: false)
        fixture.window.attach(reconciler)
        fixture.recorder.lists.removeAll()
        plain.lists.removeAll()
        fixture.a.center.x += 5
        fixture.window.root.bringSubviewToFront(fixture.a)
        fixture.c.removeFromSuperview()
        fixture.window.advance(by: 1 / 60)
        #expect(plain.lists.flatMap(\.changes) == fixture.recorder.lists.flatMap(\.changes))
        #expect(plain.lists.flatMap(\.damage).isEmpty)
        #expect(!fixture.recorder.lists.flatMap(\.damage).isEmpty)
        #expect(plain.lists.flatMap(\.slots).count == 3)
    }
}
