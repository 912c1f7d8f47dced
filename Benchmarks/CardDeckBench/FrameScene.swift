import CardDeckMotion
import CardDeckViews

/// A window with one card whose subtree holds `nodeCount` nodes, the card root moving under an
/// undamped spring so that every frame is a steady-state frame with one change.
@MainActor
final class FrameScene {
    let window = Window(size: Size(width: 390, height: 844))
    let card = ViewNode(frame: Rect(x: 0, y: 844, width: 390, height: 700))
    let host = CountingHost()

    init(nodeCount: Int) {
        Self.fill(card, nodeCount: nodeCount)
        window.root.addSubview(card)
        window.attach(host)
        window.advance(by: 1.0 / 120)
        // An undamped spring oscillates forever: a steady stream of spring frames.
        let card = self.card
        ViewNode.animate(with: Spring(response: 0.44, dampingRatio: 0)) {
            card.center = Point(x: 195, y: 500)
        }
        for _ in 0..<10 { step() }
    }

    func step() {
        window.advance(by: 1.0 / 120)
    }

    /// Fills `node` with rows of small nodes, like a long list's cells, until its subtree holds
    /// `nodeCount` nodes (counting `node`).
    static func fill(_ node: ViewNode, nodeCount: Int) {
        var remaining = nodeCount - 1
        var row = 0
        while remaining > 0 {
            let line = ViewNode(frame: Rect(x: 0, y: Double(row) * 8, width: 390, height: 8))
            node.addSubview(line)
            remaining -= 1
            var column = 0
            while remaining > 0 && column < 31 {
                line.addSubview(
                    ViewNode(frame: Rect(x: Double(column) * 12, y: 0, width: 12, height: 8)))
                remaining -= 1
                column += 1
            }
            row += 1
        }
    }
}

/// A host that counts what it receives and reads each changed node's window-space frame, as a
/// real host does, so the commit path and the host's reads are measured in full.
@MainActor
final class CountingHost: HostRenderer {
    var mutationCount = 0
    var checksum = 0.0

    func apply(_ mutations: [Mutation], in window: Window) {
        mutationCount += mutations.count
        for mutation in mutations {
            checksum += mutation.node.presentedFrameInWindow.minY
        }
    }
}
