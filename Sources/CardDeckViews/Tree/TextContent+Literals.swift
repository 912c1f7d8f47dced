/// A string literal is text content with the default style (17 pt, regular, black, leading),
/// so a node's text is set the way a `UILabel`'s is:
///
/// ```swift
/// title.text = "Settings"
/// subtitle.text = "\(count) items"                 // interpolation too
/// name.text = TextContent(user.name)               // a `String` value
/// heading.text = TextContent("Done", fontSize: 22, isBold: true)
/// ```
///
/// A `String` variable does not convert by itself (Swift converts only literals): wrap it in
/// ``TextContent/init(_:fontSize:isBold:color:alignment:)`` or interpolate it. To change the
/// words of styled text and keep its style, set its string: `title.text?.string = name`.
extension TextContent: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates text content from a string literal, with the default style.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates text content from an interpolated string, with the default style.
    ///
    /// - Parameter stringInterpolation: The interpolated text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }
}
