import CardDeck
import CardDeckMotion
import CardDeckViews

/// The path a card follows on its own (a presentation, a dismissal, a settle, the stack moved
/// by the card in front), sampled by the engine: the card's extent (how far it stands out of
/// its attached edge, in points) at times from the motion's start, with the target and the
/// timing its animators run.
struct MotionCurve: Equatable {
    /// The presented view's node id of the card.
    var card: UInt64
    /// What moves the card: `presentation`, `dismissal`, `cancelled dismissal`, `settle` or
    /// `stack`.
    var kind: String
    /// When the motion's latest segment started, in seconds on the window clock.
    var start: Double
    /// `(time, extent)` pairs, in seconds and points, every ``step`` seconds from ``start``.
    var points: [(time: Double, extent: Double)]
    /// The extent the card comes to rest at, in points.
    var target: Double
    /// The timing in words: each animator's spring (response, damping ratio, initial
    /// velocity) or curve (control points and duration).
    var timing: String

    /// Seconds between two samples: 1/60.
    static let step = 1.0 / 60
    /// The longest stretch sampled, in seconds: 4.
    static let longest = 4.0

    static func == (lhs: MotionCurve, rhs: MotionCurve) -> Bool {
        lhs.card == rhs.card && lhs.kind == rhs.kind && lhs.start == rhs.start
            && lhs.target == rhs.target && lhs.timing == rhs.timing
            && lhs.points.elementsEqual(rhs.points, by: { $0 == $1 })
    }

    /// Samples `motion`, which moves a card whose attached edge is at `attachedEdge`
    /// (card-space points), by asking the engine where it takes the card at each time.
    ///
    /// A motion that began before `previousFrame` (the frame before this one, `nil` for a
    /// page's first) but was not followed then (a finger drove the card) is drawn from `now`:
    /// before it, the card was where the finger had it, not where the motion says.
    @MainActor
    init(
        card: UInt64, motion: CardInspectedMotion, attachedEdge: Double, now: Double,
        previousFrame: Double?
    ) {
        self.card = card
        kind = motion.kind.rawValue
        let start = previousFrame.map { motion.start < $0 ? now : motion.start } ?? motion.start
        self.start = start
        let duration = min(max(motion.end - start, Self.step), Self.longest)
        let count = Int((duration / Self.step).rounded(.up))
        points = (0...count).map { index in
            let at = start + Double(index) * Self.step
            return (at, attachedEdge - motion.top(at: at))
        }
        target = attachedEdge - motion.restingTop
        timing = motion.animators.filter(\.isRunning).map(Self.describe).joined(separator: " + ")
    }

    /// An animator's current timing in words.
    @MainActor
    private static func describe(_ animator: PropertyAnimator) -> String {
        if let spring = animator.inspectedSpring {
            return "spring response \(format(spring.spring.response)) s, damping "
                + "\(format(spring.spring.dampingRatio)), initial velocity "
                + "\(format(spring.initialVelocity))/s"
        }
        guard let (curve, duration) = animator.inspectedCurve else { return "" }
        guard let bezier = curve as? CubicBezierCurve else {
            return "curve over \(format(duration)) s"
        }
        return "curve (\(format(bezier.x1)), \(format(bezier.y1)), \(format(bezier.x2)), "
            + "\(format(bezier.y2))) over \(format(duration)) s"
    }

    private static func format(_ value: Double) -> String { ReleaseExplanation.format(value) }
}
