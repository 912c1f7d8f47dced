import CardDeckMotion
import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("Size", .isolatedDiagnostics)
struct SizeTests {
    @Test("Default initializer and zero have zero width and height")
    func defaults() {
        #expect(Size() == Size(width: 0, height: 0))
        #expect(Size.zero == Size())
        #expect(Size(height: 2) == Size(width: 0, height: 2))
    }

    @Test("Negative dimensions are stored as given, not flipped")
    func negativeStored() {
        let size = Size(width: -10, height: -0.5)
        #expect(size.width == -10)
        #expect(size.height == -0.5)
    }

    @Test(
        "Arithmetic is component-wise and subtraction is ordered",
        arguments: [
            (
                Size(width: 1, height: 2), Size(width: 10, height: 20), Size(width: 11, height: 22),
                Size(width: -9, height: -18)
            ),
            (
                Size(width: 4, height: -1), Size(width: 4, height: 1), Size(width: 8, height: 0),
                Size(width: 0, height: -2)
            ),
        ])
    func arithmetic(lhs: Size, rhs: Size, sum: Size, difference: Size) {
        #expect(lhs + rhs == sum)
        #expect(lhs - rhs == difference)
        #expect(lhs.scaled(by: 0.5) == Size(width: lhs.width / 2, height: lhs.height / 2))
    }

    @Test("magnitudeSquared is width² + height²")
    func magnitude() {
        #expect(Size(width: 6, height: -8).magnitudeSquared == 100)
    }

    @Test(
        "isFinite rejects NaN and infinities in either dimension",
        arguments: [
            (Size(width: 1, height: -2), true),
            (Size(width: .nan, height: 0), false),
            (Size(width: 0, height: -.infinity), false),
        ])
    func finiteness(size: Size, expected: Bool) {
        #expect(size.isFinite == expected)
    }
}
