import CardDeckViews
import CardDeckWeb
import Testing

/// The commit of random seed 1,078, reduced: a node goes out of its parent and back while an
/// ancestor moves to another parent.
@Suite("Web host: a node re-added while its ancestor moves", .isolatedDiagnostics)
@MainActor
struct WebHostReinsertTests {
    @Test("the page equals the tree, element ids included")
    func pageEqualsTree() {
        let window = Window(size: Size(width: 200, height: 100))
        let mirrored = MirroredWebHost()
        window.attach(mirrored)
        let a = ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        let b = ViewNode(frame: Rect(x: 1, y: 1, width: 40, height: 30))
        let parent = ViewNode(frame: Rect(x: 5, y: 5, width: 30, height: 30))
        let node = ViewNode(frame: Rect(x: 2, y: 2, width: 20, height: 20))
        let target = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))
        node.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
        parent.addSubview(node)
        b.addSubview(parent)
        a.addSubview(b)
        window.root.addSubview(a)
        window.root.addSubview(target)
        window.advance(by: 1 / 60)
        target.addSubview(a)
        node.removeFromSuperview()
        parent.addSubview(node)
        window.advance(by: 1 / 60)
        #expect(mirrored.failures.isEmpty, "\(mirrored.failures)")
        #expect(mirrored.mirror.difference(from: window) == nil)
    }
}
