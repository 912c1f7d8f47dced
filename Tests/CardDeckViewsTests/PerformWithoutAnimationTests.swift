import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("performWithoutAnimation", .isolatedDiagnostics)
struct PerformWithoutAnimationTests {
    @Test("changes inside it take effect at once, even inside an animation block")
    func changesAtOnce() {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        window.advance(by: 1 / 120)
        ViewNode.animate(withDuration: 1) {
            node.alpha = 0.5
            ViewNode.performWithoutAnimation { node.backgroundColor = .black }
            node.frame.origin.x = 50
        }
        window.advance(by: 1 / 120)
        #expect(node.presentation.backgroundColor == .black)
        #expect(node.presentation.alpha > 0.9, "the block around it still animates")
        #expect(node.presentation.frame.origin.x < 5)
    }
}
