import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A field that was editing behind a card that comes to dim it: keys typed next must not reach
/// the field the card hides (a terminal's `q` typed into it instead of quitting, Enter ending
/// its editing instead of activating the card's focused element).
@MainActor
@Suite("Editing behind a modal card", .isolatedDiagnostics)
struct EditingBehindModalCardTests {
    private func editingScene() -> (Window, ViewController, TextField) {
        let (window, root) = makeWindow()
        let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
        root.view.addSubview(field)
        window.advance(by: 0.1)
        #expect(field.becomeFirstResponder())
        window.advance(by: 0.5)
        #expect(window.keyboardFrame != nil)
        return (window, root, field)
    }

    private func card() -> ViewController {
        let card = ViewController()
        let play = ViewNode(frame: Rect(x: 16, y: 80, width: 120, height: 44))
        play.accessibilityLabel = "Play"
        card.view.addSubview(play)
        return card
    }

    @Test("presenting a dimming card ends the editing behind it; keys go to the card's side")
    func presentingEndsEditingBehind() {
        let (window, root, field) = editingScene()
        root.presentCard(card())
        #expect(window.firstResponder == nil)
        window.advance(by: 2)
        #expect(window.keyboardFrame == nil)
        #expect(!window.send(.character("x")))
        #expect(field.string == "")
    }

    @Test("a card that comes to dim by moving to a larger detent ends the editing behind it")
    func movingToADimmedDetentEndsEditingBehind() {
        let (window, root) = makeWindow()
        let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
        root.view.addSubview(field)
        let presented = card()
        root.presentCard(
            presented,
            configuration: CardConfiguration(
                detents: [.medium, .large], maximumDimmingAlpha: 0.4,
                largestUndimmedDetent: .medium))
        window.advance(by: 2)
        // Undimmed, the card lets the field behind it edit.
        #expect(field.becomeFirstResponder())
        #expect(window.send(.character("a")))
        presented.cardPresentationController?.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 2)
        #expect(window.firstResponder == nil)
        #expect(!window.send(.character("b")))
        #expect(field.string == "a")
    }

    @Test("a field inside the card, or in a pane the card's context leaves, keeps editing")
    func fieldsTheCardLeavesReachableKeepEditing() {
        let (window, root) = makeWindow()
        let presented = card()
        let inside = TextField(frame: Rect(x: 16, y: 140, width: 200, height: 44))
        presented.view.addSubview(inside)
        root.presentCard(
            presented,
            configuration: CardConfiguration(
                detents: [.medium, .large], maximumDimmingAlpha: 0.4,
                largestUndimmedDetent: .medium))
        window.advance(by: 2)
        #expect(inside.becomeFirstResponder())
        presented.cardPresentationController?.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 2)
        #expect(window.accessibilityModalView != nil)
        #expect(window.firstResponder === inside)

        let split = CardContextSplit()
        let left = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 44))
        split.left.view.addSubview(left)
        split.window.advance(by: 0.1)
        #expect(left.becomeFirstResponder())
        var configuration = CardConfiguration.draggableCard
        configuration.presentsInCurrentContext = true
        split.right.presentCard(card(), configuration: configuration)
        split.window.advance(by: 2)
        #expect(split.window.firstResponder === left)
        #expect(split.window.send(.character("m")))
        #expect(left.string == "m")
    }
}
