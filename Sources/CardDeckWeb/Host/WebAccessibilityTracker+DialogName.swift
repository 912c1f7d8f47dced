import CardDeckViews

extension WebAccessibilityTracker {
    /// Traits of elements that do something rather than say what the dialog is: never its
    /// name.
    private static let controlTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .searchField, .image,
    ]

    /// The accessible name of a dialog: the modal node's own label; else the first heading
    /// in it; else the first element in it that is not a control (the card's title, or the
    /// presented controller's view when that has a label), in the order of the tree. `nil`
    /// when the dialog has none of these.
    ///
    /// - Parameter dialog: The modal node.
    /// - Returns: The name, never empty.
    static func dialogName(_ dialog: ViewNode) -> String? {
        if let label = dialog.accessibilityLabel, !label.isEmpty { return label }
        return firstName(in: dialog, headingsOnly: true)
            ?? firstName(in: dialog, headingsOnly: false)
    }

    private static func firstName(in node: ViewNode, headingsOnly: Bool) -> String? {
        for child in node.subviews
        where !child.presentation.isHidden && child.presentation.alpha >= 0.01
            && !child.accessibilityElementsHidden
        {
            guard child.isAccessibilityElement else {
                if let found = firstName(in: child, headingsOnly: headingsOnly) { return found }
                continue
            }
            // An element speaks for its subviews: they are not searched.
            let traits = child.accessibilityTraits
            let fits =
                headingsOnly
                ? traits.contains(.header)
                : traits.isDisjoint(with: controlTraits) && !(child is TextField)
            if fits, let name = child.accessibilityLabel ?? child.drawnText?.string, !name.isEmpty {
                return name
            }
        }
        return nil
    }
}
