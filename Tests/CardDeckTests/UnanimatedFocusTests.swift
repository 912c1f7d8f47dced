import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// Focus after a presentation or dismissal without animation goes where it goes after an
/// animated one: the handle, which an unanimated transition shows at once rather than fading
/// it in after the transition has ended (while it was still transparent, focus skipped it).
@MainActor
@Suite("Focus after unanimated presentations", .isolatedDiagnostics)
struct UnanimatedFocusTests {
    private func card(_ label: String) -> ViewController {
        let card = ViewController()
        let title = ViewNode(frame: Rect(x: 16, y: 24, width: 300, height: 22))
        title.accessibilityLabel = label
        card.view.addSubview(title)
        return card
    }

    @Test("focus moves to the handle, and back to the handle below", arguments: [true, false])
    func focusGoesToTheHandle(animated: Bool) {
        let (window, root) = makeWindow()
        let reader = ScreenReader(window: window)
        let first = card("First")
        root.presentCard(first, animated: animated)
        window.advance(by: 2)
        #expect(reader.focusedElement?.label == "Dismiss")
        #expect(reader.spoken.last == "Dismiss, large, button")
        let firstHandle = window.accessibilityFocusedElement

        let second = card("Second")
        first.presentCard(second, animated: animated)
        window.advance(by: 2)
        #expect(reader.focusedElement?.label == "Dismiss")
        #expect(window.accessibilityFocusedElement !== firstHandle)

        second.dismiss(animated: animated)
        window.advance(by: 2)
        #expect(window.accessibilityFocusedElement === firstHandle)
        #expect(reader.spoken.suffix(2) == ["Card dismissed", "Dismiss, large, button"])
    }
}
