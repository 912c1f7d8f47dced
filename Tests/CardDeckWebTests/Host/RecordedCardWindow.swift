import CardDeck
import CardDeckViews

/// A phone-sized window (390 × 844 points) whose root controller presents cards, its patches
/// recorded as a page applies them: where the web host's card tests start.
@MainActor
struct RecordedCardWindow {
    let window = Window(size: Size(width: 390, height: 844))
    let root = ViewController()
    let recorder = PatchStreamRecorder()

    /// Attaches the recorder and runs the window for 0.1 s, so the page has the root's tree.
    init() {
        window.rootViewController = root
        window.attach(recorder)
        window.advance(by: 0.1)
    }

    /// Presents a card from the root, with a configuration or the default one, and runs the
    /// window for 2 s, until the card rests.
    func present(_ card: ViewController, configuration: CardConfiguration? = nil) {
        if let configuration {
            root.presentCard(card, configuration: configuration)
        } else {
            root.presentCard(card)
        }
        window.advance(by: 2)
    }
}
