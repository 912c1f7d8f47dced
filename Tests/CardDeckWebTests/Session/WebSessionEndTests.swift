import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

/// A session driven by `step(_:onKey:)` that goes away leaves its window as `run` leaves it:
/// the window may outlive the session, and must not keep a page's finger down forever.
@Suite("Web session: a session that goes away")
@MainActor
struct WebSessionEndTests {
    @Test("a page's finger down when the session goes away is cancelled, as when run() ends")
    func fingerDownIsCancelled() throws {
        let fixture = SessionEndFixture(size: Size(width: 320, height: 480))
        let window = fixture.window
        let card = ViewNode(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        window.root.addSubview(card)
        var states: [GestureRecognizer.State] = []
        card.addGestureRecognizer(PanGestureRecognizer { states.append($0.state) })
        let gone = try fixture.run { session in
            let page = WebConnectionID(rawValue: 1)
            for text in [
                nil, #"{"t":"p","k":"b","id":1,"x":60,"y":40}"#,
                #"{"t":"p","k":"m","id":1,"x":60,"y":90}"#,
                #"{"t":"p","k":"m","id":1,"x":60,"y":140}"#,
            ] {
                fixture.clock.advance(by: 1 / 120)
                let event: WebServerEvent =
                    if let text { .message(page, text, receivedAtUptimeNanoseconds: 0) } else {
                        .opened(page)
                    }
                try session.step([event])
            }
            #expect(states.last == .changed)
        }
        #expect(gone, "the session was kept alive")
        window.advance(by: 1 / 60)
        #expect(window.activeTouches.isEmpty)
        #expect(states.last == .cancelled)
    }
}
