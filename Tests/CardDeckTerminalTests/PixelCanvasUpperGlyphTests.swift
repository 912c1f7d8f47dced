import CardDeckViews
import Testing

@testable import CardDeckTerminal

/// A glyph sits on one pixel of its cell, the lower one or (``GlyphSlot/isOnUpperPixel``) the
/// upper one; a fill or a group over that pixel, and only that pixel, covers or tints it.
@Suite("Pixel canvas: a glyph is covered by what covers its own pixel")
struct PixelCanvasUpperGlyphTests {
    static let black = LinearColor(red: 0, green: 0, blue: 0)
    static let white = LinearColor(red: 1, green: 1, blue: 1)
    static let red = LinearColor(red: 1, green: 0, blue: 0)

    /// A 10 × 4 canvas of 8 × 16 pt cells, every cell damaged, with a white glyph in cell
    /// (2, 1) on its upper pixel and one in cell (3, 1) on its lower pixel.
    static func canvas() -> (PixelCanvas, DamageRegion) {
        var canvas = PixelCanvas()
        canvas.reset(columns: 10, rows: 4, cellWidth: 8, cellHeight: 16, backdrop: black)
        canvas.setGlyph(
            GlyphSlot(id: 1, color: white, isBold: false, isOnUpperPixel: true), column: 2,
            row: 1)
        canvas.setGlyph(GlyphSlot(id: 2, color: white, isBold: false), column: 3, row: 1)
        var damage = DamageRegion()
        damage.reset(columns: 10, rows: 4, full: true)
        return (canvas, damage)
    }

    /// A red band over the whole width, from `top` to `bottom` points.
    static func band(_ top: Double, _ bottom: Double) -> RasterShape {
        RasterShape(
            rect: Rect(x: 0, y: top, width: 80, height: bottom - top), radius: 0, corners: [],
            toWindow: .identity)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var top: Double
        var bottom: Double
        /// Whether the glyph on the upper pixel and the one on the lower pixel remain.
        var upperRemains: Bool
        var lowerRemains: Bool
        var testDescription: String { name }
    }

    // Row 1 spans 16–32 pt: its upper pixel's centre is at 20, its lower pixel's at 28.
    static let rows: [Row] = [
        Row(name: "both pixels", top: 16, bottom: 32, upperRemains: false, lowerRemains: false),
        Row(name: "the upper pixel", top: 16, bottom: 24, upperRemains: false, lowerRemains: true),
        Row(name: "the lower pixel", top: 24, bottom: 32, upperRemains: true, lowerRemains: false),
        Row(name: "neither", top: 0, bottom: 16, upperRemains: true, lowerRemains: true),
    ]

    @Test(arguments: rows)
    func anOpaqueFillOver(_ row: Row) {
        var (canvas, damage) = Self.canvas()
        canvas.fill(Self.band(row.top, row.bottom), color: Self.red, alpha: 1, within: damage)
        #expect(!canvas.glyph(column: 2, row: 1).isEmpty == row.upperRemains)
        #expect(!canvas.glyph(column: 3, row: 1).isEmpty == row.lowerRemains)
        // The same holds for a fill with a hole, which is tested pixel by pixel.
        (canvas, damage) = Self.canvas()
        let hole = RasterShape(
            rect: Rect(x: 64, y: 0, width: 8, height: 64), radius: 0, corners: [],
            toWindow: .identity)
        canvas.fill(
            Self.band(row.top, row.bottom), excluding: hole, color: Self.red, alpha: 1,
            within: damage)
        #expect(!canvas.glyph(column: 2, row: 1).isEmpty == row.upperRemains)
        #expect(!canvas.glyph(column: 3, row: 1).isEmpty == row.lowerRemains)
    }

    @Test func aTranslucentFillOverTheUpperPixelTintsOnlyTheGlyphOnIt() {
        var (canvas, damage) = Self.canvas()
        canvas.fill(Self.band(16, 24), color: Self.red, alpha: 0.5, within: damage)
        #expect(
            canvas.glyph(column: 2, row: 1).color == Self.white.blended(with: Self.red, alpha: 0.5))
        #expect(canvas.glyph(column: 3, row: 1).color == Self.white)
    }

    @Test func aGroupOverTheUpperPixelBlendsTheGlyphOnIt() {
        var (canvas, damage) = Self.canvas()
        canvas.beginGroup(alpha: 0.25, box: canvas.fullBox, within: damage)
        canvas.fill(Self.band(16, 24), color: Self.red, alpha: 1, within: damage)
        canvas.endGroup(within: damage)
        // The opaque fill removed the glyph on the upper pixel inside the group; at a quarter
        // opacity it shows through, tinted by the red drawn over it. The glyph on the lower
        // pixel, which the group did not cover, is as it was.
        let upper = canvas.glyph(column: 2, row: 1)
        #expect(upper.id == 1)
        #expect(upper.isOnUpperPixel)
        #expect(upper.color == Self.white.blended(with: Self.red, alpha: 0.25))
        #expect(canvas.glyph(column: 3, row: 1).color == Self.white)
        #expect(
            canvas.upperPixel(column: 2, row: 1)
                == Self.black.blended(with: Self.red, alpha: 0.25))
    }
}
