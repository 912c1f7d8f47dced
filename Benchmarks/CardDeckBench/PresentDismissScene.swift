import CardDeck
import CardDeckTransitions
import CardDeckViews

/// Cards presented over a root controller and dismissed again, animated, one after the other:
/// each cycle presents the next of three cards (the default stacked card, the draggable card,
/// the fitted sheet, each holding `nodeCount` content nodes), steps frames until the
/// presentation completes, dismisses it, and steps frames until the dismissal completes.
///
/// The cards are made once and presented again and again, so a cycle measures the engine's
/// work (transition objects, chrome, animators, inserting and removing the subtree), not the
/// app building its content.
@MainActor
final class PresentDismissScene {
    private enum Phase {
        case idle
        case presenting
        case presented
        case dismissing
    }

    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let host = CountingHost()
    private let root = ViewController()
    private let cards: [(controller: ViewController, configuration: CardConfiguration)]
    /// How many cycles have ended (the dismissal completed).
    private(set) var cycleCount = 0
    private var phase = Phase.idle

    /// Creates the scene and runs one cycle of each card.
    init(nodeCount: Int) {
        window.rootViewController = root
        root.view.addSubview(CardDragScene.content(nodeCount: 100))
        let configurations: [CardConfiguration] = [
            CardConfiguration(), .draggableCard, .fittedSheet,
        ]
        cards = configurations.map { configuration in
            let card = ViewController()
            card.view.addSubview(CardDragScene.content(nodeCount: nodeCount))
            card.preferredContentSize = Size(width: 0, height: 400)
            return (card, configuration)
        }
        window.attach(host)
        window.advance(by: 1.0 / 120)
        runCycles(cards.count)
    }

    /// Whether no card is on screen or on its way: the cycle is over.
    var isIdle: Bool { phase == .idle }

    /// One frame, preceded by presenting the next card when none is on screen, or by
    /// dismissing it once its presentation completed.
    func step() {
        switch phase {
        case .idle:
            phase = .presenting
            let card = cards[cycleCount % cards.count]
            root.presentCard(card.controller, configuration: card.configuration) {
                [unowned self] in
                phase = .presented
            }
        case .presented:
            phase = .dismissing
            cards[cycleCount % cards.count].controller.dismiss(animated: true) {
                [unowned self] in
                phase = .idle
                cycleCount += 1
            }
        case .presenting, .dismissing:
            break
        }
        window.advance(by: 1.0 / 120)
    }

    /// Runs frames until `count` more cycles have ended.
    func runCycles(_ count: Int) {
        let target = cycleCount + count
        while cycleCount < target { step() }
    }
}
