import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Rect", .isolatedDiagnostics)
struct RectTests {
    @Test("zero and the default initializer are the empty rectangle at the origin")
    func defaults() {
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Rect() == .zero)
        #expect(
            Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
                == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test(
        "Edges, centre and dimensions are those of the standardized rectangle",
        arguments: [
            // (rect, minX, midX, maxX, minY, midY, maxY, width, height)
            (Rect(x: 10, y: 20, width: 30, height: 40), [10.0, 25, 40, 20, 40, 60, 30, 40]),
            (Rect(x: 10, y: 20, width: -30, height: -40), [-20.0, -5, 10, -20, 0, 20, 30, 40]),
            (Rect(x: -5, y: 0, width: 0, height: 3), [-5.0, -5, -5, 0, 1.5, 3, 0, 3]),
        ])
    func edges(rect: Rect, expected: [Double]) {
        let actual = [
            rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, rect.width,
            rect.height,
        ]
        #expect(actual == expected)
        #expect(rect.center == Point(x: expected[1], y: expected[4]))
    }

    @Test(
        "isEmpty: zero width or height, or non-finite; a negative size is not empty",
        arguments: [
            (Rect(x: 0, y: 0, width: 10, height: 10), false),
            (Rect(x: 5, y: 5, width: 0, height: 10), true),
            (Rect(x: 5, y: 5, width: 10, height: 0), true),
            (Rect(x: 5, y: 5, width: -10, height: -1), false),
            (Rect(x: .nan, y: 0, width: 10, height: 10), true),
            (Rect(x: 0, y: 0, width: .infinity, height: 10), true),
        ])
    func emptiness(rect: Rect, expected: Bool) {
        #expect(rect.isEmpty == expected)
    }

    @Test(
        "contains(Point) is half-open: minX ≤ x < maxX and minY ≤ y < maxY",
        arguments: [
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: 0, y: 0), true),
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: 9.999, y: 9.999), true),
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: 10, y: 5), false),
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: 5, y: 10), false),
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: -0.001, y: 5), false),
            (Rect(x: 10, y: 10, width: -10, height: -10), Point(x: 0, y: 0), true),
            (Rect(x: 10, y: 10, width: -10, height: -10), Point(x: 10, y: 10), false),
            (Rect(x: 3, y: 3, width: 0, height: 0), Point(x: 3, y: 3), false),
            (Rect(x: 0, y: 0, width: 10, height: 10), Point(x: .nan, y: 5), false),
            (Rect(x: .nan, y: 0, width: 10, height: 10), Point(x: 5, y: 5), false),
            (Rect(x: -.infinity, y: 0, width: .infinity, height: 10), Point(x: 5, y: 5), false),
        ])
    func containsPoint(rect: Rect, point: Point, expected: Bool) {
        #expect(rect.contains(point) == expected)
    }

    @Test(
        "contains(Rect) includes shared edges and compares standardized areas",
        arguments: [
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10),
                true
            ),
            (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 2, width: 8, height: 8), true),
            (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 2, width: 9, height: 8), false),
            (
                Rect(x: 0, y: 0, width: 10, height: 10),
                Rect(x: 10, y: 10, width: -10, height: -10), true
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: -1, y: 0, width: 1, height: 1),
                false
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: .nan, y: 0, width: 1, height: 1),
                false
            ),
        ])
    func containsRect(rect: Rect, other: Rect, expected: Bool) {
        #expect(rect.contains(other) == expected)
    }

    @Test(
        "union is the standardized bounding box; non-finite operands are ignored",
        arguments: [
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
                Rect(x: 0, y: 0, width: 15, height: 15)
            ),
            (
                Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 9, y: -4, width: 1, height: 1),
                Rect(x: 0, y: -4, width: 10, height: 5)
            ),
            (
                Rect(x: 10, y: 10, width: -10, height: -10),
                Rect(x: 20, y: 20, width: 5, height: 5),
                Rect(x: 0, y: 0, width: 25, height: 25)
            ),
            // An empty rectangle still counts, as in Core Graphics.
            (
                Rect(x: 10, y: 10, width: 5, height: 5), .zero,
                Rect(x: 0, y: 0, width: 15, height: 15)
            ),
            (
                Rect(x: 10, y: 10, width: -5, height: 5), Rect(x: .nan, y: 0, width: 1, height: 1),
                Rect(x: 5, y: 10, width: 5, height: 5)
            ),
            (
                Rect(x: 0, y: .infinity, width: 1, height: 1),
                Rect(x: 1, y: 2, width: 3, height: 4),
                Rect(x: 1, y: 2, width: 3, height: 4)
            ),
            (
                Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: .nan, width: 1, height: 1),
                .zero
            ),
        ])
    func union(lhs: Rect, rhs: Rect, expected: Rect) {
        #expect(lhs.union(rhs) == expected)
        #expect(rhs.union(lhs) == expected)
    }

    @Test(
        "intersection: overlap, shared edge (zero width), no overlap (zero)",
        arguments: [
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 6, width: 10, height: 10),
                Rect(x: 5, y: 6, width: 5, height: 4), true
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 2, width: 3, height: 3),
                Rect(x: 2, y: 2, width: 3, height: 3), true
            ),
            (
                Rect(x: 10, y: 10, width: -10, height: -10),
                Rect(x: 5, y: -5, width: 20, height: 10),
                Rect(x: 5, y: 0, width: 5, height: 5), true
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 2, width: 5, height: 5),
                Rect(x: 10, y: 2, width: 0, height: 5), false
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 10, width: 5, height: 5),
                Rect(x: 10, y: 10, width: 0, height: 0), false
            ),
            (
                Rect(x: 20, y: 20, width: 10, height: 10), Rect(x: 40, y: 40, width: 5, height: 5),
                .zero, false
            ),
            (
                Rect(x: 20, y: 20, width: 10, height: 10), Rect(x: 25, y: 40, width: 5, height: 5),
                .zero, false
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 0, height: 0),
                Rect(x: 5, y: 5, width: 0, height: 0), false
            ),
            (
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .nan, height: 1),
                .zero, false
            ),
        ])
    func intersection(lhs: Rect, rhs: Rect, expected: Rect, intersects: Bool) {
        #expect(lhs.intersection(rhs) == expected)
        #expect(rhs.intersection(lhs) == expected)
        #expect(lhs.intersects(rhs) == intersects)
        #expect(rhs.intersects(lhs) == intersects)
    }

    @Test(
        "standardized flips negative sizes and keeps the covered area",
        arguments: [
            (Rect(x: 10, y: 20, width: -4, height: 6), Rect(x: 6, y: 20, width: 4, height: 6)),
            (Rect(x: 10, y: 20, width: 4, height: -6), Rect(x: 10, y: 14, width: 4, height: 6)),
            (Rect(x: -1, y: -1, width: -2, height: -3), Rect(x: -3, y: -4, width: 2, height: 3)),
            (Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4)),
            (
                Rect(x: 1, y: 2, width: -.infinity, height: 4),
                Rect(x: 1, y: 2, width: -.infinity, height: 4)
            ),
        ])
    func standardized(rect: Rect, expected: Rect) {
        #expect(rect.standardized == expected)
    }

    @Test("standardized and integral return a NaN rectangle unchanged")
    func nonFiniteUnchanged() {
        let rect = Rect(x: .nan, y: 1.5, width: -2, height: 3.5)
        for result in [rect.standardized, rect.integral] {
            #expect(result.origin.x.isNaN)
            #expect(result.origin.y == 1.5 && result.size.width == -2 && result.size.height == 3.5)
        }
    }

    @Test(
        "integral rounds the standardized edges outwards",
        arguments: [
            (Rect(x: 0.2, y: 0.7, width: 1.5, height: 0.2), Rect(x: 0, y: 0, width: 2, height: 1)),
            (Rect(x: -0.5, y: 0.2, width: 1, height: 1), Rect(x: -1, y: 0, width: 2, height: 2)),
            (Rect(x: -1.5, y: -2.5, width: 1, height: 1), Rect(x: -2, y: -3, width: 2, height: 2)),
            (Rect(x: 3.7, y: 0, width: -1.2, height: 1), Rect(x: 2, y: 0, width: 2, height: 1)),
            (Rect(x: 2, y: 3, width: 4, height: 5), Rect(x: 2, y: 3, width: 4, height: 5)),
            (Rect(x: 0.5, y: 0.5, width: 0, height: 0), Rect(x: 0, y: 0, width: 1, height: 1)),
            (
                Rect(x: .infinity, y: 0, width: 1, height: 1),
                Rect(x: .infinity, y: 0, width: 1, height: 1)
            ),
        ])
    func integral(rect: Rect, expected: Rect) {
        #expect(rect.integral == expected)
    }
}
