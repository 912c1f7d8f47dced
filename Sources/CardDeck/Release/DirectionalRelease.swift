/// The stacked-card release: the direction of the flick decides, not its strength.
///
/// - Downward (`velocity > velocityThreshold`): the next detent below the card (the nearest
///   detent whose top is greater than the card's), or a dismissal when there is none.
/// - Upward (`velocity < -velocityThreshold`): the card stays, on the nearest detent at or
///   above it (the largest `top` that is ≤ the card's), or on the largest detent when the card
///   is above all of them.
/// - Otherwise the velocity counts as zero: the card dismisses when
///   ``ReleaseContext/dismissalProgress`` is at least 0.5, and otherwise settles on the detent
///   nearest its top.
///
/// With a single detent this is the stacked-card design as shipped: a flick down dismisses, a
/// flick up stays, and a card let go without a flick dismisses once it is halfway down.
///
/// A non-finite velocity, which ``ReleaseContext`` rules out, counts as 0 pt/s. With no
/// detents, which ``ReleaseContext`` also rules out, the card dismisses.
///
/// ```swift
/// let stacked = DirectionalRelease()                          // any motion is a flick
/// let forgiving = DirectionalRelease(velocityThreshold: 50)   // |v| ≤ 50 pt/s is a let-go
/// ```
public struct DirectionalRelease: ReleaseBehavior, Sendable, Equatable {
    /// The speed at or below which a release counts as motionless, in points per second.
    ///
    /// Default 0 pt/s: any downward motion is a flick down, any upward motion a flick up.
    /// Valid range: finite and ≥ 0; a release with `|velocity| ≤ velocityThreshold` is
    /// decided by position alone. NaN, infinite and negative values fall back to 0.
    public var velocityThreshold: Double {
        didSet { velocityThreshold = Self.validated(velocityThreshold) }
    }

    /// Creates the behaviour.
    ///
    /// - Parameter velocityThreshold: The speed at or below which a release counts as
    ///   motionless, in points per second; default 0, valid finite and ≥ 0. NaN, infinite
    ///   and negative values fall back to 0.
    public init(velocityThreshold: Double = 0) {
        self.velocityThreshold = Self.validated(velocityThreshold)
    }

    /// Moves one detent down on a downward flick (dismissing below the smallest), stays on an
    /// upward flick, and decides by position when the card is let go without one.
    ///
    /// - Parameter context: The card's position, velocity and resolved detents at release.
    /// - Returns: The chosen detent, or ``ReleaseDecision/dismiss``.
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        let velocity = context.velocity.isFinite ? context.velocity : 0
        let target: ResolvedDetent?
        if velocity > velocityThreshold {
            target = context.detents.filter { $0.top > context.top }.min { $0.top < $1.top }
        } else if velocity < -velocityThreshold {
            target =
                context.detents.filter { $0.top <= context.top }.max { $0.top < $1.top }
                ?? context.largestDetent
        } else if context.dismissalProgress >= 0.5 {
            target = nil
        } else {
            target = context.nearestDetent(to: context.top)
        }
        return target.map { .detent($0.identifier) } ?? .dismiss
    }

    private static func validated(_ threshold: Double) -> Double {
        threshold >= 0 && threshold.isFinite ? threshold : 0
    }
}
