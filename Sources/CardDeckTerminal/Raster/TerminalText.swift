/// How text becomes terminal cells: which characters may be written, and how many cells each
/// takes.
///
/// A terminal advances by a fixed number of cells per character, whatever the font says:
/// most characters take one cell; emoji and East Asian wide characters take two; combining
/// marks take none and join the character before them. Swift's `Character` is a grapheme
/// cluster, so a base with its combining marks, a flag, or an emoji sequence joined by
/// zero-width joiners is one glyph here.
enum TerminalText {
    /// One glyph of a line and the cells it takes.
    struct Glyph: Hashable, Sendable {
        /// The text to write: one grapheme cluster, never a control character.
        var string: String
        /// The cells it takes: 1 or 2.
        var width: Int
    }

    /// The glyphs of a line, in order.
    ///
    /// Control characters (C0, DEL and C1, including ESC, which would let text drive the
    /// terminal) become U+FFFD; a tab becomes a space; a combining mark with no base is shown
    /// on U+25CC, as Unicode charts show it.
    ///
    /// - Parameter line: A line of text, without line breaks.
    /// - Returns: The glyphs, each 1 or 2 cells wide.
    static func glyphs(of line: Substring) -> [Glyph] {
        line.map { character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return Glyph(string: " ", width: 1) }
            if first == "\t" { return Glyph(string: " ", width: 1) }
            if isControl(first) || scalars.contains(where: isControl) {
                return Glyph(string: "\u{FFFD}", width: 1)
            }
            if isCombining(first) {
                return Glyph(string: "\u{25CC}" + String(character), width: 1)
            }
            return Glyph(string: String(character), width: isWide(character) ? 2 : 1)
        }
    }

    /// Whether a scalar is a control character: U+0000–U+001F, U+007F–U+009F.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// Whether a grapheme takes two cells: an emoji shown as an emoji (by default, or through
    /// the variation selector U+FE0F), a flag, or an East Asian wide or fullwidth character.
    static func isWide(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return isEastAsianWide(first.value)
    }

    /// The East Asian Wide and Fullwidth blocks of Unicode's EastAsianWidth.txt, by block.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            true
        default: false
        }
    }
}
