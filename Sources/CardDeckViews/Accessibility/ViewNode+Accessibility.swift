extension ViewNode {
    /// A description for assistive technologies; default `nil`.
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { NodeAccessibility.edit(self) { $0.label = newValue } }
    }

    /// The current value of the element for assistive technologies (a text field's text, a
    /// slider's level); default `nil`.
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { NodeAccessibility.edit(self) { $0.value = newValue } }
    }

    /// A stable name for tests and tree dumps; default `nil`.
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { NodeAccessibility.edit(self) { $0.identifier = newValue } }
    }

    /// Whether assistive technologies see the node as one element (UIKit's
    /// `isAccessibilityElement`). An element's subviews are not elements of their own: its
    /// label speaks for them.
    ///
    /// Default: `true` when the node has a non-empty ``accessibilityLabel`` or draws
    /// non-empty ``text``, `false` otherwise. Setting a value overrides the default; a hidden
    /// node (or one with alpha below 0.01) is never in the tree whatever this says.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement(drawing: accessibilityText) }
        set { NodeAccessibility.edit(self) { $0.isElement = newValue } }
    }

    /// What kind of element the node is (UIKit's `accessibilityTraits`). Default
    /// ``AccessibilityTraits/staticText`` for a node that draws text, none otherwise; setting
    /// a value overrides the default.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits(drawing: accessibilityText) }
        set { NodeAccessibility.edit(self) { $0.traits = newValue } }
    }

    /// What activating the element does, in a few words ("Opens the song"); default `nil`.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { NodeAccessibility.edit(self) { $0.hint = newValue } }
    }

    /// Whether the node's siblings *behind* it, with their subtrees, are out of the
    /// accessibility tree while the node shows (UIKit's `accessibilityViewIsModal`); default
    /// `false`. Siblings in front of it stay: the software keyboard, the focus ring, a
    /// non-modal sheet over a modal one. A card sets it on its container while it dims what
    /// is behind it. With an ``accessibilityModalScope`` it puts that scope out instead.
    ///
    /// Turning it on in a window ends the editing of a first responder it puts out of reach
    /// (the keyboard hides), as a UIKit presentation takes the keyboard down: keys then go to
    /// the modal view's side, not into a field the user can no longer reach. Once the node
    /// has left the window (its card dismissed), that editing is given back, keyboard and
    /// all, unless something else edits by then, as UIKit restores the presenting controller's
    /// first responder.
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set {
            let turnsOn = newValue && !accessibility.viewIsModal
            NodeAccessibility.change(self, \.viewIsModal, to: newValue)
            if turnsOn { window?.keyboard.endEditingBehindModalViews(turnedModal: self) }
        }
    }

    /// The node whose subtree this node, while modal and shown, puts out of the accessibility
    /// tree, with the siblings behind it that have the same scope, instead of all its siblings
    /// behind it; default `nil`. Held weakly. A presentation in a context sets it to the context
    /// controller's view: the card is modal within its context only, as in UIKit.
    public package(set) var accessibilityModalScope: ViewNode? {
        get { accessibility.modalScope }
        set { NodeAccessibility.setModalScope(of: self, to: newValue) }
    }

    /// Whether the node and its subtree are out of the accessibility tree while they still
    /// draw (UIKit's `accessibilityElementsHidden`); default `false`.
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { NodeAccessibility.change(self, \.elementsHidden, to: newValue) }
    }

    /// The actions offered on the element besides activation, in the order a screen reader
    /// lists them (UIKit's `accessibilityCustomActions`); default none.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibility.customActions }
        set { NodeAccessibility.edit(self) { $0.customActions = newValue } }
    }

    /// What ``accessibilityActivate()`` does instead of its default tap, returning whether it
    /// did something; default `nil`. An alternative to overriding.
    public var accessibilityActivationHandler: (@MainActor () -> Bool)? {
        get { accessibility.activationHandler }
        set { accessibility.activationHandler = newValue }
    }

    /// What ``accessibilityPerformEscape()`` does, returning whether it handled the escape;
    /// default `nil` (not handled, so the escape goes on to the superview). An alternative to
    /// overriding.
    public var accessibilityEscapeHandler: (@MainActor () -> Bool)? {
        get { accessibility.escapeHandler }
        set { accessibility.escapeHandler = newValue }
    }

    /// The pointer id of the taps ``accessibilityActivate()`` sends by default: the smallest
    /// `Int`, which no host uses for a real pointer.
    public static let accessibilityPointerID = Int.min
}
