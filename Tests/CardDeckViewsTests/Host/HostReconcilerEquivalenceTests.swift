import CardDeckTesting
import CardDeckViews
import Testing

/// The reconciler's contract, checked once for every host: replaying its change lists gives
/// the window's tree, each node is inserted once with its slot, and the damage covers every
/// change (snapshots and late joiners: `HostReconcilerStyledTreeTests`).
/// The trees start at 36 nodes, not 14: the driver these tests had before grew larger trees
/// over their 300–400 steps, and this keeps their size and run time about the same.
@Suite("HostReconciler: random trees, replayed, inserted once and damaged", .isolatedDiagnostics)
@MainActor
struct HostReconcilerEquivalenceTests {
    @Test(
        "a mirror replaying the change lists equals the window after every commit",
        arguments: [1, 7, 42, 2026] as [UInt64])
    func replayEqualsWindow(seed: UInt64) {
        var driver = RandomTreeEdits(seed: seed, nodes: 36)
        let mirror = MirrorHost()
        driver.window.attach(mirror)
        for _ in 0..<400 { driver.step() }
        #expect(mirror.commitCount > 200)
        #expect(mirror.failures.isEmpty, "\(mirror.failures)")
    }

    @Test(
        "a list inserts a node at most once, with the slot it keeps",
        arguments: Array(1...40) as [UInt64])
    func insertsOnceWithFinalSlots(seed: UInt64) {
        var driver = RandomTreeEdits(seed: seed, nodes: 36)
        let recorder = ChangeListRecorder()
        let reconciler = HostReconciler(host: recorder, computesDamage: false)
        driver.window.attach(reconciler)
        var problems: [String] = []
        for step in 0..<300 {
            recorder.lists.removeAll()
            driver.step()
            // The slots are the reconciler's now: the last list's must still hold.
            guard let list = recorder.lists.last else { continue }
            var inserted: Set<ObjectIdentifier> = []
            for case (.insert(let node, _, _), let slot) in zip(list.changes, list.slots)
            where !inserted.insert(ObjectIdentifier(node)).inserted
                || reconciler.slot(of: node) != slot
            {
                problems.append("step \(step): \(node.id)")
            }
        }
        #expect(problems.isEmpty)
    }

    @Test(
        "the damage covers where every changed node was and is", arguments: [5, 8, 13] as [UInt64])
    func damageCoversChanges(seed: UInt64) {
        var driver = RandomTreeEdits(
            seed: seed, nodes: 36, kinds: RandomTreeEdits.Kinds.all.subtracting(.clips))
        let recorder = ChangeListRecorder()
        driver.window.attach(HostReconciler(host: recorder))
        // The first list starts over and damages the window's bounds, not the grown nodes
        // that lie past its edges.
        driver.window.advance(by: 1 / driver.window.frameRate)
        var before = DrawnNodes(driver.window)
        var checked = 0
        for step in 0..<300 {
            recorder.lists.removeAll()
            driver.step()
            let after = DrawnNodes(driver.window)
            let damage = recorder.lists.flatMap(\.damage)
            for (key, old) in before.nodes where after.nodes[key] != old {
                checked += 1
                #expect(DrawnNodes.covers(damage, old.frame), "step \(step): old place of \(key)")
            }
            for (key, new) in after.nodes where before.nodes[key] != new {
                #expect(DrawnNodes.covers(damage, new.frame), "step \(step): new place of \(key)")
            }
            before = after
        }
        #expect(checked > 100)
    }
}

/// Records the change lists a reconciler hands over, damage included.
@MainActor
final class ChangeListRecorder: ReconciledHost {
    var lists: [HostChangeList] = []

    func apply(_ changes: HostChangeList, in window: Window) { lists.append(changes) }
}

/// Every visible node's presented frame in window points and presented state, for checking
/// damage.
@MainActor
struct DrawnNodes {
    struct Drawn: Equatable {
        var frame: Rect
        var state: VisualState
    }

    var nodes: [ViewNode.ID: Drawn] = [:]

    init(_ window: Window) {
        var stack = [window.root]
        while let node = stack.popLast() {
            guard !node.presentation.isHidden else { continue }
            nodes[node.id] = Drawn(frame: node.presentedFrameInWindow, state: node.presentation)
            stack.append(contentsOf: node.subviews)
        }
    }

    /// Whether points spread over a rectangle all lie in one of the damaged rectangles.
    static func covers(_ damage: [Rect], _ rect: Rect) -> Bool {
        guard !rect.isEmpty else { return true }
        for i in 0...4 {
            for j in 0...4 {
                let point = Point(
                    x: rect.minX + rect.width * (0.01 + 0.245 * Double(i)),
                    y: rect.minY + rect.height * (0.01 + 0.245 * Double(j)))
                if !damage.contains(where: { $0.contains(point) }) { return false }
            }
        }
        return true
    }
}
