import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckSVG

@Suite("Rounded shapes", .isolatedDiagnostics)
struct SVGShapeTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 40)

    @Test(
        "the radius rounds only the masked corners",
        arguments: [
            (CornerMask.all, [6.0, 6, 6, 6]), (.top, [6, 6, 0, 0]), (.bottom, [0, 0, 6, 6]),
            (.left, [6, 0, 6, 0]), (.right, [0, 6, 0, 6]), (.topLeft, [6, 0, 0, 0]),
            (CornerMask(), [0, 0, 0, 0]),
        ])
    func maskedCorners(mask: CornerMask, radii: [Double]) {
        let shape = SVGShape(rect: rect, radius: 6, corners: mask)
        #expect([shape.topLeft, shape.topRight, shape.bottomLeft, shape.bottomRight] == radii)
    }

    @Test(
        "the radius is limited to half the shorter side; negative and non-finite become 0",
        arguments: [(100.0, 20.0), (20, 20), (-5, 0), (.nan, 0), (.infinity, 0)])
    func radiusLimits(radius: Double, expected: Double) {
        #expect(SVGShape(rect: rect, radius: radius, corners: .all).topLeft == expected)
    }

    @Test("a path goes clockwise with an arc at each rounded corner only")
    func pathData() {
        let top = SVGShape(rect: rect, radius: 6, corners: .top)
        #expect(
            top.pathData
                == "M16 20 H104 A6 6 0 0 1 110 26 V60 H10 V26 A6 6 0 0 1 16 20 Z")
        let bottomRight = SVGShape(rect: rect, radius: 6, corners: .bottomRight)
        #expect(
            bottomRight.pathData == "M10 20 H110 V54 A6 6 0 0 1 104 60 H10 V20 Z")
    }

    @Test("a negative-size rectangle is standardized")
    func standardized() {
        let shape = SVGShape(
            rect: Rect(x: 110, y: 60, width: -100, height: -40), radius: 0, corners: .all)
        #expect(shape.rect == rect)
    }

    @Test("the inner edge of a border is inset by its width, radii with it, and gone when too wide")
    func inset() throws {
        let shape = SVGShape(rect: rect, radius: 6, corners: .top)
        let inner = try #require(shape.inset(by: 4))
        #expect(inner.rect == Rect(x: 14, y: 24, width: 92, height: 32))
        #expect(
            [inner.topLeft, inner.topRight, inner.bottomLeft, inner.bottomRight] == [2, 2, 0, 0])
        #expect(shape.inset(by: 20) == nil)
        #expect(shape.inset(by: 19.5)?.rect.height == 1)
    }
}
