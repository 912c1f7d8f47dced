import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import Testing

/// The page's ARIA for a card in one pane's presentation context: a dialog that hides its pane
/// only, not `aria-modal`, which would hide the whole page from a screen reader (#29 item 9).
@MainActor
@Suite("Web host: ARIA of a card in a presentation context", .isolatedDiagnostics)
struct WebContextAccessibilityTests {
    @Test("the card's pane is hidden, the other pane is not; the dialog is not aria-modal")
    func contextCard() throws {
        let window = Window(size: Size(width: 800, height: 600))
        let root = ViewController()
        window.rootViewController = root
        let panes = [ViewController(), ViewController()]
        for (index, pane) in panes.enumerated() {
            pane.definesPresentationContext = true
            root.addChild(pane)
            root.view.addSubview(pane.view)
            pane.didMove(toParent: root)
            pane.view.frame = Rect(x: Double(index) * 400, y: 0, width: 400, height: 600)
            let button = ViewNode(frame: Rect(x: 20, y: 100, width: 200, height: 44))
            button.accessibilityLabel = index == 0 ? "Mailbox" : "Map"
            pane.view.addSubview(button)
        }
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        var configuration = CardConfiguration.draggableCard
        configuration.presentsInCurrentContext = true
        let card = ViewController()
        panes[1].presentCard(card, configuration: configuration)
        window.advance(by: 2)
        func aria(_ node: ViewNode?) -> [String: String] {
            node.flatMap { recorder.mirror.elements[$0.id.rawValue]?.aria } ?? [:]
        }
        let container = try #require(card.view.superview?.superview)
        #expect(container.accessibilityIdentifier == "transition.container")
        #expect(aria(container) == ["role": "dialog"])
        #expect(aria(panes[1].view)["aria-hidden"] == "true")
        #expect(aria(panes[0].view)["aria-hidden"] == nil)
        #expect(aria(root.view)["aria-hidden"] == nil)
        #expect(recorder.failures == [])
    }
}
