/// How text becomes terminal cells: which characters may be written, and how many cells each
/// takes.
///
/// A terminal advances by a fixed number of cells per character, whatever the font says:
/// most characters take one cell; emoji and East Asian wide characters take two; combining
/// marks take none and join the character before them; format characters (U+200B zero width
/// space, U+2060 word joiner, U+FEFF, the direction marks U+200E and U+200F, the soft hyphen
/// U+00AD and every other character of general category Cf) take none and are not written at
/// all, since terminals disagree on whether they take a cell. Swift's `Character` is a
/// grapheme cluster, so a base with its combining marks, a flag, or an emoji sequence joined by
/// zero-width joiners is one glyph here.
///
/// Terminals disagree on the width of emoji sequences: tmux 3.3a draws ❤️ (U+2764 U+FE0F) in
/// one cell, ✌🏽 in three and 👍🏽 in four, where most terminals draw each in two. Such a glyph
/// is marked ``Glyph/isDisputed``; the encoder clears its cells before writing it and places
/// the cursor absolutely after it, so a terminal that disagrees shifts nothing else on the row.
enum TerminalText {
    /// One glyph of a line and the cells it takes.
    struct Glyph: Hashable, Sendable {
        /// The text to write: one grapheme cluster, never a control or format character
        /// (except the joiners and tags inside an emoji sequence).
        var string: String
        /// The cells it takes: 1 or 2.
        var width: Int
        /// Whether terminals disagree on its width: an emoji sequence (a variation selector,
        /// a skin-tone modifier, a zero-width joiner or tags after an emoji) or a regional
        /// indicator (a flag, or half of one).
        var isDisputed = false
    }

    /// The glyphs of a line, in order.
    ///
    /// Control characters (C0, DEL and C1, including ESC, which would let text drive the
    /// terminal) become U+FFFD; a tab becomes a space; format characters are left out (a
    /// grapheme of nothing else gives no glyph); a combining mark with no base is shown on
    /// U+25CC, as Unicode charts show it.
    ///
    /// - Parameter line: A line of text, without line breaks.
    /// - Returns: The glyphs, each 1 or 2 cells wide.
    static func glyphs(of line: Substring) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(line.utf8.count)
        for character in line {
            if let glyph = glyph(of: character) { glyphs.append(glyph) }
        }
        return glyphs
    }

    /// The glyph of one grapheme cluster, or `nil` when it is made of format characters only.
    static func glyph(of character: Character) -> Glyph? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        if first.isASCII {
            if first == "\t" { return Glyph(string: " ", width: 1) }
            if isControl(first) { return Glyph(string: "\u{FFFD}", width: 1) }
            if scalars.count == 1 { return Glyph(string: String(character), width: 1) }
        }
        if scalars.contains(where: isControl) { return Glyph(string: "\u{FFFD}", width: 1) }
        let isEmojiSequence =
            scalars.count > 1 && first.properties.isEmoji
            && scalars.contains { isEmojiSequenceScalar($0) }
        var kept = String.UnicodeScalarView()
        for scalar in scalars where !isFormat(scalar) || (isEmojiSequence && scalar != "\u{2060}") {
            kept.append(scalar)
        }
        guard let base = kept.first else { return nil }
        let string = String(kept)
        if isCombining(base) { return Glyph(string: "\u{25CC}" + string, width: 1) }
        let isFlag = isRegionalIndicator(base)
        let isDisputed = isEmojiSequence || isFlag
        let wide = isDisputed || base.properties.isEmojiPresentation || isEastAsianWide(base.value)
        return Glyph(string: string, width: wide ? 2 : 1, isDisputed: isDisputed)
    }

    /// Whether a scalar is a control character: U+0000–U+001F, U+007F–U+009F.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether a scalar is a format character (general category Cf): U+00AD, U+061C, U+200B–
    /// U+200F, U+2060–U+2064, U+FEFF, the tags U+E0001–U+E007F and the others.
    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether a scalar after an emoji makes an emoji sequence: the emoji variation selector
    /// U+FE0F, a skin-tone modifier, the zero-width joiner U+200D or a tag (subdivision flags).
    private static func isEmojiSequenceScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FE0F}" || scalar == "\u{200D}" || scalar.properties.isEmojiModifier
            || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// Whether a grapheme takes two cells: an emoji sequence, a flag, an emoji shown as an
    /// emoji by default, or an East Asian wide or fullwidth character.
    static func isWide(_ character: Character) -> Bool {
        glyph(of: character)?.width == 2
    }

    /// Whether a scalar is East Asian Wide (W) or Fullwidth (F): the W and F entries of
    /// Unicode 17's EastAsianWidth.txt with the blocks its header makes W by default,
    /// coalesced into ranges.
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upper < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.count && wideRanges[low].lower <= value
    }

    private static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC),
        (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
        (0x2630, 0x2637), (0x2648, 0x2653), (0x267F, 0x267F), (0x268A, 0x268F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE),
        (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA),
        (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD),
        (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C),
        (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50),
        (0x2B55, 0x2B55), (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5),
        (0x2FF0, 0x303E), (0x3041, 0x3096), (0x3099, 0x30FF), (0x3105, 0x312F),
        (0x3131, 0x318E), (0x3190, 0x31E5), (0x31EF, 0x321E), (0x3220, 0x3247),
        (0x3250, 0xA48C), (0xA490, 0xA4C6), (0xA960, 0xA97C), (0xAC00, 0xD7A3),
        (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52), (0xFE54, 0xFE66),
        (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4),
        (0x16FF0, 0x16FF6), (0x17000, 0x18CD5), (0x18CFF, 0x18D1E), (0x18D80, 0x18DF2),
        (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122),
        (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155), (0x1B164, 0x1B167),
        (0x1B170, 0x1B2FB), (0x1D300, 0x1D356), (0x1D360, 0x1D376), (0x1F004, 0x1F004),
        (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F202),
        (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393),
        (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4),
        (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D),
        (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596),
        (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
        (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D8), (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC),
        (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A),
        (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C), (0x1FA80, 0x1FA8A),
        (0x1FA8E, 0x1FAC6), (0x1FAC8, 0x1FAC8), (0x1FACD, 0x1FADC), (0x1FADF, 0x1FAEA),
        (0x1FAEF, 0x1FAF8), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}
