import CardDeckMotion

extension ViewNode {
    /// Whether any animation is acting on the node.
    public var isAnimating: Bool { !animations.isEmpty }

    /// Recomputes the presented value of `property` from the model value and every track, and
    /// queues the node for commit only if what is on screen changed (hosts read presented
    /// values, so a paused animation or a model change hidden by a track commits nothing).
    func refreshPresentation(of property: AnimatableProperty) {
        if animations.present(property, model: model, in: &presented) { markDirty(property.mask) }
    }

    /// Refreshes every animated property; called once per frame.
    func refreshAnimatedProperties() {
        let changed = animations.presentAnimated(model: model, in: &presented)
        if !changed.isEmpty { markDirty(changed) }
    }

    /// Removes every track owned by `animator` and settles the presented values.
    func removeTracks(of animator: PropertyAnimator) {
        let mask = animations.removeTracks(of: animator)
        for property in AnimatableProperty.ordered where mask.contains(property.mask) {
            refreshPresentation(of: property)
        }
    }
}

extension AnimatableProperty {
    /// Every property in declaration order, kept once (`allCases` builds an array per call).
    static let ordered: [AnimatableProperty] = allCases

    /// The property's bit in a set of properties.
    var bit: UInt8 {
        switch self {
        case .bounds: 1 << 0
        case .center: 1 << 1
        case .transform: 1 << 2
        case .alpha: 1 << 3
        case .backgroundColor: 1 << 4
        case .cornerRadius: 1 << 5
        }
    }

    /// The commit mask a change of this property sets.
    var mask: PropertyMask {
        switch self {
        case .bounds, .center, .transform: .geometry
        case .alpha: .alpha
        case .backgroundColor: .backgroundColor
        case .cornerRadius: .corners
        }
    }
}

extension ViewNode {
    /// Adds `delta · scale` to the model value of `property` without animating, keeping the
    /// presented value consistent; used when an animator stops or finishes away from its end.
    func shiftModel(_ property: AnimatableProperty, by delta: AnimatedValue, scale: Double) {
        guard NodeAnimations.shift(&model, property, by: delta, scale: scale) else { return }
        refreshPresentation(of: property)
    }

    /// Runs `changes` without animation, even inside an animation block, as
    /// `UIView.performWithoutAnimation(_:)` does: the properties it sets take their new values
    /// on screen at once.
    ///
    /// - Parameter changes: Changes to node properties; run at once, exactly once.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let capturing = PropertyAnimator.capturing
        PropertyAnimator.capturing = nil
        defer { PropertyAnimator.capturing = capturing }
        changes()
    }

    /// Animates the changes made in `animations` with a timing curve, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)` does.
    ///
    /// - Parameters:
    ///   - duration: Seconds, ≥ 0.
    ///   - delay: Seconds before the animation moves, ≥ 0; default 0.
    ///   - curve: The timing curve; default ease-in-out.
    ///   - animations: Changes to animatable node properties.
    ///   - completion: Called once with whether the animation reached its end; default none.
    /// - Returns: The running animator, to interrupt it if needed.
    @discardableResult
    public static func animate(
        withDuration duration: Double,
        delay: Double = 0,
        curve: some TimingCurve = .easeInOut,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Animates the changes made in `animations` with a spring.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The starting velocity as a fraction of the distance per second;
    ///     default 0.
    ///   - animations: Changes to animatable node properties.
    ///   - completion: Called once with whether the animation reached its end; default none.
    /// - Returns: The running animator.
    @discardableResult
    public static func animate(
        with spring: Spring,
        initialVelocity: Double = 0,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(
            spring: spring, initialVelocity: initialVelocity, animations: animations)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation()
        return animator
    }
}
