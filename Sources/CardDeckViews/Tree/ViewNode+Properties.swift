import CardDeckMotion

extension ViewNode {
    /// The node's own coordinate space, in points. Default `.zero`.
    ///
    /// Animatable. A negative size is standardized; a non-finite rect is ignored with a
    /// warning. Changing the size schedules layout.
    public var bounds: Rect {
        get { model.bounds }
        set {
            guard checkFinite(newValue.isFinite, "bounds", newValue) else { return }
            let value = Rect(origin: newValue.origin, size: newValue.standardized.size)
            let sizeChanged = value.size != model.bounds.size
            setAnimatable(model.bounds, value, property: .bounds) { $0.bounds = $1 }
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The node's centre in its superview's coordinates, in points. Animatable. Default (0, 0).
    public var center: Point {
        get { model.center }
        set {
            guard checkFinite(newValue.isFinite, "center", newValue) else { return }
            setAnimatable(model.center, newValue, property: .center) { $0.center = $1 }
        }
    }

    /// The node's rectangle in its superview's coordinates, in points (UIKit's `frame`).
    ///
    /// Reading gives the bounding box of the transformed bounds. Setting sets ``center`` to the
    /// rectangle's midpoint and the bounds size to its (standardized) size, keeping the
    /// transform; a non-finite rect is ignored with a warning.
    public var frame: Rect {
        get { model.frame }
        set {
            guard checkFinite(newValue.isFinite, "frame", newValue) else { return }
            let rect = newValue.standardized
            center = Point(x: rect.midX, y: rect.midY)
            bounds = Rect(origin: model.bounds.origin, size: rect.size)
        }
    }

    /// The transform applied around the centre. Animatable. Default identity.
    public var transform: AffineTransform2D {
        get { model.transform }
        set {
            guard checkFinite(newValue.isFinite, "transform", newValue) else { return }
            setAnimatable(model.transform, newValue, property: .transform) { $0.transform = $1 }
        }
    }

    /// The opacity, unitless, 0…1. Animatable. Default 1.
    ///
    /// Values outside 0…1 are clamped; NaN is ignored with a warning.
    public var alpha: Double {
        get { model.alpha }
        set {
            guard checkFinite(!newValue.isNaN, "alpha", newValue) else { return }
            setAnimatable(model.alpha, min(max(newValue, 0), 1), property: .alpha) { $0.alpha = $1 }
        }
    }

    /// The fill colour, or `nil` for none. Animatable (`nil` animates as clear). Default `nil`.
    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set {
            let old = model.backgroundColor
            guard old != newValue else { return }
            model.backgroundColor = newValue
            if let animator = PropertyAnimator.capturing {
                let from = old ?? (newValue ?? .clear).withAlphaComponent(0)
                let to = newValue ?? from.withAlphaComponent(0)
                animator.capture(self, .backgroundColor, .color(from - to))
            }
            refreshPresentation(of: .backgroundColor)
        }
    }

    /// The corner radius, in points, ≥ 0. Animatable. Default 0.
    ///
    /// Negative values become 0; a non-finite value is ignored with a warning.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set {
            guard checkFinite(newValue.isFinite, "cornerRadius", newValue) else { return }
            setAnimatable(model.cornerRadius, max(newValue, 0), property: .cornerRadius) {
                $0.cornerRadius = $1
            }
        }
    }

    /// Which corners ``cornerRadius`` rounds. Default all four.
    public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { setImmediate(\.maskedCorners, newValue, mask: .corners) }
    }

    /// Whether the node and its subtree are hidden. Default `false`.
    public var isHidden: Bool {
        get { model.isHidden }
        set { setImmediate(\.isHidden, newValue, mask: .isHidden) }
    }

    /// Whether subviews are clipped to the bounds and rounded corners. Default `false`.
    public var clipsToBounds: Bool {
        get { model.clipsToBounds }
        set { setImmediate(\.clipsToBounds, newValue, mask: .clipping) }
    }

    /// The drop shadow. Default none.
    public var shadow: Shadow {
        get { model.shadow }
        set { setImmediate(\.shadow, newValue, mask: .shadow) }
    }

    /// The border. Default none.
    public var border: Border {
        get { model.border }
        set { setImmediate(\.border, newValue, mask: .border) }
    }

    /// The text drawn inside the node, or `nil`. Default `nil`.
    public var text: TextContent? {
        get { model.text }
        set { setImmediate(\.text, newValue, mask: .text) }
    }

    /// Sets a property that does not animate: model and presented change together.
    private func setImmediate<Value: Equatable>(
        _ keyPath: WritableKeyPath<VisualState, Value>,
        _ value: Value,
        mask: PropertyMask
    ) {
        guard model[keyPath: keyPath] != value else { return }
        model[keyPath: keyPath] = value
        presented[keyPath: keyPath] = value
        markDirty(mask)
    }

    /// Sets an animatable property; inside an animation block the change becomes a track that
    /// carries the presented value from the old model value to the new one.
    ///
    /// The property is passed as its old value and a closure that stores a new one, rather
    /// than as a key path: a generic key-path write of a `Rect` allocates a buffer, and layout
    /// sets frames every frame.
    private func setAnimatable<Value: VectorArithmetic & Equatable>(
        _ old: Value,
        _ value: Value,
        property: AnimatableProperty,
        store: (inout VisualState, Value) -> Void
    ) {
        guard old != value else { return }
        store(&model, value)
        if let animator = PropertyAnimator.capturing {
            animator.capture(self, property, AnimatedValue(old - value))
        }
        refreshPresentation(of: property)
    }

    /// Records a warning and returns `false` when `isValid` is false.
    ///
    /// The value is an autoclosure so a valid value is never boxed as `Any`.
    private func checkFinite(_ isValid: Bool, _ name: String, _ value: @autoclosure () -> Any)
        -> Bool
    {
        if !isValid {
            Diagnostics.warn(
                "ViewNode \(id): ignored non-finite \(name) \(value()); kept the old value")
        }
        return isValid
    }
}
