import CardDeckMotion

extension ViewNode {
    /// The node's own coordinate space, in points. Default `.zero`.
    ///
    /// Animatable. A negative size is standardized; a non-finite rect is ignored with a
    /// warning. Changing the size schedules layout.
    public var bounds: Rect {
        get { model.bounds }
        set {
            guard Diagnostics.accepts(newValue.isFinite, "bounds", newValue, id) else { return }
            let value = Rect(origin: newValue.origin, size: newValue.standardized.size)
            let sizeChanged = value.size != model.bounds.size
            NodeAnimations.set(self, model.bounds, value, .bounds) { $0.bounds = $1 }
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The node's centre in its superview's coordinates, in points. Animatable. Default (0, 0).
    public var center: Point {
        get { model.center }
        set {
            guard Diagnostics.accepts(newValue.isFinite, "center", newValue, id) else { return }
            NodeAnimations.set(self, model.center, newValue, .center) { $0.center = $1 }
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
            guard Diagnostics.accepts(newValue.isFinite, "frame", newValue, id) else { return }
            let rect = newValue.standardized
            center = Point(x: rect.midX, y: rect.midY)
            bounds = Rect(origin: model.bounds.origin, size: rect.size)
        }
    }

    /// The transform applied around the centre. Animatable. Default identity.
    public var transform: AffineTransform2D {
        get { model.transform }
        set {
            guard Diagnostics.accepts(newValue.isFinite, "transform", newValue, id) else {
                return
            }
            NodeAnimations.set(self, model.transform, newValue, .transform) { $0.transform = $1 }
        }
    }

    /// The opacity, unitless, 0…1. Animatable. Default 1.
    ///
    /// Values outside 0…1 are clamped; NaN is ignored with a warning.
    public var alpha: Double {
        get { model.alpha }
        set {
            guard Diagnostics.accepts(!newValue.isNaN, "alpha", newValue, id) else { return }
            NodeAnimations.set(self, model.alpha, min(max(newValue, 0), 1), .alpha) {
                $0.alpha = $1
            }
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
            NodeAnimations.refresh(self, .backgroundColor)
        }
    }

    /// The corner radius, in points, ≥ 0. Animatable. Default 0.
    ///
    /// Negative values become 0; a non-finite value is ignored with a warning.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set {
            guard Diagnostics.accepts(newValue.isFinite, "cornerRadius", newValue, id) else {
                return
            }
            NodeAnimations.set(self, model.cornerRadius, max(newValue, 0), .cornerRadius) {
                $0.cornerRadius = $1
            }
        }
    }

    /// Which corners ``cornerRadius`` rounds. Default all four.
    public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { NodeAnimations.setAtOnce(self, \.maskedCorners, to: newValue, mask: .corners) }
    }

    /// Whether the node and its subtree are hidden. Default `false`.
    public var isHidden: Bool {
        get { model.isHidden }
        set { NodeAnimations.setAtOnce(self, \.isHidden, to: newValue, mask: .isHidden) }
    }

    /// Whether subviews are clipped to the bounds and rounded corners. Default `false`.
    public var clipsToBounds: Bool {
        get { model.clipsToBounds }
        set { NodeAnimations.setAtOnce(self, \.clipsToBounds, to: newValue, mask: .clipping) }
    }

    /// The drop shadow. Default none.
    public var shadow: Shadow {
        get { model.shadow }
        set { NodeAnimations.setAtOnce(self, \.shadow, to: newValue, mask: .shadow) }
    }

    /// The border. Default none.
    public var border: Border {
        get { model.border }
        set { NodeAnimations.setAtOnce(self, \.border, to: newValue, mask: .border) }
    }
}
