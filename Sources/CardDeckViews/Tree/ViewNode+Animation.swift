import CardDeckMotion

extension ViewNode {
    /// Whether any animation is acting on the node.
    public var isAnimating: Bool { !animations.isEmpty }
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
