import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import Testing

/// The grabber is a slider on the page (issue 30, item 6: it was a "Dismiss" button with no
/// way to change the detent): its value text is the detent, and the arrow keys the page sends
/// while it has focus step it.
@MainActor
@Suite("Web host: the grabber as a slider", .isolatedDiagnostics)
struct WebGrabberSliderTests {
    struct Row: Sendable, CustomStringConvertible {
        var style: CardGrabberStyle
        var detents: [CardDetent]
        var role: String
        var label: String
        var description: String { "\(style), \(detents.count) detent(s): \(role)" }
    }

    nonisolated static let rows: [Row] = [
        Row(style: .handle, detents: [.medium, .large], role: "slider", label: "Dismiss"),
        Row(style: .pullBar, detents: [.medium, .large], role: "slider", label: "Grabber"),
        Row(style: .handle, detents: [.large], role: "button", label: "Dismiss"),
    ]

    @Test("the grabber's role, name, value text and focus", arguments: rows)
    func attributes(row: Row) {
        let (window, recorder, _) = present(row)
        let aria = grabberARIA(window, recorder)
        #expect(aria["role"] == row.role)
        #expect(aria["aria-label"] == row.label)
        #expect(aria["tabindex"] == "0", "focus moved into the card, onto its grabber")
        if row.role == "slider" {
            #expect(aria["aria-valuetext"] == "medium")
            #expect(aria["aria-valuenow"] == "1")
            #expect(aria["aria-valuemin"] == "1")
            #expect(aria["aria-valuemax"] == "2")
            #expect(aria["aria-description"] == nil, "the value is the slider's, not a description")
        } else {
            #expect(aria["aria-valuetext"] == nil)
            #expect(aria["aria-valuenow"] == nil)
        }
    }

    @Test("an arrow key from the page steps the detent, and the value text follows")
    func arrowKeys() throws {
        let (window, recorder, card) = present(Self.rows[0])
        // A screen reader's cursor keeps the window's focus ring on.
        window.accessibility.showsFocusRing = true
        #expect(window.send(try #require(WebKey("ArrowUp").keyPress)))
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .large)
        #expect(grabberARIA(window, recorder)["aria-valuetext"] == "large")
        #expect(grabberARIA(window, recorder)["aria-valuenow"] == "2")
        #expect(window.send(try #require(WebKey("ArrowDown").keyPress)))
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .medium)
        #expect(grabberARIA(window, recorder)["aria-valuetext"] == "medium")
    }

    private func present(_ row: Row) -> (Window, PatchStreamRecorder, ViewController) {
        let page = RecordedCardWindow()
        let card = ViewController()
        let configuration = CardConfiguration(
            detents: row.detents, initialDetent: row.detents.first?.identifier,
            grabberStyle: row.style)
        page.present(card, configuration: configuration)
        return (page.window, page.recorder, card)
    }

    private func grabberARIA(_ window: Window, _ recorder: PatchStreamRecorder) -> [String: String]
    {
        guard let grabber = window.accessibilityFocusedElement else { return [:] }
        return recorder.mirror.elements[grabber.id.rawValue]?.aria ?? [:]
    }
}
