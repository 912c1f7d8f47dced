import CardDeck
import CardDeckTesting
import CardDeckViews
import Testing

/// Touches on the drawn software keyboard: as UIKit's keyboard is a window above the app's,
/// they type and never reach the dimmer or the card behind it.
@MainActor
@Suite("Touches on the software keyboard", .isolatedDiagnostics)
struct KeyboardTouchTests {
    /// A phone window with a card that holds a text field, presented, the field first
    /// responder and the keyboard up.
    private func presentReply() throws -> (Window, ViewController, TextField) {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        let field = TextField(frame: Rect(x: 20, y: 40, width: 350, height: 44))
        card.view.addSubview(field)
        // The reply sheet's configuration: a tap on the dimmer dismisses.
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.medium, .large], maximumDimmingAlpha: 0.3, allowsTapToDismiss: true))
        window.advance(by: 2)
        #expect(field.becomeFirstResponder())
        window.advance(by: 1)
        return (window, card, field)
    }

    @Test(
        "a tap on the keyboard types its key, or nothing between keys; the card stays",
        arguments: [("h", "h"), ("space", " "), (nil, "")] as [(String?, String)])
    func tapOnKeyboard(key: String?, typed: String) throws {
        let (window, card, field) = try presentReply()
        let keyboard = try #require(
            window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" })
        let target: Point
        if let key {
            let node = try #require(keyboard.subviews.first { $0.text?.string == key })
            let frame = node.presentedFrameInWindow
            target = Point(x: frame.midX, y: frame.midY)
        } else {
            // The grey margin left of the "a" row: the keyboard, but no key.
            let frame = keyboard.presentedFrameInWindow
            target = Point(x: frame.minX + 4, y: frame.minY + 75)
        }
        // A recognizer on a view the keyboard covers (here the window's root) never hears of it.
        var behind = 0
        window.root.addGestureRecognizer(TapGestureRecognizer { _ in behind += 1 })
        window.tap(at: target)
        window.advance(by: 1)
        #expect(field.string == typed)
        #expect(field.isFirstResponder)
        #expect(card.presentingViewController != nil)
        #expect(window.keyboardFrame != nil)
        #expect(behind == 0)
    }
}
