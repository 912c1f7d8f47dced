import CardDeckTesting
import Testing

@testable import CardDeckViews

/// Records the keyboard moves a window reports.
@MainActor
private final class KeyboardLog: KeyboardObserving {
    var changes: [KeyboardFrameChange] = []
    func keyboardWillChangeFrame(_ change: KeyboardFrameChange) { changes.append(change) }
}

@MainActor
@Suite("Keyboard and first responder", .isolatedDiagnostics)
struct KeyboardTests {
    private func makeField() -> (Window, TextField) {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        field.placeholder = "Name"
        window.root.addSubview(field)
        window.advance(by: 1.0 / 120)
        return (window, field)
    }

    private func keyboardView(in window: Window) -> ViewNode? {
        window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" }
    }

    @Test("a tap on a text field makes it first responder and shows the keyboard")
    func tapShowsKeyboard() throws {
        let (window, field) = makeField()
        let log = KeyboardLog()
        window.addKeyboardObserver(log)
        #expect(field.modelState.text?.string == "Name")
        window.tap(at: Point(x: 100, y: 120))
        #expect(field.isFirstResponder)
        #expect(window.firstResponder === field)
        #expect(window.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 508)
        let change = try #require(log.changes.last)
        #expect(change.isShowing)
        #expect(change.frameBegin == Rect(x: 0, y: 844, width: 390, height: 336))
        #expect(change.frameEnd == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(change.animationDuration == 0.25)
        // The caret shows where typing goes, and the keyboard rises over 0.25 s, in front.
        #expect(field.modelState.text?.string == "|")
        let keyboard = try #require(keyboardView(in: window))
        #expect(window.root.subviews.last === keyboard)
        window.advance(by: 0.125)
        let halfway = keyboard.presentation.frame.minY
        #expect(halfway > 508 && halfway < 844)
        window.advance(by: 0.2)
        #expect(keyboard.presentation.frame.minY == 508)
    }

    @Test("typing edits at the insertion point; keys a field does not use come back unhandled")
    func typing() {
        let (window, field) = makeField()
        #expect(!window.send(.character("x")))  // no first responder
        #expect(field.becomeFirstResponder())
        for character in "hélo" { #expect(window.send(.character(character))) }
        #expect(field.string == "hélo")
        #expect(window.send(KeyPress(.left)))
        #expect(window.send(.character("l")))
        #expect(field.string == "héllo")
        #expect(field.modelState.text?.string == "héll|o")
        #expect(window.send(KeyPress(.home)))
        #expect(window.send(KeyPress(.delete)))
        #expect(window.send(KeyPress(.end)))
        #expect(window.send(KeyPress(.backspace)))
        #expect(field.string == "éll")
        #expect(field.insertionPoint == 3)
        #expect(window.send(.character("O")))  // shift is typing, not a shortcut
        #expect(!window.send(KeyPress(.character("c"), modifiers: .control)))
        #expect(!window.send(KeyPress(.escape)))
        // Tab is not the field's: the window's focus system takes it and moves focus.
        #expect(!field.pressesBegan(KeyPress(.tab)))
        #expect(window.send(KeyPress(.tab)))
        #expect(field.string == "éllO")
    }

    @Test("Return resigns the field; the keyboard hides and leaves the tree")
    func returnHidesKeyboard() {
        let (window, field) = makeField()
        field.becomeFirstResponder()
        window.advance(by: 0.5)
        window.send(.character("a"))
        #expect(window.send(KeyPress(.enter)))
        #expect(!field.isFirstResponder)
        #expect(window.keyboardFrame == nil)
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 844 - 34)
        #expect(field.text?.string == "a")
        #expect(keyboardView(in: window) != nil)  // sliding out
        window.advance(by: 0.5)
        #expect(keyboardView(in: window) == nil)
    }

    @Test("a first responder that leaves the tree gives up the keyboard at once")
    func responderLeavesTree() {
        let (window, field) = makeField()
        field.becomeFirstResponder()
        window.advance(by: 0.5)
        field.removeFromSuperview()
        // At once, not at the next frame: an idle live session runs no frame.
        #expect(window.firstResponder == nil)
        #expect(window.keyboardFrame == nil)
        window.advance(by: 1.0 / 120)
        #expect(!window.send(.character("a")))
        window.advance(by: 0.5)
        #expect(keyboardView(in: window) == nil)
    }

    @Test("a hidden field, or one outside a window, does not become first responder")
    func refusals() {
        let (window, field) = makeField()
        field.isHidden = true
        #expect(!field.becomeFirstResponder())
        #expect(!TextField().becomeFirstResponder())
        #expect(!ViewNode().becomeFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(window.keyboardFrame == nil)
    }

    @Test("the keyboard stays in front of views added after it")
    func keyboardStaysInFront() throws {
        let (window, field) = makeField()
        field.becomeFirstResponder()
        let later = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(later)
        let keyboard = try #require(keyboardView(in: window))
        #expect(window.root.subviews.last === keyboard)
        #expect(window.root.subviews.contains { $0 === later })
    }

    @Test("with no software keyboard, keys still reach the field and no keyboard shows")
    func hardwareKeyboard() {
        let (window, field) = makeField()
        window.softwareKeyboardHeight = nil
        field.becomeFirstResponder()
        #expect(window.keyboardFrame == nil)
        #expect(window.send(.character("z")))
        #expect(field.string == "z")
        window.softwareKeyboardHeight = -.infinity
        #expect(window.softwareKeyboardHeight == nil)
    }

    @Test("a reported keyboard frame: NaN ignored, taller than the window cut, empty hides")
    func reportedFrames() {
        let (window, _) = makeField()
        let log = KeyboardLog()
        window.addKeyboardObserver(log)
        window.setKeyboardFrame(Rect(x: 0, y: .nan, width: 390, height: 300))
        #expect(window.keyboardFrame == nil)
        #expect(log.changes.isEmpty)
        #expect(Diagnostics.warnings.contains { $0.contains("ignored keyboard frame") })
        window.setKeyboardFrame(Rect(x: 0, y: -200, width: 390, height: 2_000))
        #expect(window.keyboardFrame == Rect(x: 0, y: 0, width: 390, height: 1_800))
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 0)
        window.setKeyboardFrame(Rect(x: 0, y: 500, width: 390, height: 0))
        #expect(window.keyboardFrame == nil)
        #expect(log.changes.map(\.isShowing) == [true, false])
        window.setKeyboardFrame(
            Rect(x: 0, y: 544, width: 390, height: 300), animationDuration: .nan)
        #expect(log.changes.last?.animationDuration == 0)
    }

    @Test("layout that reads the keyboard layout guide moves with the keyboard's curve")
    func layoutGuideAnimates() {
        let (window, field) = makeField()
        let footer = ViewNode()
        window.root.addSubview(footer)
        window.root.layout = { [unowned window] _ in
            let top = window.keyboardLayoutGuide.layoutFrame.minY
            footer.frame = Rect(x: 0, y: top - 50, width: 390, height: 50)
        }
        window.root.setNeedsLayout()
        window.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 844 - 34 - 50)
        field.becomeFirstResponder()
        #expect(footer.frame.minY == 508 - 50)  // the model value, at once
        window.advance(by: 0.125)
        let keyboard = keyboardView(in: window)
        // Halfway in time, the footer and the keyboard's top have moved by the same share.
        let footerShare = (760 - footer.presentation.frame.minY) / (760 - 458)
        let keyboardShare = (844 - (keyboard?.presentation.frame.minY ?? 0)) / (844 - 508)
        #expect(abs(footerShare - keyboardShare) < 0.01)
        #expect(footerShare > 0.2 && footerShare < 0.8)
    }
}
