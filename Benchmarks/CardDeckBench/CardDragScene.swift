import CardDeck
import CardDeckTransitions
import CardDeckViews

/// A three-card stack whose cards each hold `nodeCount` content nodes; every frame the finger
/// moves the front card within its interactive dismissal, so the whole stack is scrubbed.
@MainActor
final class CardDragScene {
    let window: Window
    let host = CountingHost()
    private var finger = 400.0
    private var direction = 6.0
    private var time = 0.0

    /// Creates the scene in a window of `size` (default a 390 × 844 phone).
    init(nodeCount: Int, size: Size = Size(width: 390, height: 844)) {
        window = Window(
            size: size, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        Self.presentStack(in: window, nodeCount: nodeCount)
        window.attach(host)
        time = window.time
        send(.began, y: 300)
        for index in 1...10 { send(.moved, y: 300 + Double(10 * index)) }
        for _ in 0..<20 { self.step() }
    }

    /// Presents three stacked cards, each holding `nodeCount` content nodes, in `window`, each
    /// given two seconds to come to rest.
    static func presentStack(in window: Window, nodeCount: Int) {
        let root = ViewController()
        window.rootViewController = root
        var front = root
        for _ in 0..<3 {
            let card = ViewController()
            card.view.addSubview(content(nodeCount: nodeCount))
            front.presentCard(card)
            window.advance(by: 2)
            front = card
        }
    }

    /// A card's content: rows of small nodes, like a long list's cells.
    static func content(nodeCount: Int) -> ViewNode {
        let content = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 700))
        FrameScene.fill(content, nodeCount: nodeCount)
        return content
    }

    private func send(_ phase: PointerEvent.Phase, y: Double) {
        time += 1.0 / 120
        window.send(
            PointerEvent(phase: phase, location: Point(x: 195, y: y), timestamp: time))
        window.advance(to: time)
    }

    /// One frame: the finger moves 6 pt, turning between 400 and 700 pt.
    func step() {
        finger += direction
        if finger > 700 || finger < 400 { direction = -direction }
        send(.moved, y: finger)
    }
}
