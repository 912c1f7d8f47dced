import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Point", .isolatedDiagnostics)
struct PointTests {
    @Test("Default initializer and zero are the origin")
    func defaults() {
        #expect(Point() == Point(x: 0, y: 0))
        #expect(Point.zero == Point())
        #expect(Point(x: 3) == Point(x: 3, y: 0))
    }

    @Test(
        "Arithmetic is component-wise and subtraction is ordered",
        arguments: [
            (Point(x: 1, y: 2), Point(x: 10, y: 20), Point(x: 11, y: 22), Point(x: -9, y: -18)),
            (
                Point(x: -3, y: 0.5), Point(x: 3, y: -0.25), Point(x: 0, y: 0.25),
                Point(x: -6, y: 0.75)
            ),
        ])
    func arithmetic(lhs: Point, rhs: Point, sum: Point, difference: Point) {
        #expect(lhs + rhs == sum)
        #expect(lhs - rhs == difference)
        #expect(lhs.scaled(by: -2) == Point(x: -2 * lhs.x, y: -2 * lhs.y))
    }

    @Test("magnitudeSquared is x² + y²")
    func magnitude() {
        #expect(Point(x: 3, y: -4).magnitudeSquared == 25)
        #expect(Point(x: -3, y: 4).magnitudeSquared == Point(x: 3, y: 4).magnitudeSquared)
    }

    @Test(
        "isFinite rejects NaN and infinities in either coordinate",
        arguments: [
            (Point(x: 1, y: 2), true),
            (Point(x: .nan, y: 0), false),
            (Point(x: 0, y: .infinity), false),
            (Point(x: -.infinity, y: 0), false),
            (Point(x: -.greatestFiniteMagnitude, y: 0), true),
        ])
    func finiteness(point: Point, expected: Bool) {
        #expect(point.isFinite == expected)
    }
}
