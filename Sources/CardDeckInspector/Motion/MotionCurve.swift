import CardDeck
import CardDeckViews

/// The path a settling card follows, sampled from the engine's own animator: the card's
/// extent (how far it stands out of its attached edge, in points) at times from the settle's
/// start, with the target and the timing the animator runs.
struct MotionCurve: Equatable {
    /// The presented view's node id of the card.
    var card: UInt64
    /// When the animator's segment started, in seconds on the window clock.
    var start: Double
    /// `(time, extent)` pairs, in seconds and points, every ``step`` seconds from ``start``.
    var points: [(time: Double, extent: Double)]
    /// The extent the card comes to rest at, in points.
    var target: Double
    /// The timing in words: the spring's response, damping ratio and initial velocity, or
    /// the curve's control points and duration.
    var timing: String

    /// Seconds between two samples: 1/60.
    static let step = 1.0 / 60
    /// The longest stretch sampled, in seconds: 4.
    static let longest = 4.0

    static func == (lhs: MotionCurve, rhs: MotionCurve) -> Bool {
        lhs.card == rhs.card && lhs.start == rhs.start && lhs.target == rhs.target
            && lhs.timing == rhs.timing && lhs.points.elementsEqual(rhs.points, by: { $0 == $1 })
    }

    /// Samples `animator`, which moves a card whose presented top is `presentedTop` and whose
    /// model top is `modelTop` at `time` (card-space points, `attachedEdge` being the attached
    /// edge's position).
    ///
    /// An animator moves the presented value from where it started to the model value as its
    /// progress goes from 0 to 1: `presented = model + (start − model) · (1 − progress)`. The
    /// start is read back from the presented value now, which is exact for the single settle
    /// that moves a card.
    @MainActor
    init(
        card: UInt64, animator: PropertyAnimator, timing: CardTiming, at time: Double,
        presentedTop: Double, modelTop: Double, attachedEdge: Double
    ) {
        self.card = card
        let start = animator.inspectedStartTime
        self.start = start
        let remaining = 1 - animator.inspectedProgress(at: time)
        let startTop =
            abs(remaining) > 1e-6 ? modelTop + (presentedTop - modelTop) / remaining : presentedTop
        let duration = min(max(animator.inspectedDuration, Self.step), Self.longest)
        let count = Int((duration / Self.step).rounded(.up))
        points = (0...count).map { index in
            let at = start + Double(index) * Self.step
            let progress = animator.inspectedProgress(at: at)
            return (at, attachedEdge - (modelTop + (startTop - modelTop) * (1 - progress)))
        }
        target = attachedEdge - modelTop
        if let spring = animator.inspectedSpring {
            self.timing =
                "spring response \(Self.format(spring.spring.response)) s, damping "
                + "\(Self.format(spring.spring.dampingRatio)), initial velocity "
                + "\(Self.format(spring.initialVelocity))/s"
        } else if case .curve(let curve, let duration) = timing {
            self.timing =
                "curve (\(Self.format(curve.x1)), \(Self.format(curve.y1)), "
                + "\(Self.format(curve.x2)), \(Self.format(curve.y2))) over \(Self.format(duration)) s"
        } else {
            self.timing = "curve over \(Self.format(animator.inspectedDuration)) s"
        }
    }

    private static func format(_ value: Double) -> String { ReleaseExplanation.format(value) }
}
