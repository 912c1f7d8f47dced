import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

/// The geometry types that animators interpolate, one row each.
enum AnimatableGeometry: String, CaseIterable, Sendable {
    case point, size, rect, edgeInsets, color, affineTransform
}

@Suite("VectorArithmetic laws", .isolatedDiagnostics)
struct VectorArithmeticConformanceTests {
    /// Checks the laws with values whose sums, halves and doubles are exact in binary.
    ///
    /// `midpoint` is `start` interpolated half-way to `end`, `magnitude` is
    /// `start.magnitudeSquared`, both worked out by hand for the row.
    func checkLaws<Value: VectorArithmetic & Equatable>(
        start: Value, end: Value, midpoint: Value, magnitude: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(start + .zero == start, sourceLocation: sourceLocation)
        #expect(.zero + start == start, sourceLocation: sourceLocation)
        #expect(start - .zero == start, sourceLocation: sourceLocation)
        #expect(start - start == .zero, sourceLocation: sourceLocation)
        #expect((start + end) - end == start, sourceLocation: sourceLocation)
        #expect(start + end == end + start, sourceLocation: sourceLocation)
        #expect(start.scaled(by: 1) == start, sourceLocation: sourceLocation)
        #expect(start.scaled(by: 0) == .zero, sourceLocation: sourceLocation)
        #expect(start.scaled(by: 2) == start + start, sourceLocation: sourceLocation)
        #expect(
            start.interpolated(towards: end, amount: 0) == start, sourceLocation: sourceLocation)
        #expect(start.interpolated(towards: end, amount: 1) == end, sourceLocation: sourceLocation)
        #expect(
            start.interpolated(towards: end, amount: 0.5) == midpoint,
            sourceLocation: sourceLocation)
        #expect(Value.zero.magnitudeSquared == 0, sourceLocation: sourceLocation)
        #expect(start.magnitudeSquared == magnitude, sourceLocation: sourceLocation)
        #expect(
            start.scaled(by: -3).magnitudeSquared == 9 * magnitude, sourceLocation: sourceLocation)
    }

    @Test(
        "zero is the identity, scaling by 0 and 1, midpoint, magnitude",
        arguments: AnimatableGeometry.allCases)
    func laws(type: AnimatableGeometry) {
        switch type {
        case .point:
            checkLaws(
                start: Point(x: 1, y: -2), end: Point(x: 3, y: 6), midpoint: Point(x: 2, y: 2),
                magnitude: 5)
        case .size:
            checkLaws(
                start: Size(width: 4, height: 2), end: Size(width: -4, height: 8),
                midpoint: Size(width: 0, height: 5), magnitude: 20)
        case .rect:
            checkLaws(
                start: Rect(x: 1, y: 2, width: 3, height: 4),
                end: Rect(x: 3, y: -2, width: 13, height: -4),
                midpoint: Rect(x: 2, y: 0, width: 8, height: 0), magnitude: 30)
        case .edgeInsets:
            checkLaws(
                start: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), end: EdgeInsets(all: 8),
                midpoint: EdgeInsets(top: 4.5, left: 5, bottom: 5.5, right: 6), magnitude: 30)
        case .color:
            checkLaws(
                start: Color(red: 0.5, green: 0.25, blue: 0, alpha: 1),
                end: Color(red: 1, green: 0.75, blue: 0.5, alpha: 0),
                midpoint: Color(red: 0.75, green: 0.5, blue: 0.25, alpha: 0.5),
                magnitude: 0.25 + 0.0625 + 1)
        case .affineTransform:
            checkLaws(
                start: AffineTransform2D(a: 1, b: 2, c: 0, d: -1, tx: 10, ty: 4),
                end: AffineTransform2D(a: 3, b: 0, c: 2, d: 1, tx: -10, ty: 8),
                midpoint: AffineTransform2D(a: 2, b: 1, c: 1, d: 0, tx: 0, ty: 6),
                magnitude: 1 + 4 + 1 + 100 + 16)
        }
    }
}
