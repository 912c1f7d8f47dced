import CardDeckMotion

/// The animations acting on one ``ViewNode``'s properties, and how they carry its presented
/// values: each presented value is the model value plus every track's delta weighted by what
/// its animator has left.
///
/// A value the node stores inline and mutates in place: the engine refreshes it for every
/// animating node of every frame, so it holds no closures and looks nothing up.
@MainActor
struct NodeAnimations {
    /// The animations currently acting, in the order they were captured.
    var tracks: [AnimationTrack] = []
    /// The window's motion pass that last refreshed the node's animated properties.
    var motionPass: UInt32 = 0

    /// Whether any animation is acting on the node.
    var isEmpty: Bool { tracks.isEmpty }

    /// Sets `presented`'s value of `property` from `model` and every track.
    ///
    /// - Returns: Whether the presented value changed, that is, whether what is on screen did.
    func present(
        _ property: AnimatableProperty, model: VisualState, in presented: inout VisualState
    ) -> Bool {
        switch property {
        case .bounds:
            var value = accumulated(model.bounds, .bounds) {
                if case .rect(let d) = $0 { d } else { nil }
            }
            // Springs overshoot: a size never presents below zero.
            value.size = Size(width: max(value.size.width, 0), height: max(value.size.height, 0))
            return Self.store(value, in: &presented.bounds)
        case .center:
            let value = accumulated(model.center, .center) {
                if case .point(let d) = $0 { d } else { nil }
            }
            return Self.store(value, in: &presented.center)
        case .transform:
            let value = accumulated(model.transform, .transform) {
                if case .transform(let d) = $0 { d } else { nil }
            }
            return Self.store(value, in: &presented.transform)
        case .alpha:
            let value = accumulated(model.alpha, .alpha) {
                if case .scalar(let d) = $0 { d } else { nil }
            }
            return Self.store(min(max(value, 0), 1), in: &presented.alpha)
        case .cornerRadius:
            let value = accumulated(model.cornerRadius, .cornerRadius) {
                if case .scalar(let d) = $0 { d } else { nil }
            }
            return Self.store(max(value, 0), in: &presented.cornerRadius)
        case .backgroundColor:
            guard tracks.contains(where: { $0.property == .backgroundColor }) else {
                return Self.store(model.backgroundColor, in: &presented.backgroundColor)
            }
            let value = accumulated(model.backgroundColor ?? .clear, .backgroundColor) {
                if case .color(let d) = $0 { d } else { nil }
            }
            return Self.store(value, in: &presented.backgroundColor)
        }
    }

    /// Sets the presented value of every property a track animates, as ``present(_:model:in:)``
    /// does for one.
    ///
    /// - Returns: The commit mask of the properties whose presented value changed.
    func presentAnimated(model: VisualState, in presented: inout VisualState) -> PropertyMask {
        // Plain loops, no closures and no arrays: this runs for every animating node of every
        // frame, and a closure handed to a generic algorithm costs an executor check per call.
        var animated: UInt8 = 0
        for track in tracks { animated |= track.property.bit }
        var changed: PropertyMask = []
        guard animated != 0 else { return changed }
        for property in AnimatableProperty.ordered where animated & property.bit != 0 {
            if present(property, model: model, in: &presented) { changed.formUnion(property.mask) }
        }
        return changed
    }

    /// Removes every track owned by `animator`.
    ///
    /// - Returns: The commit masks of the properties those tracks animated.
    mutating func removeTracks(of animator: PropertyAnimator) -> PropertyMask {
        var mask: PropertyMask = []
        for track in tracks where track.animator === animator {
            mask.formUnion(track.property.mask)
        }
        tracks.removeAll { $0.animator === animator }
        return mask
    }

    /// Adds `delta · scale` to `model`'s value of `property`, clamped as its setter clamps.
    ///
    /// - Returns: `false` when `delta` is not a value of `property`'s kind (nothing changed).
    static func shift(
        _ model: inout VisualState, _ property: AnimatableProperty, by delta: AnimatedValue,
        scale: Double
    ) -> Bool {
        switch (property, delta) {
        case (.bounds, .rect(let d)): model.bounds += d.scaled(by: scale)
        case (.center, .point(let d)): model.center += d.scaled(by: scale)
        case (.transform, .transform(let d)): model.transform += d.scaled(by: scale)
        case (.alpha, .scalar(let d)): model.alpha = min(max(model.alpha + d * scale, 0), 1)
        case (.cornerRadius, .scalar(let d)):
            model.cornerRadius = max(model.cornerRadius + d * scale, 0)
        case (.backgroundColor, .color(let d)):
            model.backgroundColor = (model.backgroundColor ?? .clear) + d.scaled(by: scale)
        default: return false
        }
        return true
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

    /// Stores `value` in `slot` and returns whether it differs from what was there.
    @inline(__always)
    private static func store<Value: Equatable>(_ value: Value, in slot: inout Value) -> Bool {
        let changed = slot != value
        slot = value
        return changed
    }
}
