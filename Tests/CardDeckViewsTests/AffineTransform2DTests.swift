import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("AffineTransform2D", .isolatedDiagnostics)
struct AffineTransformTests {
    static let translate = AffineTransform2D(translationX: 10, y: 0)
    static let scale = AffineTransform2D(scaleX: 2, y: 3)
    static let quarterTurn = AffineTransform2D(rotationAngle: .pi / 2)

    @Test("Defaults are the identity; zero is not the identity")
    func defaults() {
        #expect(AffineTransform2D() == AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(AffineTransform2D.identity.isIdentity)
        #expect(AffineTransform2D(rotationAngle: 0).isIdentity)
        #expect(!AffineTransform2D(translationX: 0.001, y: 0).isIdentity)
        #expect(AffineTransform2D.zero != .identity)
        #expect(AffineTransform2D.identity + .zero == .identity)
    }

    @Test(
        "Constructors map points with x' = a·x + c·y + tx, y' = b·x + d·y + ty",
        arguments: [
            (AffineTransform2D(translationX: 3, y: -4), Point(x: 1, y: 1), Point(x: 4, y: -3)),
            (AffineTransform2D(scaleX: 2, y: -1), Point(x: 3, y: 5), Point(x: 6, y: -5)),
            // Positive angles turn clockwise on screen: right becomes down.
            (AffineTransform2D(rotationAngle: .pi / 2), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (AffineTransform2D(rotationAngle: .pi / 2), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (
                AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), Point(x: 1, y: 10),
                Point(x: 36, y: 48)
            ),
        ])
    func applyToPoint(transform: AffineTransform2D, point: Point, expected: Point) {
        #expect(transform.apply(to: point).isClose(to: expected))
    }

    @Test(
        "concatenating applies the receiver first, then the argument",
        arguments: [
            (translate, scale, Point(x: 1, y: 1), Point(x: 22, y: 3)),
            (scale, translate, Point(x: 1, y: 1), Point(x: 12, y: 3)),
            (translate, quarterTurn, Point(x: 0, y: 0), Point(x: 0, y: 10)),
            (quarterTurn, translate, Point(x: 0, y: 0), Point(x: 10, y: 0)),
        ])
    func concatenationOrder(
        first: AffineTransform2D, second: AffineTransform2D, point: Point, expected: Point
    ) {
        let combined = first.concatenating(second)
        #expect(combined.apply(to: point).isClose(to: expected))
        #expect(combined.apply(to: point).isClose(to: second.apply(to: first.apply(to: point))))
    }

    @Test("translatedBy, scaledBy and rotated(by:) act before the receiver, like CG")
    func preConcatenation() {
        #expect(Self.scale.translatedBy(x: 10, y: 1).apply(to: .zero) == Point(x: 20, y: 3))
        #expect(
            Self.translate.scaledBy(x: 2, y: 3).apply(to: Point(x: 1, y: 1))
                == Point(x: 12, y: 3))
        #expect(
            Self.translate.rotated(by: .pi / 2).apply(to: Point(x: 1, y: 0))
                .isClose(to: Point(x: 10, y: 1)))
        #expect(
            Self.scale.translatedBy(x: 4, y: 5)
                == AffineTransform2D(translationX: 4, y: 5).concatenating(Self.scale))
    }

    @Test(
        "determinant is a·d − b·c",
        arguments: [
            (.identity, 1),
            (AffineTransform2D(scaleX: 2, y: 3), 6),
            (AffineTransform2D(rotationAngle: 0.7), 1),
            (AffineTransform2D(scaleX: -1, y: 1), -1),
            (AffineTransform2D(a: 1, b: 2, c: 2, d: 4), 0),
        ] as [(AffineTransform2D, Double)])
    func determinant(transform: AffineTransform2D, expected: Double) {
        #expect(isClose(transform.determinant, expected))
    }

    @Test(
        "inverted() undoes the transform from either side",
        arguments: [
            AffineTransform2D(translationX: 7, y: -3),
            AffineTransform2D(scaleX: 4, y: 0.25),
            AffineTransform2D(rotationAngle: 1.1),
            AffineTransform2D(rotationAngle: .pi / 6).scaledBy(x: 2, y: -3).translatedBy(
                x: 9, y: 4),
            AffineTransform2D(translationX: -20, y: 15).rotated(by: -2).scaledBy(x: 0.5, y: 8),
            AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
        ])
    func inverseRoundTrip(transform: AffineTransform2D) {
        let inverse = transform.inverted()
        #expect(transform.concatenating(inverse).isClose(to: .identity))
        #expect(inverse.concatenating(transform).isClose(to: .identity))
        let point = Point(x: 13, y: -8)
        #expect(inverse.apply(to: transform.apply(to: point)).isClose(to: point))
    }

    @Test(
        "inverted() returns a singular or non-invertible transform unchanged",
        arguments: [
            AffineTransform2D(scaleX: 0, y: 5),
            AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3),
            AffineTransform2D.zero,
            // A subnormal determinant is non-zero but its inverse overflows to infinity.
            AffineTransform2D(a: .leastNormalMagnitude / 8, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            AffineTransform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        ])
    func singularInverse(transform: AffineTransform2D) {
        #expect(transform.inverted() == transform)
    }

    @Test("inverted() of a NaN transform keeps its entries")
    func nanInverse() {
        let inverse = AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 2, ty: 3).inverted()
        #expect(inverse.a.isNaN && inverse.d == 1 && inverse.tx == 2 && inverse.ty == 3)
    }

    @Test(
        "apply(to: Rect) is the bounding box of the four transformed corners",
        arguments: [
            (
                AffineTransform2D(rotationAngle: .pi / 4), Rect(x: 0, y: 0, width: 10, height: 10),
                Rect(
                    x: -5 * 2.0.squareRoot(), y: 0, width: 10 * 2.0.squareRoot(),
                    height: 10 * 2.0.squareRoot())
            ),
            (
                AffineTransform2D(scaleX: -1, y: 2), Rect(x: 1, y: 2, width: 3, height: 4),
                Rect(x: -4, y: 4, width: 3, height: 8)
            ),
            (
                AffineTransform2D(translationX: 5, y: 5), Rect(x: 10, y: 10, width: -4, height: -2),
                Rect(x: 11, y: 13, width: 4, height: 2)
            ),
            (
                AffineTransform2D(rotationAngle: .pi / 2),
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: -10, y: 0, width: 10, height: 20)
            ),
        ])
    func applyToRect(transform: AffineTransform2D, rect: Rect, expected: Rect) {
        #expect(transform.apply(to: rect).isClose(to: expected))
    }

    @Test("apply(to: Rect) with non-finite input gives a NaN rectangle with no area")
    func applyToNonFiniteRect() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        let fromTransform = AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let fromRect = AffineTransform2D.identity.apply(
            to: Rect(x: .infinity, y: 0, width: 1, height: 1))
        #expect(fromTransform.apply(to: rect).isAllNaN)
        #expect(fromRect.isAllNaN)
        #expect(fromRect.isEmpty)
    }
}
