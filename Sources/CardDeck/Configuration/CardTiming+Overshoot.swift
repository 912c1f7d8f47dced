import CardDeckMotion

extension CardTiming {
    /// The largest share of `velocity` a spring may start with so that, travelling `distance`
    /// points (either sign) to its target, it overshoots the target by at most `limit` points.
    ///
    /// A card flicked up to its largest detent carries the flick into its spring; a hard
    /// flick would throw it past the window's top. This keeps the release's speed where it
    /// can (the spring still starts fast) and only trims what would carry the card too far.
    /// Curves do not overshoot and keep `velocity`; so does a velocity pointing away from the
    /// target. A spring so bouncy that it overshoots by more than `limit` from rest gets 0.
    ///
    /// - Parameters:
    ///   - velocity: The release velocity, in points per second, towards the target when it
    ///     has the sign of `distance`.
    ///   - distance: Target minus start, in points.
    ///   - limit: The overshoot allowed past the target, in points, ≥ 0.
    /// - Returns: A velocity of the same sign as `velocity` and no larger in magnitude.
    func velocity(_ velocity: Double, travelling distance: Double, overshootingAtMost limit: Double)
        -> Double
    {
        guard case .spring(let spring) = self, velocity * distance > 0, abs(distance) > 1e-9
        else { return velocity }
        let limit = max(limit, 0)
        let length = abs(distance)
        func overshoot(_ speed: Double) -> Double {
            let simulation = SpringSimulation(
                spring: spring, start: 0, end: length, initialVelocity: speed)
            let duration = min(simulation.settlingTime, 60)
            var peak = 0.0
            for step in 1...128 {
                peak = max(peak, simulation.position(at: duration * Double(step) / 128) - length)
            }
            return peak
        }
        let speed = abs(velocity)
        if overshoot(speed) <= limit { return velocity }
        if overshoot(0) > limit { return 0 }
        var (low, high) = (0.0, speed)
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if overshoot(middle) <= limit { low = middle } else { high = middle }
        }
        return velocity < 0 ? -low : low
    }
}
