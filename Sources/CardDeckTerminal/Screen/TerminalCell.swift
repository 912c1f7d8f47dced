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

/// A cell as the renderer stores it: four 32-bit words, so comparing two frames' cells is
/// four integer comparisons.
struct RawCell: Hashable, Sendable {
    /// The upper and lower pixels' colours, `0x00RRGGBB`.
    private var upperBits: UInt32
    private var lowerBits: UInt32
    /// 0 for none, ``GlyphSlot/continuation``, or a glyph table id.
    var glyph: Int32
    /// The glyph's colour, `0x00RRGGBB`, with bit 24 set for bold.
    private var foregroundBits: UInt32

    init(
        upper: TerminalRGB, lower: TerminalRGB, glyph: Int32, foreground: TerminalRGB,
        isBold: Bool
    ) {
        upperBits = upper.packed
        lowerBits = lower.packed
        self.glyph = glyph
        foregroundBits = foreground.packed | (isBold ? Self.boldBit : 0)
    }

    private static let boldBit: UInt32 = 1 << 24

    /// The colour of the upper pixel.
    var upper: TerminalRGB {
        get { TerminalRGB(packed: upperBits) }
        set { upperBits = newValue.packed }
    }

    /// The colour of the lower pixel.
    var lower: TerminalRGB {
        get { TerminalRGB(packed: lowerBits) }
        set { lowerBits = newValue.packed }
    }

    /// Whether both pixels have the same colour.
    var pixelsMatch: Bool { upperBits == lowerBits }

    /// The glyph's colour; black without a glyph.
    var foreground: TerminalRGB {
        get { TerminalRGB(packed: foregroundBits & 0xFF_FFFF) }
        set { foregroundBits = newValue.packed | (foregroundBits & Self.boldBit) }
    }

    /// Whether the glyph is bold.
    var isBold: Bool {
        get { foregroundBits & Self.boldBit != 0 }
        set { foregroundBits = (foregroundBits & 0xFF_FFFF) | (newValue ? Self.boldBit : 0) }
    }

    static let blank = RawCell(
        upper: .black, lower: .black, glyph: 0, foreground: .black, isBold: false)
}

extension TerminalRGB {
    /// The colour as `0x00RRGGBB`.
    var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// A colour from `0x00RRGGBB`.
    init(packed: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: packed >> 16),
            green: UInt8(truncatingIfNeeded: packed >> 8), blue: UInt8(truncatingIfNeeded: packed))
    }
}
