import CardDeckViews

/// How a card goes to rest from where it is: at once, or animated on a timing that starts at
/// the release velocity and never carries the card past the area's far edge. A pure value;
/// the presentation controller runs what it says.
struct CardSettlePlan: Equatable, Sendable {
    /// The resting top, along the card's main axis.
    var target: Double
    /// The velocity the animation starts at, in points per second towards the target; `nil`
    /// when the card goes to rest at once.
    var initialVelocity: Double?
    /// Target minus start, in points.
    var distance: Double

    /// Plans the move from `frame` to `resting`.
    ///
    /// - Parameters:
    ///   - frame: The card's frame now (its model value).
    ///   - resting: Its resting frame.
    ///   - largestTop: The largest detent's top, if any.
    ///   - timing: The timing, without overshoot already when the window asks for reduced
    ///     motion.
    ///   - velocity: The velocity to start at, in points per second towards the attached
    ///     edge.
    ///   - animates: Whether the card may animate (it is in a window).
    ///   - includingStack: Whether the stack behind moves to rest too: the move is animated
    ///     even when the card is already at rest.
    init(
        from frame: CardSpaceRect, to resting: CardSpaceRect, largestTop: Double?,
        timing: CardTiming, velocity: Double, animates: Bool, includingStack: Bool
    ) {
        target = resting.minY
        distance = target - frame.minY
        guard animates, includingStack || abs(distance) > 1e-6 || frame != resting else {
            initialVelocity = nil
            return
        }
        var towardsTarget = distance >= 0 ? velocity : -velocity
        if let largestTop, target <= largestTop + 0.5, distance < 0 {
            // Up to the largest detent: the spring may carry the card past it, but never past
            // the area's far edge.
            towardsTarget = timing.velocity(
                towardsTarget, travelling: -distance, overshootingAtMost: max(target, 0))
        }
        initialVelocity = towardsTarget
    }
}
