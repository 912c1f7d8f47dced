import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A card's content: a text field at its top.
@MainActor
private final class FieldController: ViewController {
    let field = TextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.layout = { [unowned self] view in
            field.frame = Rect(x: 16, y: 16, width: max(view.bounds.width - 32, 0), height: 44)
        }
    }
}

/// The first responder moves into or out of a card while a keyboard stays up: the card rises
/// above it for its own field only, whatever its edge.
@MainActor
@Suite("Cards and the keyboard: focus moves while the keyboard stays", .isolatedDiagnostics)
struct KeyboardFocusMoveTests {
    fileprivate func present(_ edge: CardEdge) throws -> (
        Window, ViewController, FieldController, CardPresentationController
    ) {
        let (window, root) = makeWindow()
        let form = FieldController()
        var configuration = CardConfiguration(detents: [.medium, .large])
        configuration.edge = edge
        root.presentCard(form, configuration: configuration)
        window.advance(by: 2)
        return (window, root, form, try #require(form.cardPresentationController))
    }

    @Test(
        "focus that leaves the card for a field outside it lets the card down",
        arguments: CardEdge.allCases)
    func focusLeaves(edge: CardEdge) throws {
        let (window, root, form, controller) = try present(edge)
        let before = controller.cardView.presentedFrameInWindow
        form.field.becomeFirstResponder()
        window.advance(by: 1)
        #expect(window.keyboardFrame?.minY == 508)
        #expect(controller.cardView.presentedFrameInWindow.maxY <= 508)
        let outside = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        root.view.addSubview(outside)
        outside.becomeFirstResponder()
        window.advance(by: 1)
        #expect(window.keyboardFrame?.minY == 508)
        #expect(controller.cardView.presentedFrameInWindow == before)
    }

    @Test(
        "focus that enters the card under a keyboard the host reported lifts the card",
        arguments: [CardEdge.bottom, .leading, .trailing])
    func focusEnters(edge: CardEdge) throws {
        let (window, _, form, controller) = try present(edge)
        window.softwareKeyboardHeight = nil
        window.setKeyboardFrame(Rect(x: 0, y: 508, width: 390, height: 336))
        window.advance(by: 1)
        let before = controller.cardView.presentedFrameInWindow
        #expect(before.maxY == 844)
        form.field.becomeFirstResponder()
        window.advance(by: 1)
        #expect(controller.cardView.presentedFrameInWindow.maxY == 508)
        form.field.resignFirstResponder()
        window.advance(by: 1)
        #expect(window.keyboardFrame?.minY == 508)
        #expect(controller.cardView.presentedFrameInWindow == before)
    }
}
