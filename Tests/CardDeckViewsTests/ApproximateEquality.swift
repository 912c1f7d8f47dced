@testable import CardDeckViews

/// Tolerance for results that go through `sin`, `cos` or a division.
let tolerance = 1e-9

func isClose(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= tolerance
}

extension Point {
    func isClose(to other: Point) -> Bool {
        CardDeckViewsTests.isClose(x, other.x) && CardDeckViewsTests.isClose(y, other.y)
    }
}

extension Rect {
    func isClose(to other: Rect) -> Bool {
        origin.isClose(to: other.origin)
            && CardDeckViewsTests.isClose(size.width, other.size.width)
            && CardDeckViewsTests.isClose(size.height, other.size.height)
    }

    /// Whether every component is NaN, the result of mapping a non-finite rectangle.
    var isAllNaN: Bool {
        origin.x.isNaN && origin.y.isNaN && size.width.isNaN && size.height.isNaN
    }
}

extension AffineTransform2D {
    func isClose(to other: AffineTransform2D) -> Bool {
        [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty]
            .allSatisfy { abs($0) <= tolerance }
    }
}

extension Color {
    func isClose(to other: Color) -> Bool {
        [red - other.red, green - other.green, blue - other.blue, alpha - other.alpha]
            .allSatisfy { abs($0) <= tolerance }
    }
}
