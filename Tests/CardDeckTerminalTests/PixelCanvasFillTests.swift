import CardDeckViews
import Testing

@testable import CardDeckTerminal

/// A fill covers exactly the damaged pixels whose centres the shape and the clips contain: the
/// runs it fills without a test (straight rows, and the middle of rows through rounded
/// corners) agree pixel for pixel with testing every centre.
@Suite("Pixel canvas: a fill covers exactly the pixel centres inside its shape")
struct PixelCanvasFillTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The shape's rectangle in its bounds space, placed at `offset` in the window.
        var rect: Rect
        var offset: Point
        var radius: Double
        var corners: CornerMask
        var alpha: Double
        /// A straight clip around the fill, in window points, or none.
        var clip: Rect?
        /// Whether only some cells are damaged (rows 2…12, columns 3…30) instead of all.
        var partialDamage: Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a card's top corners, opaque", rect: Rect(x: 0, y: 0, width: 250, height: 200),
            offset: Point(x: 21.3, y: 13.7), radius: 26, corners: .top, alpha: 1, clip: nil,
            partialDamage: false),
        Case(
            name: "every corner, faded", rect: Rect(x: 0, y: 0, width: 180, height: 120),
            offset: Point(x: 40.5, y: 30.25), radius: 38, corners: .all, alpha: 0.6, clip: nil,
            partialDamage: false),
        Case(
            name: "radius larger than half the height",
            rect: Rect(x: 0, y: 0, width: 300, height: 40), offset: Point(x: 3.9, y: 100.1),
            radius: 60, corners: .all, alpha: 1, clip: nil, partialDamage: false),
        Case(
            name: "under a clip that cuts its middle",
            rect: Rect(x: 0, y: 0, width: 260, height: 150), offset: Point(x: 10, y: 20),
            radius: 30, corners: .all, alpha: 1, clip: Rect(x: 90, y: 0, width: 120, height: 320),
            partialDamage: false),
        Case(
            name: "only some cells damaged", rect: Rect(x: 0, y: 0, width: 280, height: 180),
            offset: Point(x: 12.2, y: 9.9), radius: 44, corners: .bottom, alpha: 0.35,
            clip: nil, partialDamage: true),
    ]

    @Test(arguments: cases)
    func fillEqualsTestingEveryPixelCentre(_ test: Case) {
        let columns = 40
        let rows = 20
        var canvas = PixelCanvas()
        let black = LinearColor(red: 0, green: 0, blue: 0)
        let white = LinearColor(red: 1, green: 1, blue: 1)
        canvas.reset(columns: columns, rows: rows, cellWidth: 8, cellHeight: 16, backdrop: black)
        var damage = DamageRegion()
        damage.reset(columns: columns, rows: rows, full: !test.partialDamage)
        if test.partialDamage { damage.add(columns: 3..<30, rows: 2..<12) }
        damage.normalize()
        let shape = RasterShape(
            rect: test.rect, radius: test.radius, corners: test.corners,
            toWindow: AffineTransform2D(translationX: test.offset.x, y: test.offset.y))
        let clip = test.clip.map {
            RasterShape(rect: $0, radius: 0, corners: [], toWindow: .identity)
        }
        if let clip { canvas.pushClip(clip) }
        canvas.fill(shape, color: white, alpha: test.alpha, within: damage)

        let covered = black.blended(with: white, alpha: test.alpha)
        var mismatches: [String] = []
        for y in 0..<(2 * rows) {
            for x in 0..<columns {
                let (cx, cy) = canvas.center(x: x, y: y)
                let inside =
                    damage.contains(column: x, row: y / 2)
                    && shape.contains(windowX: cx, y: cy)
                    && (clip?.contains(windowX: cx, y: cy) ?? true)
                let expected =
                    test.alpha >= 1 ? (inside ? white : black) : (inside ? covered : black)
                if canvas.pixels[y * columns + x] != expected { mismatches.append("(\(x), \(y))") }
            }
        }
        #expect(mismatches.isEmpty, "pixels filled wrongly: \(mismatches.joined(separator: " "))")
    }
}
