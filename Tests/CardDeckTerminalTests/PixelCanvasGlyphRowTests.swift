import CardDeckViews
import Testing

@testable import CardDeckTerminal

/// Fills and group blends skip the glyph slots of rows no glyph was put in; a row that holds
/// one still has it covered, faded and blended.
@Suite("Pixel canvas: glyph work only in rows that hold glyphs")
struct PixelCanvasGlyphRowTests {
    static let black = LinearColor(red: 0, green: 0, blue: 0)
    static let white = LinearColor(red: 1, green: 1, blue: 1)
    static let red = LinearColor(red: 1, green: 0, blue: 0)

    /// A 10 × 4 canvas of 8 × 16 pt cells with a white glyph in cell (2, 1).
    static func canvasWithGlyph() -> PixelCanvas {
        var canvas = PixelCanvas()
        canvas.reset(columns: 10, rows: 4, cellWidth: 8, cellHeight: 16, backdrop: black)
        canvas.setGlyph(GlyphSlot(id: 1, color: white, isBold: false), column: 2, row: 1)
        return canvas
    }

    /// Every cell of the canvas damaged.
    static func everyCell() -> DamageRegion {
        var damage = DamageRegion()
        damage.reset(columns: 10, rows: 4, full: true)
        return damage
    }

    /// A red rectangle over the whole canvas.
    static let cover = RasterShape(
        rect: Rect(x: 0, y: 0, width: 80, height: 64), radius: 0, corners: [],
        toWindow: .identity)

    @Test func onlyRowsGivenAGlyphAreMarked() {
        let canvas = Self.canvasWithGlyph()
        #expect(canvas.rowsWithGlyphs == [false, true, false, false])
        var reset = canvas
        reset.reset(columns: 10, rows: 4, cellWidth: 8, cellHeight: 16, backdrop: Self.black)
        #expect(reset.rowsWithGlyphs == [false, false, false, false])
    }

    @Test(arguments: [1.0, 0.5])
    func aFillCoversOrFadesTheGlyphInItsRow(alpha: Double) {
        var canvas = Self.canvasWithGlyph()
        let damage = Self.everyCell()
        canvas.fill(Self.cover, color: Self.red, alpha: alpha, within: damage)
        let glyph = canvas.glyph(column: 2, row: 1)
        if alpha >= 1 {
            #expect(glyph == .empty)
        } else {
            #expect(glyph.id == 1)
            #expect(glyph.color == Self.white.blended(with: Self.red, alpha: alpha))
        }
    }

    @Test func aGroupThatCoversTheGlyphBlendsItWithWhatTheGroupDrew() {
        var canvas = Self.canvasWithGlyph()
        let damage = Self.everyCell()
        canvas.beginGroup(alpha: 0.25, box: canvas.fullBox, within: damage)
        canvas.fill(Self.cover, color: Self.red, alpha: 1, within: damage)
        canvas.endGroup(within: damage)
        // The opaque fill removed the glyph inside the group; at a quarter opacity it shows
        // through, tinted by the red drawn over it.
        let glyph = canvas.glyph(column: 2, row: 1)
        #expect(glyph.id == 1)
        #expect(glyph.color == Self.white.blended(with: Self.red, alpha: 0.25))
        #expect(canvas.glyph(column: 3, row: 1) == .empty)
        #expect(
            canvas.lowerPixel(column: 2, row: 2) == Self.black.blended(with: Self.red, alpha: 0.25))
    }
}
