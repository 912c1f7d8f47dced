import CardDeck

extension ViewNode {
    /// A node that shows one line of text, as a `UILabel` would.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - fontSize: Points; default 17 (body text).
    ///   - isBold: Whether the text is bold; default `false`.
    ///   - color: The text colour; default black.
    /// - Returns: A node without a frame; its layout gives it one.
    static func label(
        _ string: String, fontSize: Double = 17, isBold: Bool = false, color: Color = .black
    ) -> ViewNode {
        let label = ViewNode()
        label.text = TextContent(string, fontSize: fontSize, isBold: isBold, color: color)
        return label
    }

    /// A rounded, tinted node with a centred title that runs `action` when tapped.
    ///
    /// - Parameters:
    ///   - title: The bold, white title.
    ///   - action: What a tap does.
    /// - Returns: A node without a frame; its layout gives it one.
    static func button(_ title: String, action: @escaping @MainActor () -> Void) -> ViewNode {
        let button = ViewNode()
        button.backgroundColor = .systemBlue
        button.cornerRadius = 10
        button.text = TextContent(title, isBold: true, color: .white, alignment: .center)
        button.addGestureRecognizer(TapGestureRecognizer { _ in action() })
        return button
    }
}
