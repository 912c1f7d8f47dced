import CardDeck
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

/// An inspector taken off its session detaches what its sections attached: the session then
/// costs what it costs without one.
@Suite("Web inspector: removed from its session, it leaves nothing attached")
@MainActor
struct InspectorRemovalTests: InspectedSessionSuite {
    let clock = ManualClock()
    let window: Window
    let session: WebSession
    let tree = TreeSection()
    let cards = CardsSection()
    let inspector: WebInspector

    init() {
        window = Window(size: Size(width: 390, height: 844), clock: clock)
        window.root.addSubview(ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 50)))
        session = WebSession(window: window, transport: FakeTransport())
        inspector = WebInspector(sections: [tree, cards])
        session.inspector = inspector
    }

    @Test("the tree's follower no longer reads the host's change lists; set again, it starts over")
    func theTreeFollowerIsDetached() throws {
        try step()
        session.inspector = nil
        window.root.addSubview(ViewNode(frame: Rect(x: 20, y: 20, width: 5, height: 5)))
        try step()
        var json = InspectorJSON()
        let followed = tree.outline.takeOperations(into: &json)
        #expect(!followed, "the outline still followed the window: \(json.text)")

        session.inspector = inspector
        try step()
        var page = OutlineReplica()
        try page.apply(message: tree.snapshot(in: InspectorContext(session: session)).text)
        #expect(page == OutlineReplica.of(window))
    }

    @Test("the cards section no longer hears of releases")
    func releasesAreNoLongerObserved() throws {
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        try step()
        session.inspector = nil
        // A short drag, let go: the card settles back, a release the engine could explain.
        var finger = card.view.presentedFrameInWindow.minY + 30
        window.press(at: Point(x: 195, y: finger))
        for _ in 0..<5 {
            finger += 6
            window.move(to: Point(x: 195, y: finger))
            window.advance(by: 1 / 120)
        }
        // Held still until the finger's speed is gone: the release does not flick it away.
        window.advance(by: 0.25)
        window.release()
        window.advance(by: 1)
        let message = object(cards.frameDidCommit(in: InspectorContext(session: session)))
        #expect(message["releases"] == nil)
        #expect(card.view.presentedFrameInWindow.minY < 844, "the card was let go on screen")
    }
}
