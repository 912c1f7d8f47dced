import CardDeckMotion

extension NodeAnimations {
    /// Sets an animatable property of `node`; inside an animation block the change becomes a
    /// track that carries the presented value from the old model value to the new one.
    ///
    /// The property is passed as its old value and a closure that stores a new one, rather
    /// than as a key path: a generic key-path write of a `Rect` allocates a buffer, and layout
    /// sets frames every frame.
    @MainActor
    static func set<Value: VectorArithmetic & Equatable>(
        _ node: ViewNode, _ old: Value, _ value: Value, _ property: AnimatableProperty,
        store: (inout VisualState, Value) -> Void
    ) {
        guard old != value else { return }
        store(&node.model, value)
        if let animator = PropertyAnimator.capturing {
            animator.capture(node, property, AnimatedValue(old - value))
        }
        refresh(node, property)
    }

    /// Sets a property of `node` that does not animate: model and presented change together.
    @MainActor
    static func setAtOnce<Value: Equatable>(
        _ node: ViewNode, _ keyPath: WritableKeyPath<VisualState, Value>, to value: Value,
        mask: PropertyMask
    ) {
        guard node.model[keyPath: keyPath] != value else { return }
        node.model[keyPath: keyPath] = value
        node.presented[keyPath: keyPath] = value
        node.markDirty(mask)
    }

    /// Recomputes the presented value of `property` of `node` from the model value and every
    /// track, and queues the node for commit only if what is on screen changed (hosts read
    /// presented values, so a paused animation or a model change hidden by a track commits
    /// nothing).
    @MainActor
    static func refresh(_ node: ViewNode, _ property: AnimatableProperty) {
        if node.animations.present(property, model: node.model, in: &node.presented) {
            node.markDirty(property.mask)
        }
    }

    /// Refreshes every animated property of `node`; called once per frame.
    @MainActor
    static func refreshAnimated(_ node: ViewNode) {
        let changed = node.animations.presentAnimated(model: node.model, in: &node.presented)
        if !changed.isEmpty { node.markDirty(changed) }
    }

    /// Removes every track of `node` owned by `animator` and settles the presented values.
    @MainActor
    static func removeTracks(of animator: PropertyAnimator, from node: ViewNode) {
        let mask = node.animations.removeTracks(of: animator)
        for property in AnimatableProperty.ordered where mask.contains(property.mask) {
            refresh(node, property)
        }
    }

    /// Adds `delta · scale` to the model value of `property` of `node` without animating,
    /// keeping the presented value consistent; used when an animator stops or finishes away
    /// from its end.
    @MainActor
    static func shiftModel(
        of node: ViewNode, _ property: AnimatableProperty, by delta: AnimatedValue, scale: Double
    ) {
        guard shift(&node.model, property, by: delta, scale: scale) else { return }
        refresh(node, property)
    }
}
