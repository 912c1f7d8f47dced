import CardDeckViews

/// The few building blocks the example screens are made of: filled boxes, labels and buttons,
/// each a plain `ViewNode` with a background, corner radius and `TextContent`.
///
/// Sizes suit both hosts: a terminal cell is 8 × 16 points and shows two 8-point pixels, so
/// rows of text are at least 16 points tall and bars at least 8 points thick.
extension ViewNode {
    /// A filled, optionally rounded box.
    ///
    /// - Parameters:
    ///   - color: The fill.
    ///   - cornerRadius: Points; default 0.
    ///   - identifier: The accessibility identifier tours find it by; default none.
    /// - Returns: The node, with a zero frame until laid out.
    static func box(_ color: Color?, cornerRadius: Double = 0, identifier: String? = nil)
        -> ViewNode
    {
        let node = ViewNode()
        node.backgroundColor = color
        node.cornerRadius = cornerRadius
        node.accessibilityIdentifier = identifier
        return node
    }

    /// A label: text on a transparent node, one line per row unless the string has breaks,
    /// named by its string (by the text it draws later, when the string is empty).
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - size: The font size in points; default 17.
    ///   - bold: Whether the text is bold; default `false`.
    ///   - color: The text colour; default black.
    ///   - alignment: Default leading.
    ///   - identifier: The accessibility identifier; default none.
    /// - Returns: The node.
    static func label(
        _ string: String, size: Double = 17, bold: Bool = false, color: Color = .black,
        alignment: TextContent.Alignment = .leading, identifier: String? = nil
    ) -> ViewNode {
        let node = ViewNode()
        node.text = TextContent(
            string, fontSize: size, isBold: bold, color: color, alignment: alignment)
        node.isUserInteractionEnabled = false
        node.accessibilityIdentifier = identifier
        // An empty label would name the node "" for good, even after its text is set: left
        // `nil`, a screen reader reads the text it draws.
        node.accessibilityLabel = string.isEmpty ? nil : string
        return node
    }

    /// A button: a rounded, filled node with centred text that runs `action` when tapped.
    ///
    /// - Parameters:
    ///   - title: The text.
    ///   - identifier: The accessibility identifier tours tap it by.
    ///   - fill: The background; default a light grey.
    ///   - textColor: Default iOS blue.
    ///   - size: The font size in points; default 17.
    ///   - action: What a tap does.
    /// - Returns: The node.
    static func button(
        _ title: String, identifier: String, fill: Color? = Palette.buttonFill,
        textColor: Color = .systemBlue, size: Double = 17,
        action: @escaping @MainActor () -> Void
    ) -> ViewNode {
        let node = ViewNode()
        node.backgroundColor = fill
        node.cornerRadius = 10
        node.text = TextContent(
            title, fontSize: size, isBold: true, color: textColor, alignment: .center)
        node.accessibilityIdentifier = identifier
        node.accessibilityLabel = title
        node.accessibilityTraits = .button
        node.addGestureRecognizer(
            TapGestureRecognizer { recognizer in
                if recognizer.state == .ended { action() }
            })
        return node
    }
}
