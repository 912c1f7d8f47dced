import CardDeck
import CardDeckTransitions
import CardDeckViews

/// One draggable card (``CardConfiguration/draggableCard``) holding `nodeCount` content nodes,
/// its handle held by a finger that moves it between its normal and expanded detents, never
/// below the normal one: every frame places the card (no dismissal is scrubbed, unlike
/// ``CardDragScene``).
@MainActor
final class DetentDragScene {
    let window: Window
    let host = CountingHost()
    private var finger = 500.0
    private var direction = -6.0

    /// Creates the scene with the card presented at its normal detent and the finger down.
    init(nodeCount: Int) {
        window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        card.view.addSubview(CardDragScene.content(nodeCount: nodeCount))
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 2)
        window.attach(host)
        send(.began, y: finger)
        for _ in 0..<20 { step() }
    }

    private func send(_ phase: PointerEvent.Phase, y: Double) {
        let time = window.time + 1.0 / 120
        window.send(PointerEvent(phase: phase, location: Point(x: 195, y: y), timestamp: time))
        window.advance(to: time)
    }

    /// One frame: the finger moves 6 pt, turning between 230 and 488 pt (above 500 pt less
    /// the pan's 10 pt threshold, so the card never reaches its smallest detent and no
    /// interactive dismissal begins).
    func step() {
        finger += direction
        // Never below where it started (the normal detent): no dismissal begins.
        if (direction > 0 && finger >= 488) || (direction < 0 && finger <= 230) {
            direction = -direction
        }
        send(.moved, y: finger)
    }
}
