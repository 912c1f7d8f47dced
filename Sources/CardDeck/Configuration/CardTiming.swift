import CardDeckMotion
import CardDeckViews

/// How a card animates: its presentation and dismissal, settling on a detent after a drag, or
/// resizing when its content's preferred size changes.
public enum CardTiming: Sendable, Equatable {
    /// A spring. When the card was thrown, the spring starts at the release velocity.
    case spring(Spring)
    /// A timing curve over a fixed duration, in seconds (clamped to [0, 3600]; NaN is 0).
    /// The release velocity is ignored, as in the draggable-card design's `.easeIn` snaps.
    case curve(CubicBezierCurve, duration: Double)

    /// How long the animation takes, in seconds: the spring's settling duration, or the
    /// curve's duration.
    var duration: Double {
        switch self {
        case .spring(let spring): spring.settlingDuration
        case .curve(_, let duration): duration
        }
    }

    /// This timing without overshoot, for reduce motion: a spring that would bounce is
    /// critically damped (same response); curves are kept.
    var withoutOvershoot: CardTiming {
        guard case .spring(let spring) = self, spring.dampingRatio < 1 else { return self }
        return .spring(Spring(response: spring.response, dampingRatio: 1))
    }

    /// The timing parameters for a move over `distance` points starting at `velocity`
    /// points per second (positive towards the target).
    func parameters(velocity: Double, distance: Double) -> TimingParameters {
        switch self {
        case .spring(let spring):
            let relative = abs(distance) > 1e-9 && velocity.isFinite ? velocity / abs(distance) : 0
            return .spring(spring, initialVelocity: relative)
        case .curve(let curve, let duration):
            return .curve(curve, duration: duration)
        }
    }
}
