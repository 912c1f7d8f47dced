import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Subtree counts: what appearance and touch-cancelling walks may skip", .isolatedDiagnostics)
@MainActor
struct SubtreeCountsTests {
    @Test(
        "random moves, removals, views and recognizers keep every count exact",
        arguments: 1...8 as ClosedRange<UInt64>)
    func randomized(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let window = Window(size: Size(width: 200, height: 200))
        var nodes: [ViewNode] = [window.root]
        var controllers: [ViewController] = []
        for _ in 0..<400 {
            let node = nodes.randomElement(using: &random)!
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1:
                let child = ViewNode()
                node.addSubview(child)
                nodes.append(child)
            case 2:
                let parent = nodes.randomElement(using: &random)!
                var ancestor: ViewNode? = parent
                while let current = ancestor, current !== node { ancestor = current.superview }
                if ancestor == nil, node !== window.root { parent.addSubview(node) }
            case 3:
                if node !== window.root { node.removeFromSuperview() }
            case 4:
                if node.gestureRecognizers.isEmpty {
                    node.addGestureRecognizer(TapGestureRecognizer())
                } else {
                    node.removeGestureRecognizer(node.gestureRecognizers[0])
                }
            case 5:
                let controller = ViewController()
                controller.view = node
                controllers.append(controller)
            default:
                if let controller = controllers.randomElement(using: &random) {
                    controller.view = ViewNode()
                }
            }
            window.advance(by: 1 / 60)
        }
        #expect(window.root.subtreeCountsAreConsistent)
        for node in nodes where node.superview == nil {
            #expect(node.subtreeCountsAreConsistent)
        }
    }
}
