import CardDeckViews

/// One release of a drag, worked out from the drag, the pan's velocity and the card's
/// geometry: where the card shows, how fast it moves, what the release behaviour is asked,
/// and what each decision makes the card do. A pure value, as the decisions are tested in
/// tables.
struct CardRelease {
    /// What the release behaviour and the delegate are asked.
    let context: ReleaseContext
    /// The finger's velocity along the main axis, in points per second, finite.
    let fingerVelocity: Double
    /// The detent the card rests on when the content took the last movement and the card is
    /// on one; `nil` otherwise. There is then nothing to decide: the card stays there.
    let restingDetent: CardDetent.Identifier?
    /// Whether the finger was scrubbing the interactive dismissal.
    let scrubsDismissal: Bool
    /// The distance from the smallest detent to the attached edge, in points.
    private let dismissalDistance: Double

    /// Works the release out.
    ///
    /// - Parameters:
    ///   - drag: The drag that ends.
    ///   - velocity: The pan's velocity along the main axis, in points per second; a value
    ///     that is not finite counts as 0.
    ///   - geometry: The card's geometry.
    ///   - scrubsDismissal: Whether the finger was scrubbing the interactive dismissal.
    @MainActor
    init(drag: CardDrag, velocity: Double, geometry: CardGeometry, scrubsDismissal: Bool) {
        let velocity = velocity.isFinite ? velocity : 0
        let detents = geometry.detents
        // Scrubbing, the card follows the finger 1:1; otherwise it may be in a rubber band. A
        // drag with a scroll view never has the finger above the largest detent.
        let shown =
            scrubsDismissal
            ? drag.fingerTop
            : geometry.displayedTop(
                forFingerTop: drag.fingerTop, dismissible: false, stopsAtLargest: false)
        restingDetent =
            scrubsDismissal || drag.cardOwnsMovement
            ? nil : detents.first(where: { abs($0.top - shown) < 0.5 })?.identifier
        // What the card does on screen: in a rubber band it moves slower than the finger.
        let cardVelocity =
            scrubsDismissal
            ? velocity : geometry.displayedVelocity(velocity, forFingerTop: drag.fingerTop)
        context = ReleaseContext(
            top: shown, velocity: cardVelocity, detents: detents,
            containerHeight: geometry.cardBottom, safeAreaInsets: geometry.publicSafeAreaInsets)
        fingerVelocity = velocity
        self.scrubsDismissal = scrubsDismissal
        dismissalDistance = geometry.cardBottom - detents[0].top
    }

    /// `decision` made valid: a detent that is not among the card's becomes the nearest one,
    /// with a warning naming `chooser`.
    ///
    /// - Parameters:
    ///   - decision: What the behaviour or the delegate chose.
    ///   - chooser: Who chose it, for the warning.
    /// - Returns: A decision naming one of the card's detents, or a dismissal.
    @MainActor
    func validated(_ decision: ReleaseDecision, chooser: String) -> ReleaseDecision {
        guard case .detent(let identifier) = decision,
            !context.detents.contains(where: { $0.identifier == identifier })
        else { return decision }
        let nearest = context.nearestDetent(to: context.top)
        Diagnostics.warn(
            "CardPresentationController: \(chooser) chose unknown detent \(identifier); used "
                + "\(nearest?.identifier ?? .large)")
        return .detent(nearest?.identifier ?? context.detents[0].identifier)
    }

    /// `decision` with a dismissal that may not happen (the card does not allow interactive
    /// dismissal, or refused it during this drag) turned into the smallest detent.
    ///
    /// - Parameters:
    ///   - decision: A valid decision.
    ///   - allowsDismissal: Whether the release may dismiss.
    /// - Returns: The decision the card follows.
    func allowed(_ decision: ReleaseDecision, allowsDismissal: Bool) -> ReleaseDecision {
        decision == .dismiss && !allowsDismissal ? .detent(context.detents[0].identifier) : decision
    }

    /// What the card does for `decision`.
    ///
    /// - Parameter decision: The decision the card follows (valid and allowed).
    /// - Returns: The outcome: a scrubbed dismissal finishes or is cancelled, at the finger's
    ///   velocity relative to the distance left; a card above its smallest detent is thrown out
    ///   or springs to a detent at its own velocity.
    func outcome(of decision: ReleaseDecision) -> CardReleaseOutcome {
        let smallest = context.detents[0].identifier
        guard scrubsDismissal else {
            switch decision {
            case .dismiss: return .throwDismissal(velocity: context.velocity, fallback: smallest)
            case .detent(let identifier): return .settle(on: identifier, velocity: context.velocity)
            }
        }
        let progressVelocity = dismissalDistance > 0 ? fingerVelocity / dismissalDistance : 0
        switch decision {
        case .dismiss:
            return .finishDismissal(progressVelocity: progressVelocity)
        case .detent(let identifier) where identifier == smallest:
            // Back to the smallest detent: the dismissal runs backwards from where it is.
            return .cancelDismissal(progressVelocity: progressVelocity)
        case .detent(let identifier):
            // A larger detent: the card goes straight there from where it is, once, not back
            // to the smallest detent first.
            return .cancelDismissalThenSettle(on: identifier, velocity: fingerVelocity)
        }
    }
}
