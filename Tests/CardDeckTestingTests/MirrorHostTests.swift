import CardDeckTesting
import CardDeckViews
import Testing

@Suite("MirrorHost: the tree kept from mutations alone", .isolatedDiagnostics)
@MainActor
struct MirrorHostTests {
    @Test("random trees under random changes: the mirror equals the window after every commit")
    func randomized() {
        var random = SplitMix64(seed: 7)
        let window = Window(size: Size(width: 320, height: 240))
        let mirror = MirrorHost()
        window.attach(mirror)
        var nodes = [window.root]
        for _ in 0..<300 {
            let node = nodes.randomElement(using: &random)!
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                let child = ViewNode(
                    frame: Rect(
                        x: Double.random(in: 0...200, using: &random), y: 10, width: 40,
                        height: 30))
                node.addSubview(child)
                nodes.append(child)
            case 2: if node !== window.root { node.removeFromSuperview() }
            case 3: node.superview?.bringSubviewToFront(node)
            case 4:
                let alpha = Double.random(in: 0...1, using: &random)
                ViewNode.animate(withDuration: 0.1) { node.alpha = alpha }
            case 5: node.center.y += 3
            case 6: node.text = TextContent("t\(Int.random(in: 0...9, using: &random))")
            case 7:
                let parent = nodes.randomElement(using: &random)!
                var ancestor: ViewNode? = parent
                while let current = ancestor, current !== node { ancestor = current.superview }
                if ancestor == nil, node !== window.root { parent.addSubview(node) }
            default: node.cornerRadius = Double.random(in: 0...8, using: &random)
            }
            window.advance(by: 1 / 60)
        }
        #expect(mirror.commitCount > 100)
        #expect(mirror.failures.isEmpty, "\(mirror.failures)")
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
