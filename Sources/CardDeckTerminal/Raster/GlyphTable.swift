/// The distinct glyphs a renderer has drawn, each with a small id, so cells stay plain values
/// that compare in one step.
struct GlyphTable: Hashable, Sendable {
    /// The most distinct glyphs kept; later new glyphs draw as U+FFFD.
    static let capacity = 65_536
    private(set) var strings: [String] = []
    private(set) var widths: [Int] = []
    /// Per glyph, whether terminals disagree on its width (``TerminalText/Glyph/isDisputed``).
    private(set) var disputed: [Bool] = []
    private var ids: [String: Int32] = [:]

    /// The id of a glyph (≥ 1), adding it when new.
    mutating func id(for glyph: TerminalText.Glyph) -> Int32 {
        if let id = ids[glyph.string] { return id }
        guard strings.count < Self.capacity else {
            return ids["\u{FFFD}"] ?? add(TerminalText.Glyph(string: "\u{FFFD}", width: 1))
        }
        return add(glyph)
    }

    private mutating func add(_ glyph: TerminalText.Glyph) -> Int32 {
        strings.append(glyph.string)
        widths.append(glyph.width)
        disputed.append(glyph.isDisputed)
        let id = Int32(strings.count)
        ids[glyph.string] = id
        return id
    }

    /// The glyph with an id from ``id(for:)``.
    func string(for id: Int32) -> String {
        strings[Int(id) - 1]
    }

    /// The cells the glyph with an id from ``id(for:)`` takes: 1 or 2.
    func width(for id: Int32) -> Int {
        widths[Int(id) - 1]
    }
}

extension GlyphTable {
    /// Whether terminals disagree on the width of the glyph with an id from ``id(for:)``.
    func isDisputed(_ id: Int32) -> Bool {
        disputed[Int(id) - 1]
    }
}
