import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("EdgeInsets", .isolatedDiagnostics)
struct EdgeInsetsTests {
    @Test("Every edge defaults to zero and zero is the default")
    func defaults() {
        let insets = EdgeInsets()
        #expect(insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0)
        #expect(EdgeInsets.zero == insets)
        #expect(EdgeInsets(left: 5) == EdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    }

    @Test("init(all:) sets the four edges")
    func all() {
        #expect(EdgeInsets(all: 7) == EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
    }

    @Test(
        "horizontal is left + right and vertical is top + bottom",
        arguments: [
            (EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), 6.0, 4.0),
            (EdgeInsets(top: -5, left: 0, bottom: 2, right: 10), 10.0, -3.0),
            (EdgeInsets(all: 16), 32.0, 32.0),
        ])
    func sums(insets: EdgeInsets, horizontal: Double, vertical: Double) {
        #expect(insets.horizontal == horizontal)
        #expect(insets.vertical == vertical)
    }

    @Test("Arithmetic keeps every edge separate")
    func arithmetic() {
        let lhs = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let rhs = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(lhs + rhs == EdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
        #expect(lhs - rhs == EdgeInsets(top: -9, left: -18, bottom: -27, right: -36))
        #expect(lhs.scaled(by: 2) == EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        #expect(lhs.magnitudeSquared == 1 + 4 + 9 + 16)
    }
}
