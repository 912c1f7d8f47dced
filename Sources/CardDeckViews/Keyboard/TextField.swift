/// A single line of editable text: CardDeck's `UITextField`.
///
/// A tap makes it first responder (the window then shows its software keyboard); key presses
/// sent to the window edit it at its ``insertionPoint``. The caret is drawn as a `|` at the
/// insertion point while the field is first responder, so every host shows it where the text
/// puts it. Escape and Tab are not the field's: they go on to the window's focus system, and a
/// Tab that moves focus on from the field ends its editing (it resigns first responder).
///
/// Assistive technologies see it as an element (empty or not) with no traits by default,
/// named by its `accessibilityLabel`, else its ``placeholder``, with its text as its
/// `accessibilityValue`: never the caret it draws.
open class TextField: ViewNode {
    /// The text typed into the field, as `UITextField.text`: its string in the field's
    /// ``fontSize`` and ``textColor``; never `nil` when read, empty by default.
    ///
    /// Set it as a UIKit developer would, from a literal (`field.text = "OK"`) or an
    /// interpolation (`field.text = "\(draft)"`), or from `TextContent(draft)`. Only the string
    /// is taken; the field keeps its own style, and `nil` empties it. It behaves as ``string``,
    /// the plain `String` spelling of the same text (a `ViewNode`'s `text` is text content,
    /// so the field's cannot be a `String?` as UIKit's is). What the field draws, with its
    /// caret while it edits and its placeholder while empty, is in ``ViewNode/modelState``.
    public override var text: TextContent? {
        get { TextContent(storage, fontSize: fontSize, color: textColor) }
        set { string = newValue?.string ?? "" }
    }
    /// The text as a plain `String`, one line; default empty. Line breaks set here (LF, CR,
    /// CR LF, and the other characters `Character.isNewline` names) become one space each.
    /// Setting it moves the insertion point to the end and does not call ``onChange``. The
    /// same text as ``text``.
    public var string: String {
        get { storage }
        set {
            storage = String(newValue.map { $0.isNewline ? " " : $0 })
            insertionPoint = storage.count
            redraw()
        }
    }
    /// Shown in grey while the text is empty; default `nil`.
    public var placeholder: String? {
        didSet { redraw() }
    }
    /// Where typing inserts, in characters from the start, 0…`string.count`; values outside
    /// are clamped. Default the end of the text.
    public var insertionPoint: Int {
        get { caret }
        set {
            caret = min(max(newValue, 0), storage.count)
            redraw()
        }
    }
    /// The font size of the text, in points, > 0; default 17. Other values become 17.
    public var fontSize: Double = 17 {
        didSet {
            if !(fontSize > 0 && fontSize.isFinite) { fontSize = 17 }
            redraw()
        }
    }
    /// The text colour; default black.
    public var textColor: Color = .black {
        didSet { redraw() }
    }
    /// Called after every edit the user makes (not after setting ``string``); default `nil`.
    public var onChange: ((TextField) -> Void)?
    /// Called when Return is pressed; default `nil`, which resigns first responder (the
    /// keyboard hides), as a `UITextField` whose delegate returns `true` from
    /// `textFieldShouldReturn`.
    public var onReturn: ((TextField) -> Void)?

    private var storage = ""
    private var caret = 0

    /// Creates an empty field.
    ///
    /// - Parameter frame: The frame in the superview's coordinates; default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = []
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .ended { self?.becomeFirstResponder() }
            })
        redraw()
    }

    /// The placeholder: what the field draws carries its caret, and its text is its value.
    override package var accessibilityText: TextContent? { placeholder.map { TextContent($0) } }

    /// `true`: a text field takes key presses.
    open override var canBecomeFirstResponder: Bool { true }

    /// `true`: the window shows its software keyboard while the field edits.
    open override var wantsSoftwareKeyboard: Bool { true }

    /// Edits the text: characters insert at the insertion point, which moves after them (after
    /// the character they join, when they join one: a skin tone typed after an emoji, the
    /// second half of a flag, an accent); Backspace and Delete remove the character (the
    /// whole grapheme) before or after it; the left and right arrows, Home and End move it;
    /// Return calls ``onReturn``. Other keys (Escape, Tab, up and down) are not handled.
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether the field handled it.
    open override func pressesBegan(_ press: KeyPress) -> Bool {
        let modifiers = press.modifiers.subtracting(.shift)
        switch press.key {
        case .character(let character) where modifiers.isEmpty:
            guard !character.isNewline else { return false }
            let start = utf8Offset(caret)
            storage.insert(character, at: index(caret))
            placeCaret(atUTF8Offset: start + character.utf8.count)
            didEdit()
        case .backspace:
            guard caret > 0 else { return true }
            let start = utf8Offset(caret - 1)
            storage.remove(at: index(caret - 1))
            placeCaret(atUTF8Offset: start)
            didEdit()
        case .delete:
            guard caret < storage.count else { return true }
            let start = utf8Offset(caret)
            storage.remove(at: index(caret))
            placeCaret(atUTF8Offset: start)
            didEdit()
        case .left: insertionPoint = caret - 1
        case .right: insertionPoint = caret + 1
        case .home: insertionPoint = 0
        case .end: insertionPoint = storage.count
        case .enter:
            if let onReturn { onReturn(self) } else { resignFirstResponder() }
        default:
            return false
        }
        return true
    }

    /// Redraws the caret as the field gains or loses first responder.
    open override func firstResponderStatusDidChange() {
        redraw()
    }

    private func index(_ offset: Int) -> String.Index {
        storage.index(storage.startIndex, offsetBy: offset)
    }

    private func utf8Offset(_ offset: Int) -> Int {
        storage.utf8.distance(from: storage.startIndex, to: index(offset))
    }

    /// Puts the caret after the characters that begin before `offset` bytes of the text.
    ///
    /// An edit can join characters into one (a skin tone typed after an emoji, the second
    /// half of a flag, an accent) or split them, so the caret is recounted from where the
    /// edit ended rather than stepped by one; a caret that would fall inside a character
    /// goes after it, past what was typed.
    private func placeCaret(atUTF8Offset offset: Int) {
        var count = 0
        var position = 0
        for character in storage {
            guard position < offset else { break }
            count += 1
            position += character.utf8.count
        }
        caret = count
    }

    private func didEdit() {
        redraw()
        onChange?(self)
    }

    private func redraw() {
        accessibilityValue = storage
        if isFirstResponder {
            var shown = storage
            shown.insert("|", at: index(caret))
            super.text = TextContent(shown, fontSize: fontSize, color: textColor)
        } else if storage.isEmpty, let placeholder {
            super.text = TextContent(placeholder, fontSize: fontSize, color: Color(white: 0.6))
        } else {
            super.text = TextContent(storage, fontSize: fontSize, color: textColor)
        }
    }
}
