/// What a ``ViewNode`` keeps for assistive technologies besides its label, value and
/// identifier: kept in one value so `ViewNode.swift` stores a single property. The public
/// accessors are in `ViewNode+Accessibility.swift`.
struct NodeAccessibility {
    /// Whether the node is an element; `nil` decides by its label and text.
    var isElement: Bool?
    /// The traits; `nil` derives them (`.staticText` for a node that draws text).
    var traits: AccessibilityTraits?
    /// What activating the element does, in a few words.
    var hint: String?
    /// Whether the node's siblings behind it are out of the accessibility tree.
    var viewIsModal = false
    /// Whether the node's subtree is out of the accessibility tree.
    var elementsHidden = false
    /// The custom actions offered on the element.
    var customActions: [AccessibilityCustomAction] = []
    /// Replaces the default activation (a tap at the element's centre).
    var activationHandler: (@MainActor () -> Bool)?
    /// Handles the escape gesture on the node.
    var escapeHandler: (@MainActor () -> Bool)?
}
