import Testing

@testable import CardDeckMotion

@Suite("Rubber band")
struct RubberBandTests {
    @Test(
        "Offset is (1 − 1/(x·c/d + 1))·d with c = 0.55",
        arguments: [
            (5.0, 960.0, 2.742144897),
            (10, 960, 5.468669083),
            (100, 960, 52.01970443),
            (400, 960, 178.9830508),
            (960, 960, 340.6451613),
            (1_000_000, 960, 958.3272833),
            (50, 844, 26.63224326),
            (200, 844, 97.31656184),
            (120, 390, 56.44736842),
        ])
    func reference(_ overscroll: Double, _ dimension: Double, _ offset: Double) {
        #expect(abs(RubberBand.offset(for: overscroll, dimension: dimension) - offset) < 1e-7)
        #expect(abs(RubberBand.offset(for: -overscroll, dimension: dimension) + offset) < 1e-7)
    }

    @Test("Starts at the coefficient's slope and never reaches the dimension")
    func shape() {
        let slope = RubberBand.offset(for: 1e-6, dimension: 500) / 1e-6
        #expect(abs(slope - 0.55) < 1e-9)
        #expect(RubberBand.offset(for: 1e12, dimension: 500) < 500)
        #expect(
            RubberBand.offset(for: 30, dimension: 500, coefficient: 1)
                > RubberBand.offset(for: 30, dimension: 500))
    }

    @Test("overscroll(for:) inverts offset(for:)", arguments: [-700.0, -3, 0, 0.5, 44, 960, 5_000])
    func inverse(_ overscroll: Double) {
        let offset = RubberBand.offset(for: overscroll, dimension: 844)
        #expect(
            abs(RubberBand.overscroll(for: offset, dimension: 844) - overscroll) < 1e-7
                * max(1, abs(overscroll)))
    }

    @Test(
        "slope(for:) is the derivative of offset(for:)", arguments: [-700.0, -3, 0, 0.5, 44, 960])
    func slope(_ overscroll: Double) {
        let h = 1e-4
        let numeric =
            (RubberBand.offset(for: overscroll + h, dimension: 844)
                - RubberBand.offset(for: overscroll - h, dimension: 844)) / (2 * h)
        let slope = RubberBand.slope(for: overscroll, dimension: 844)
        #expect(abs(slope - numeric) < 1e-6)
        #expect(slope > 0 && slope <= RubberBand.defaultCoefficient)
    }

    @Test("slope(for:) starts at the coefficient, falls with distance, and is 0 for bad input")
    func slopeShape() {
        #expect(RubberBand.slope(for: 0, dimension: 63) == 0.55)
        #expect(
            RubberBand.slope(for: 100, dimension: 63) < RubberBand.slope(for: 10, dimension: 63))
        #expect(RubberBand.slope(for: .infinity, dimension: 63) == 0)
        #expect(RubberBand.slope(for: .nan, dimension: 63) == 0)
        #expect(RubberBand.slope(for: 10, dimension: 0) == 0)
        #expect(RubberBand.slope(for: 10, dimension: 63, coefficient: -1) == 0)
    }

    @Test("Bad input gives the documented results")
    func badInput() {
        #expect(RubberBand.offset(for: .nan, dimension: 100) == 0)
        #expect(RubberBand.offset(for: 50, dimension: 0) == 0)
        #expect(RubberBand.offset(for: 50, dimension: -10) == 0)
        #expect(RubberBand.offset(for: 50, dimension: .nan) == 0)
        #expect(RubberBand.offset(for: 50, dimension: 100, coefficient: -1) == 0)
        #expect(RubberBand.offset(for: .infinity, dimension: 100) == 100)
        #expect(RubberBand.offset(for: -.infinity, dimension: 100) == -100)
        #expect(RubberBand.offset(for: 10, dimension: .infinity).isFinite)
        #expect(RubberBand.overscroll(for: 100, dimension: 100) == .infinity)
        #expect(RubberBand.overscroll(for: -150, dimension: 100) == -.infinity)
        #expect(RubberBand.overscroll(for: .nan, dimension: 100) == 0)
    }
}
