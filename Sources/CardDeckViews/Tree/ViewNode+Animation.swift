import CardDeckMotion

extension ViewNode {
    /// Whether any animation is acting on the node.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// Recomputes the presented value of `property` from the model value and every track, and
    /// queues the node for commit only if what is on screen changed (hosts read presented
    /// values, so a paused animation or a model change hidden by a track commits nothing).
    func refreshPresentation(of property: AnimatableProperty) {
        let before = presented
        updatePresentation(of: property)
        let changed: Bool
        switch property {
        case .bounds, .center, .transform:
            changed =
                presented.bounds != before.bounds || presented.center != before.center
                || presented.transform != before.transform
        case .alpha: changed = presented.alpha != before.alpha
        case .cornerRadius: changed = presented.cornerRadius != before.cornerRadius
        case .backgroundColor: changed = presented.backgroundColor != before.backgroundColor
        }
        if changed { markDirty(property.mask) }
    }

    private func updatePresentation(of property: AnimatableProperty) {
        switch property {
        case .bounds:
            var value = accumulated(model.bounds, .bounds) {
                if case .rect(let d) = $0 { d } else { nil }
            }
            // Springs overshoot: a size never presents below zero.
            value.size = Size(width: max(value.size.width, 0), height: max(value.size.height, 0))
            presented.bounds = value
        case .center:
            presented.center = accumulated(model.center, .center) {
                if case .point(let d) = $0 { d } else { nil }
            }
        case .transform:
            presented.transform = accumulated(model.transform, .transform) {
                if case .transform(let d) = $0 { d } else { nil }
            }
        case .alpha:
            let value = accumulated(model.alpha, .alpha) {
                if case .scalar(let d) = $0 { d } else { nil }
            }
            presented.alpha = min(max(value, 0), 1)
        case .cornerRadius:
            let value = accumulated(model.cornerRadius, .cornerRadius) {
                if case .scalar(let d) = $0 { d } else { nil }
            }
            presented.cornerRadius = max(value, 0)
        case .backgroundColor:
            guard tracks.contains(where: { $0.property == .backgroundColor }) else {
                presented.backgroundColor = model.backgroundColor
                return
            }
            presented.backgroundColor = accumulated(
                model.backgroundColor ?? .clear, .backgroundColor
            ) {
                if case .color(let d) = $0 { d } else { nil }
            }
        }
    }

    /// `base` plus each track's delta for `property`, weighted by what its animator has left.
    private func accumulated<Value: VectorArithmetic>(
        _ base: Value,
        _ property: AnimatableProperty,
        _ delta: (AnimatedValue) -> Value?
    ) -> Value {
        var value = base
        for track in tracks where track.property == property {
            if let change = delta(track.delta) {
                value += change.scaled(by: track.animator.remainingWeight)
            }
        }
        return value
    }

    /// Refreshes every animated property; called once per frame.
    func refreshAnimatedProperties() {
        // Plain loops, no closures and no arrays: this runs for every animating node of every
        // frame, and a closure handed to a generic algorithm costs an executor check per call.
        var animated: UInt8 = 0
        for track in tracks { animated |= track.property.bit }
        guard animated != 0 else { return }
        for property in AnimatableProperty.ordered where animated & property.bit != 0 {
            refreshPresentation(of: property)
        }
    }

    /// Removes every track owned by `animator` and settles the presented values.
    func removeTracks(of animator: PropertyAnimator) {
        var mask: PropertyMask = []
        for track in tracks where track.animator === animator {
            mask.formUnion(track.property.mask)
        }
        tracks.removeAll { $0.animator === animator }
        for property in AnimatableProperty.allCases where mask.contains(property.mask) {
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
        switch (property, delta) {
        case (.bounds, .rect(let d)): model.bounds += d.scaled(by: scale)
        case (.center, .point(let d)): model.center += d.scaled(by: scale)
        case (.transform, .transform(let d)): model.transform += d.scaled(by: scale)
        case (.alpha, .scalar(let d)): model.alpha = min(max(model.alpha + d * scale, 0), 1)
        case (.cornerRadius, .scalar(let d)):
            model.cornerRadius = max(model.cornerRadius + d * scale, 0)
        case (.backgroundColor, .color(let d)):
            model.backgroundColor = (model.backgroundColor ?? .clear) + d.scaled(by: scale)
        default: return
        }
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
