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
    @Test("presenting a dimming card ends the editing behind it; keys go to the card's side")
    func presentingEndsEditingBehind() {
        let (window, root) = makeWindow()
        let field = editingField(in: window, root: root)
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
            configuration: .dimmedOnlyWhenLarge)
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
            configuration: .dimmedOnlyWhenLarge)
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

/// The editing a card ended comes back when the card goes, as UIKit restores the presenting
/// controller's first responder after a dismissal: the keyboard comes up over the field again.
@MainActor
@Suite("Editing given back after a modal card", .isolatedDiagnostics)
struct EditingRestoredAfterModalCardTests {
    @Test("dismissing the card gives the field its editing back once the card has gone")
    func dismissalGivesEditingBack() {
        let (window, root) = makeWindow()
        let field = editingField(in: window, root: root)
        let card = card()
        root.presentCard(card)
        window.advance(by: 2)
        #expect(window.firstResponder == nil)
        #expect(window.keyboardFrame == nil)
        card.dismiss(animated: true)
        window.advance(by: 0.1)
        #expect(window.firstResponder == nil, "not while the card is still leaving")
        window.advance(by: 2)
        #expect(window.firstResponder === field)
        #expect(window.keyboardFrame != nil)
        #expect(window.send(.character("x")))
        #expect(field.string == "x")
    }

    @Test("a card that stops dimming without leaving does not give the editing back")
    func undimmingKeepsItEnded() {
        let (window, root) = makeWindow()
        let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
        root.view.addSubview(field)
        let card = card()
        root.presentCard(
            card,
            configuration: .dimmedOnlyWhenLarge)
        window.advance(by: 2)
        #expect(field.becomeFirstResponder())
        let controller = card.cardPresentationController
        controller?.setSelectedDetentIdentifier(.large, animated: true)
        window.advance(by: 2)
        #expect(window.firstResponder == nil)
        controller?.setSelectedDetentIdentifier(.medium, animated: true)
        window.advance(by: 2)
        #expect(window.firstResponder == nil)
        card.dismiss(animated: false)
        window.advance(by: 0.5)
        #expect(window.firstResponder === field, "given back when the card leaves")
    }

    @Test("editing in the card when it goes: the card's field resigns, the field behind edits")
    func editingInTheCardThenDismissing() {
        let (window, root) = makeWindow()
        let behind = editingField(in: window, root: root)
        let inside = TextField(frame: Rect(x: 16, y: 80, width: 200, height: 44))
        let card = card(holding: inside)
        root.presentCard(card)
        window.advance(by: 2)
        #expect(inside.becomeFirstResponder())
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.firstResponder === behind)
    }

    @Test("a field that left while the card showed is not given back, and nothing else edits")
    func aFieldThatLeftIsNotGivenBack() {
        let (window, root) = makeWindow()
        let field = editingField(in: window, root: root)
        let card = card()
        root.presentCard(card)
        window.advance(by: 2)
        field.removeFromSuperview()
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(window.firstResponder == nil)
        #expect(window.keyboardFrame == nil)
        root.view.addSubview(field)
        window.advance(by: 1)
        #expect(window.firstResponder == nil, "what was kept was let go of")
    }

    @Test("something else editing when the card goes keeps its editing")
    func anotherEditorKeepsIt() {
        let split = CardContextSplit()
        let left = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 44))
        let right = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 44))
        split.left.view.addSubview(left)
        split.right.view.addSubview(right)
        split.window.advance(by: 0.1)
        #expect(right.becomeFirstResponder())
        var configuration = CardConfiguration.draggableCard
        configuration.presentsInCurrentContext = true
        let card = card()
        split.right.presentCard(card, configuration: configuration)
        split.window.advance(by: 2)
        #expect(split.window.firstResponder == nil)
        #expect(left.becomeFirstResponder())
        card.dismiss(animated: true)
        split.window.advance(by: 2)
        #expect(split.window.firstResponder === left)
    }
}

/// A field in `root`'s view that edits, with the keyboard up.
@MainActor
private func editingField(in window: Window, root: ViewController) -> TextField {
    let field = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
    root.view.addSubview(field)
    window.advance(by: 0.1)
    #expect(field.becomeFirstResponder())
    window.advance(by: 0.5)
    #expect(window.keyboardFrame != nil)
    return field
}

/// A card with a Play button, and `node` when given.
@MainActor
private func card(holding node: ViewNode? = nil) -> ViewController {
    let card = ViewController()
    let play = ViewNode(frame: Rect(x: 16, y: 80, width: 120, height: 44))
    play.accessibilityLabel = "Play"
    card.view.addSubview(play)
    if let node { card.view.addSubview(node) }
    return card
}

extension CardConfiguration {
    /// Medium and large detents, dimming only at large.
    fileprivate static var dimmedOnlyWhenLarge: CardConfiguration {
        CardConfiguration(
            detents: [.medium, .large], maximumDimmingAlpha: 0.4, largestUndimmedDetent: .medium)
    }
}
