import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport

/// A session on a 320 × 480 point window on a manual clock, one blue card (100 × 60 points at
/// 20, 20) on its root and a fake transport: where the session suites start.
@MainActor
struct WebSessionFixture {
    let clock = ManualClock()
    let window: Window
    let transport = FakeTransport()
    let session: WebSession
    let card = ViewNode(frame: Rect(x: 20, y: 20, width: 100, height: 60))

    init() {
        window = Window(size: Size(width: 320, height: 480), clock: clock)
        card.backgroundColor = .systemBlue
        window.root.addSubview(card)
        session = WebSession(window: window, transport: transport)
    }
}
