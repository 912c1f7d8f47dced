import CardDeckViews

/// The colours the example screens share.
enum Palette {
    /// The fill of secondary buttons: iOS's tertiary system fill on white.
    static let buttonFill = Color(hex: 0xE9E9EE)
    /// Hairlines between rows; drawn 1 point thick, so only SVG shows them.
    static let separator = Color(hex: 0xD1D1D6)
    /// Secondary text.
    static let secondaryText = Color(hex: 0x6B6B70)
    /// The grey behind grouped content.
    static let groupedBackground = Color(hex: 0xF2F2F7)
    /// A tab bar's background.
    static let bar = Color(hex: 0xF8F8FA)
}
