import CardDeckTesting
import CardDeckViews
import Testing

/// A node re-added to its parent (out of the window and back) in the commit that moves one of
/// its ancestors: the ancestor's subtree is read whole once, and the node is not read again.
@Suite("HostReconciler: a node re-added while its ancestor moves", .isolatedDiagnostics)
@MainActor
struct HostReconcilerReinsertTests {
    /// `root` holds `a` (holding `b`, holding `parent`, holding `node`, holding `leaf`) and
    /// `target`; the commit moves `a` into `target` and takes `node` out of `parent` and back.
    /// The chain's length makes `parent` take its own slot again as the subtree is read whole
    /// after its removal, so the slot marked as a touched parent still names `parent`.
    @MainActor
    struct Fixture {
        let window = Window(size: Size(width: 200, height: 100))
        let a = ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        let b = ViewNode(frame: Rect(x: 1, y: 1, width: 40, height: 30))
        let parent = ViewNode(frame: Rect(x: 5, y: 5, width: 30, height: 30))
        let node = ViewNode(frame: Rect(x: 2, y: 2, width: 20, height: 20))
        let leaf = ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5))
        let target = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))

        init(reconciler: HostReconciler) {
            node.addSubview(leaf)
            parent.addSubview(node)
            b.addSubview(parent)
            a.addSubview(b)
            window.root.addSubview(a)
            window.root.addSubview(target)
            window.attach(reconciler)
            window.advance(by: 1 / 60)
            target.addSubview(a)
            node.removeFromSuperview()
            node.backgroundColor = .systemBlue
            parent.addSubview(node)
            window.advance(by: 1 / 60)
        }
    }

    @Test("each node of the moved subtree is inserted once, with the slot it keeps")
    func insertedOnce() throws {
        let recorder = ChangeListRecorder()
        let reconciler = HostReconciler(host: recorder)
        let fixture = Fixture(reconciler: reconciler)
        let list = try #require(recorder.lists.last)
        var inserted: [ObjectIdentifier: Int] = [:]
        for (change, slot) in zip(list.changes, list.slots) {
            guard case .insert(let node, _, _) = change else { continue }
            #expect(inserted[ObjectIdentifier(node)] == nil, "\(node.id) inserted twice")
            inserted[ObjectIdentifier(node)] = slot
            #expect(reconciler.slot(of: node) == slot, "\(node.id)")
        }
        for node in [fixture.a, fixture.b, fixture.parent, fixture.node, fixture.leaf] {
            #expect(inserted[ObjectIdentifier(node)] != nil, "\(node.id) not inserted")
        }
        #expect(inserted.count == 5)
    }

    @Test("a mirror replaying the list equals the window")
    func mirrorEqualsWindow() {
        let mirror = MirrorHost()
        let fixture = Fixture(reconciler: HostReconciler(host: mirror))
        #expect(mirror.failures.isEmpty, "\(mirror.failures)")
        #expect(mirror.difference(from: fixture.window) == nil)
    }
}
