import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Corner radii: the one rule every host draws by", .isolatedDiagnostics)
struct CornerRadiiTests {
    @Test("the radius at masked corners, at most half the shorter side, 0 elsewhere")
    func rule() {
        #expect(
            CornerRadii(radius: 12, corners: .top, size: Size(width: 390, height: 800))
                == CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0))
        #expect(
            CornerRadii(radius: 40, corners: .all, size: Size(width: 100, height: 30))
                == CornerRadii(topLeft: 15, topRight: 15, bottomRight: 15, bottomLeft: 15))
        #expect(
            CornerRadii(radius: 8, corners: [.bottomLeft], size: Size(width: 50, height: 50))
                == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 8))
    }

    @Test(
        "bad radii and sizes give square corners",
        arguments: [
            (Double.nan, Size(width: 10, height: 10)), (-3, Size(width: 10, height: 10)),
            (.infinity, Size(width: 10, height: 10)), (5, Size(width: -4, height: 10)),
        ])
    func badInput(radius: Double, size: Size) {
        #expect(CornerRadii(radius: radius, corners: .all, size: size) == .zero)
    }
}
