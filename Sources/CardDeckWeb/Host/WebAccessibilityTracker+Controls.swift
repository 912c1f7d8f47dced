import CardDeckViews

extension WebAccessibilityTracker {
    /// A text field's attributes for the page's real text input, which the page puts in the
    /// field's element and gives the field's other attributes (its role, name, `tabindex`):
    /// `data-input` (`text`, or `search` for a search field), `value` (the text, without the
    /// drawn caret) and `data-caret` (the insertion point, in characters from the start).
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - values: The field's attributes.
    static func describeInput(_ field: TextField, into values: inout [String: String]) {
        values["data-input"] = field.accessibilityTraits.contains(.searchField) ? "search" : "text"
        values["value"] = field.string
        values["data-caret"] = String(field.insertionPoint)
    }

    /// The keys that do an element's custom actions while it has focus, as `aria-keyshortcuts`
    /// (ARIA has no custom actions; a screen reader says the shortcuts): the arrow keys for an
    /// adjustable element's increment and decrement (a card's Expand and Collapse), and Escape
    /// when the element or a node above it handles the escape gesture (a card's Dismiss).
    /// `nil` for an element without custom actions, or when no key does them.
    ///
    /// - Parameter node: An element.
    /// - Returns: The keys in `aria-keyshortcuts` syntax, space-separated.
    static func keyShortcuts(_ node: ViewNode) -> String? {
        guard !node.accessibilityCustomActions.isEmpty else { return nil }
        var keys: [String] = []
        if node.accessibilityTraits.contains(.adjustable) { keys += ["ArrowUp", "ArrowDown"] }
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.accessibilityEscapeHandler != nil {
                keys.append("Escape")
                break
            }
            current = candidate.superview
        }
        return keys.isEmpty ? nil : keys.joined(separator: " ")
    }
}
