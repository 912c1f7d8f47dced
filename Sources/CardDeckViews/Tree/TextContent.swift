/// Text drawn inside a node, with a deliberately simple style: hosts lay it out in one or more
/// lines within the node's bounds.
///
/// A string literal or interpolation is text content in the default style, so a node's text
/// is set as a `UILabel`'s is: `node.text = "Title"`, `node.text = "\(count) items"`. Wrap a
/// `String` value, or give a style, with the initializer:
/// `node.text = TextContent(name, fontSize: 22, isBold: true)`. The CardDeckViews article
/// "Text and text fields" shows more.
public struct TextContent: Hashable, Sendable {
    /// How lines are placed horizontally within the bounds.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Against the leading (left) edge; the default.
        case leading
        /// Centred.
        case center
        /// Against the trailing (right) edge.
        case trailing
    }

    /// The string to draw; may contain newlines.
    public var string: String
    /// The font size, in points, > 0; default 17 (iOS body text).
    public var fontSize: Double
    /// Whether the text is bold; default `false`.
    public var isBold: Bool
    /// The text colour; default black.
    public var color: Color
    /// The horizontal alignment; default ``Alignment/leading``.
    public var alignment: Alignment

    /// Creates text content.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - fontSize: The size in points; default 17; values that are not finite and positive
    ///     become 17.
    ///   - isBold: Whether the text is bold; default `false`.
    ///   - color: The colour; default black.
    ///   - alignment: The alignment; default `.leading`.
    public init(
        _ string: String,
        fontSize: Double = 17,
        isBold: Bool = false,
        color: Color = .black,
        alignment: Alignment = .leading
    ) {
        self.string = string
        self.fontSize = fontSize > 0 && fontSize.isFinite ? fontSize : 17
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
    }
}
