/// One terminal cell as a ``TerminalRenderer`` draws it: two pixels stacked vertically, and
/// possibly a glyph in front of them.
///
/// A cell without a glyph is written as a space in the background colour when both pixels
/// match, else as the half block `▀` (or `▄`) with one pixel as foreground and the other as
/// background. A cell with a glyph is written as the glyph in ``foreground`` over the average
/// of its two pixels.
public struct TerminalCell: Hashable, Sendable {
    /// What a cell shows in front of its pixels.
    public enum Content: Hashable, Sendable {
        /// Nothing: the two pixels.
        case pixels
        /// A glyph (one grapheme cluster, never a control character) taking `width` cells,
        /// 1 or 2.
        case glyph(String, width: Int)
        /// The right half of the two-cell glyph in the cell to the left.
        case continuation
    }

    /// The colour of the upper pixel, as the terminal shows it.
    public var upper: TerminalRGB
    /// The colour of the lower pixel, as the terminal shows it.
    public var lower: TerminalRGB
    /// What the cell shows in front of its pixels.
    public var content: Content
    /// The glyph's colour; black when the cell has no glyph.
    public var foreground: TerminalRGB
    /// Whether the glyph is bold; `false` when the cell has no glyph.
    public var isBold: Bool

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - upper: The upper pixel's colour.
    ///   - lower: The lower pixel's colour.
    ///   - content: What the cell shows in front; default its pixels only.
    ///   - foreground: The glyph's colour; default black.
    ///   - isBold: Whether the glyph is bold; default `false`.
    public init(
        upper: TerminalRGB, lower: TerminalRGB, content: Content = .pixels,
        foreground: TerminalRGB = .black, isBold: Bool = false
    ) {
        self.upper = upper
        self.lower = lower
        self.content = content
        self.foreground = foreground
        self.isBold = isBold
    }

    /// The background a glyph is written on: the average of the two pixels.
    public var glyphBackground: TerminalRGB {
        TerminalRGB(
            red: UInt8((Int(upper.red) + Int(lower.red) + 1) / 2),
            green: UInt8((Int(upper.green) + Int(lower.green) + 1) / 2),
            blue: UInt8((Int(upper.blue) + Int(lower.blue) + 1) / 2))
    }
}

/// A cell as the renderer stores it: plain values only, so comparing two frames' cells is a
/// comparison of a few bytes.
struct RawCell: Hashable, Sendable {
    var upper: TerminalRGB
    var lower: TerminalRGB
    /// 0 for none, ``GlyphSlot/continuation``, or a glyph table id.
    var glyph: Int32
    var foreground: TerminalRGB
    var isBold: Bool

    static let blank = RawCell(
        upper: .black, lower: .black, glyph: 0, foreground: .black, isBold: false)
}
