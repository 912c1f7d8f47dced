import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Rect insetting and offsetting", .isolatedDiagnostics)
struct RectInsetTests {
    @Test(
        "insetBy moves opposite edges symmetrically and never inverts",
        arguments: [
            (
                Rect(x: 0, y: 0, width: 100, height: 50), 10.0, 5.0,
                Rect(x: 10, y: 5, width: 80, height: 40)
            ),
            (
                Rect(x: 0, y: 0, width: 100, height: 50), -10.0, 0.0,
                Rect(x: -10, y: 0, width: 120, height: 50)
            ),
            (
                Rect(x: 100, y: 50, width: -100, height: -50), 10.0, 5.0,
                Rect(x: 10, y: 5, width: 80, height: 40)
            ),
            // Over-inset collapses to zero at the centre instead of CG's null rectangle.
            (
                Rect(x: 0, y: 0, width: 100, height: 50), 60.0, 5.0,
                Rect(x: 50, y: 5, width: 0, height: 40)
            ),
            (
                Rect(x: 0, y: 0, width: 100, height: 50), 0.0, 1000.0,
                Rect(x: 0, y: 25, width: 100, height: 0)
            ),
        ])
    func insetBy(rect: Rect, dx: Double, dy: Double, expected: Rect) {
        #expect(rect.insetBy(dx: dx, dy: dy) == expected)
    }

    @Test(
        "inset(by:) moves each edge by its own inset",
        arguments: [
            (
                Rect(x: 0, y: 0, width: 100, height: 50),
                EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                Rect(x: 2, y: 1, width: 94, height: 46)
            ),
            (
                Rect(x: 0, y: 0, width: 100, height: 50), EdgeInsets(all: -5),
                Rect(x: -5, y: -5, width: 110, height: 60)
            ),
            // left edge lands at 80, right edge at 40: collapse half-way, at 60.
            (
                Rect(x: 0, y: 0, width: 100, height: 50), EdgeInsets(left: 80, right: 60),
                Rect(x: 60, y: 0, width: 0, height: 50)
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), EdgeInsets(top: 12, bottom: 0),
                Rect(x: 0, y: 11, width: 10, height: 0)
            ),
        ])
    func insetByEdges(rect: Rect, insets: EdgeInsets, expected: Rect) {
        let result = rect.inset(by: insets)
        #expect(result == expected)
        #expect(result.size.width >= 0 && result.size.height >= 0)
    }

    @Test("Non-finite insets give a non-finite result without trapping")
    func nonFiniteInsets() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!rect.inset(by: EdgeInsets(all: .nan)).isFinite)
        #expect(!rect.insetBy(dx: .infinity, dy: 0).isFinite)
        #expect(rect.inset(by: EdgeInsets(all: .nan)).isEmpty)
    }

    @Test("offsetBy moves the origin and keeps a negative size as stored")
    func offset() {
        let rect = Rect(x: 1, y: 2, width: -3, height: 4).offsetBy(dx: 10, dy: -20)
        #expect(rect == Rect(x: 11, y: -18, width: -3, height: 4))
    }
}
