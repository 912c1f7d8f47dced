import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// The grabber is adjustable, as UIKit's sheet grabber (issue 30, item 6): its increment and
/// decrement, and the arrow keys while it has focus, move between the card's detents.
@MainActor
@Suite("Card grabber: adjustable between detents", .isolatedDiagnostics)
struct GrabberAdjustableTests {
    struct Row: Sendable, CustomStringConvertible {
        var style: CardGrabberStyle
        var start: CardDetent.Identifier
        var key: KeyPress.Key
        var expected: CardDetent.Identifier
        var description: String { "\(style) \(start) \(key) → \(expected)" }
    }

    nonisolated static let rows: [Row] = [
        Row(style: .handle, start: .medium, key: .up, expected: .large),
        Row(style: .handle, start: .medium, key: .right, expected: .large),
        Row(style: .handle, start: .large, key: .down, expected: .medium),
        Row(style: .handle, start: .large, key: .left, expected: .medium),
        Row(style: .handle, start: .large, key: .up, expected: .large),
        Row(style: .handle, start: .medium, key: .down, expected: .medium),
        Row(style: .pullBar, start: .medium, key: .up, expected: .large),
        Row(style: .pullBar, start: .large, key: .down, expected: .medium),
    ]

    /// A card with detents medium and large, presented at `start`; focus is on its grabber.
    private func present(
        _ style: CardGrabberStyle, at start: CardDetent.Identifier, detents: [CardDetent]
    ) -> (Window, ViewController) {
        let (window, root) = makeWindow()
        let card = ViewController()
        let configuration = CardConfiguration(
            detents: detents, initialDetent: start, grabberStyle: style)
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        return (window, card)
    }

    @Test("an arrow key on the focused grabber steps the detent", arguments: rows)
    func arrowKey(row: Row) {
        let (window, card) = present(row.style, at: row.start, detents: [.medium, .large])
        let grabber = window.accessibilityFocusedElement
        #expect(grabber?.accessibilityTraits == .adjustable)
        #expect(grabber?.accessibilityValue == row.start.rawValue)
        // With focus out of sight, the first arrow only shows it: no card moves unseen.
        #expect(!window.send(KeyPress(row.key)))
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == row.start)
        #expect(window.send(KeyPress(row.key)), "the slider keeps its arrows, even at an end")
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == row.expected)
        #expect(window.accessibilityFocusedElement?.accessibilityValue == row.expected.rawValue)
    }

    @Test("increment and decrement move between detents, false at the ends")
    func incrementDecrement() {
        let (window, card) = present(.handle, at: .medium, detents: [.medium, .large])
        #expect(window.accessibility.incrementFocusedElement())
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .large)
        #expect(!window.accessibility.incrementFocusedElement())
        #expect(window.accessibility.decrementFocusedElement())
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .medium)
        #expect(!window.accessibility.decrementFocusedElement())
    }

    @Test("with one detent the grabber is a button, and the arrows stay the host's")
    func oneDetent() {
        let (window, card) = present(.handle, at: .large, detents: [.large])
        #expect(window.accessibilityFocusedElement?.accessibilityTraits == .button)
        window.accessibility.showsFocusRing = true
        #expect(!window.send(KeyPress(.up)))
        #expect(!window.accessibility.incrementFocusedElement())
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .large)
    }

    @Test("an arrow key with a modifier is not a step")
    func modifiedArrow() {
        let (window, card) = present(.handle, at: .medium, detents: [.medium, .large])
        window.accessibility.showsFocusRing = true
        #expect(!window.send(KeyPress(.up, modifiers: .shift)))
        window.advance(by: 2)
        #expect(card.cardPresentationController?.selectedDetentIdentifier == .medium)
    }
}
