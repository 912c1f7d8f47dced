/// What a cell shows in front of its two pixels: nothing, a glyph, or the right half of the
/// wide glyph in the cell to its left.
struct GlyphSlot: Hashable, Sendable {
    /// 0 for none, ``continuation`` for the right half of a wide glyph, else an index into the
    /// renderer's glyph table plus one.
    var id: Int32
    /// The glyph's colour, already composited over what lies beneath it.
    var color: LinearColor
    /// Whether the glyph is bold.
    var isBold: Bool
    /// Whether the glyph sits on the cell's upper pixel rather than its lower one: true when
    /// the clips it was drawn in leave out the lower pixel (the window's last, partly covered
    /// row). What is drawn over that pixel covers or tints the glyph.
    var isOnUpperPixel = false

    /// No glyph.
    static let empty = GlyphSlot(
        id: 0, color: LinearColor(red: 0, green: 0, blue: 0), isBold: false)
    /// The id of a cell covered by the wide glyph to its left.
    static let continuation: Int32 = -1

    var isEmpty: Bool { id == 0 }
}
