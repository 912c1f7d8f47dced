import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A card's content: a text field at its top.
@MainActor
private final class FormController: ViewController {
    let field = TextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.layout = { [unowned self] view in
            field.frame = Rect(x: 16, y: 16, width: view.bounds.width - 32, height: 44)
        }
    }
}

@MainActor
@Suite("Cards and the keyboard", .isolatedDiagnostics)
struct KeyboardAvoidanceTests {
    private func present(
        _ configuration: CardConfiguration = CardConfiguration(detents: [.medium, .large])
    ) throws -> (Window, ViewController, FormController, CardPresentationController) {
        let (window, root) = makeWindow()
        let form = FormController()
        root.presentCard(form, configuration: configuration)
        window.advance(by: 2)
        return (window, root, form, try #require(form.cardPresentationController))
    }

    @Test("a card whose field edits rises above the keyboard, with the keyboard's curve")
    func rises() throws {
        let (window, _, form, controller) = try present()
        // Medium: half the room under the stack's top, (844 − 63) / 2 = 390.5.
        #expect(controller.detents.map(\.height) == [390.5, 781])
        form.field.becomeFirstResponder()
        #expect(window.keyboardFrame?.minY == 508)
        // Against the space above the keyboard: 508 − 63 = 445, and half of it.
        #expect(controller.detents.map(\.height) == [222.5, 445])
        window.advance(by: 0.125)
        let keyboard = try #require(window.root.subviews.last)
        let card = controller.cardView.presentedFrameInWindow
        #expect(abs(card.maxY - keyboard.presentation.frame.minY) < 0.5)
        #expect(card.maxY > 508 && card.maxY < 844)
        window.advance(by: 0.25)
        #expect(rounded(controller.cardView.presentedFrameInWindow).maxY == 508)
        #expect(rounded(controller.cardView.presentedFrameInWindow).minY == 508 - 222.5)
        // The keyboard hides: back down, onto the detents of the whole window.
        form.field.resignFirstResponder()
        window.advance(by: 0.5)
        #expect(controller.detents.map(\.height) == [390.5, 781])
        #expect(rounded(controller.cardView.presentedFrameInWindow).maxY == 844)
    }

    @Test("a fitted sheet's greatest height shrinks to the space above the keyboard")
    func fittedSheetShrinks() throws {
        let (window, root) = makeWindow()
        let form = FormController()
        form.preferredContentSize = Size(width: 0, height: 700)
        root.presentCard(form, configuration: .fittedSheet)
        window.advance(by: 2)
        let controller = try #require(form.cardPresentationController)
        #expect(controller.detents.map(\.height) == [734])  // 700 + the 34 pt home indicator
        form.field.becomeFirstResponder()
        window.advance(by: 0.5)
        // 508 − (47 + 20), the top limit: 441; the home indicator is under the keys.
        #expect(controller.detents.map(\.height) == [441])
        #expect(rounded(form.view.presentedFrameInWindow).maxY == 508)
    }

    @Test("a drag still works above the keyboard and settles on its detents")
    func dragsAboveKeyboard() throws {
        let (window, _, form, controller) = try present()
        form.field.becomeFirstResponder()
        window.advance(by: 0.5)
        controller.setSelectedDetentIdentifier(.large, animated: false)
        #expect(rounded(controller.cardView.presentedFrameInWindow).minY == 63)
        window.drag(from: Point(x: 200, y: 70), to: Point(x: 200, y: 200), duration: 0.3)
        window.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(rounded(controller.cardView.presentedFrameInWindow).minY == 508 - 222.5)
        #expect(form.field.isFirstResponder)
        #expect(form.presentingViewController != nil)
    }

    @Test("avoidsKeyboard false leaves the card under the keyboard; turning it on lifts it")
    func optOut() throws {
        var configuration = CardConfiguration(detents: [.medium, .large])
        configuration.avoidsKeyboard = false
        let (window, _, form, controller) = try present(configuration)
        let before = controller.cardView.presentedFrameInWindow
        form.field.becomeFirstResponder()
        window.advance(by: 0.5)
        #expect(controller.cardView.presentedFrameInWindow == before)
        controller.configuration.avoidsKeyboard = true
        window.advance(by: 1.0 / 120)
        #expect(rounded(controller.cardView.presentedFrameInWindow).maxY == 508)
    }

    @Test("a field outside the card does not move it")
    func fieldElsewhere() throws {
        let (window, root, _, controller) = try present()
        let outside = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        root.view.addSubview(outside)
        let before = controller.cardView.presentedFrameInWindow
        outside.becomeFirstResponder()
        window.advance(by: 0.5)
        #expect(window.keyboardFrame != nil)
        #expect(controller.cardView.presentedFrameInWindow == before)
    }

    @Test("a keyboard taller than the window leaves the card at its top limit, and recovers")
    func tallKeyboard() throws {
        let (window, _, form, controller) = try present()
        window.softwareKeyboardHeight = nil
        form.field.becomeFirstResponder()
        window.setKeyboardFrame(Rect(x: 0, y: -100, width: 390, height: 2_000))
        window.advance(by: 0.5)
        #expect(controller.detents.allSatisfy { $0.height == 0 })
        let frame = controller.cardView.presentedFrameInWindow
        #expect(frame.minY.isFinite && frame.height >= 0)
        window.setKeyboardFrame(nil)
        window.advance(by: 0.5)
        #expect(controller.detents.map(\.height) == [390.5, 781])
    }

    @Test("dismissing the card with the keyboard up hides the keyboard with it")
    func dismissWithKeyboard() throws {
        let (window, root, form, _) = try present()
        form.field.becomeFirstResponder()
        window.advance(by: 0.5)
        root.dismiss(animated: true)
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(window.keyboardFrame == nil)
        #expect(window.firstResponder == nil)
    }
}
