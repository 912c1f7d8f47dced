import CardDeckViews
import CardDeckWeb
import Testing

/// The commits of random seeds 1,078 and 1,118, reduced: a subtree read whole and touched
/// again in the same commit.
@Suite("Web host: a subtree read whole and touched again in one commit", .isolatedDiagnostics)
@MainActor
struct WebHostReinsertTests {
    @Test(
        "the page equals the tree, element ids included",
        arguments: ["out and back while an ancestor moves", "into a parent that then moves"])
    func pageEqualsTree(_ change: String) {
        let window = Window(size: Size(width: 200, height: 100))
        let mirrored = MirroredWebHost()
        window.attach(mirrored)
        let chain = (0..<5).map {
            ViewNode(frame: Rect(x: Double($0), y: 2, width: 40, height: 30))
        }
        for (parent, child) in zip(chain, chain.dropFirst()) { parent.addSubview(child) }
        let target = ViewNode(frame: Rect(x: 100, y: 10, width: 50, height: 40))
        let other = ViewNode(frame: Rect(x: 0, y: 50, width: 50, height: 40))
        window.root.addSubview(chain[0])
        window.root.addSubview(target)
        window.root.addSubview(other)
        window.advance(by: 1 / 60)
        if change == "out and back while an ancestor moves" {
            target.addSubview(chain[0])
            chain[3].removeFromSuperview()
            chain[2].addSubview(chain[3])
        } else {
            chain[2].addSubview(other)
            let container = ViewNode(frame: Rect(x: 0, y: 0, width: 80, height: 80))
            chain[2].removeFromSuperview()
            container.addSubview(chain[2])
            target.addSubview(container)
        }
        window.advance(by: 1 / 60)
        #expect(mirrored.failures.isEmpty, "\(mirrored.failures)")
        #expect(mirrored.mirror.difference(from: window) == nil)
    }
}
