import CardDeckMotion

/// A timing curve with its starting slope removed: p̃(s) = p(s) − p′(0)·s·(1 − s)².
///
/// An animation that interrupts a running animation of the same property adds its change on top
/// of the one in flight. If its curve started with a slope, that slope would add a sudden
/// velocity at the switch (a kink). Subtracting p′(0)·s(1 − s)², which is 0 at both ends, has
/// slope p′(0) at the start and 0 at the end, keeps the curve's ends and end slope and makes its
/// start slope 0, so the presented value's velocity stays continuous.
struct SmoothStartCurve: TimingCurve {
    let base: any TimingCurve
    let startSlope: Double

    init(_ base: any TimingCurve) {
        self.base = base
        startSlope = base.velocity(at: 0)
    }

    func value(at x: Double) -> Double {
        guard x > 0, x < 1 else { return base.value(at: x) }
        return base.value(at: x) - startSlope * x * (1 - x) * (1 - x)
    }

    func velocity(at x: Double) -> Double {
        guard x > 0, x < 1 else { return base.velocity(at: x) - (x <= 0 ? startSlope : 0) }
        return base.velocity(at: x) - startSlope * (1 - x) * (1 - 3 * x)
    }
}
