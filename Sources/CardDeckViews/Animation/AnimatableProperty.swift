/// The node properties a ``PropertyAnimator`` can animate.
public enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    /// `bounds`.
    case bounds
    /// `center`.
    case center
    /// `transform`.
    case transform
    /// `alpha`.
    case alpha
    /// `backgroundColor`.
    case backgroundColor
    /// `cornerRadius`.
    case cornerRadius
}

/// A change of one animatable property, as the difference between two values.
enum AnimatedValue: Sendable {
    case rect(Rect)
    case point(Point)
    case transform(AffineTransform2D)
    case scalar(Double)
    case color(Color)

    init<Value>(_ value: Value) {
        switch value {
        case let rect as Rect: self = .rect(rect)
        case let point as Point: self = .point(point)
        case let transform as AffineTransform2D: self = .transform(transform)
        case let color as Color: self = .color(color)
        case let scalar as Double: self = .scalar(scalar)
        default: preconditionFailure("AnimatedValue: unsupported type \(Value.self)")
        }
    }
}

/// One animation acting on one property of one node: the presented value is the model value
/// plus `delta · (1 − progress)` of the owning animator, summed over every track (additive
/// animation, as Core Animation does it for UIKit's property animators).
struct AnimationTrack {
    let property: AnimatableProperty
    let delta: AnimatedValue
    unowned let animator: PropertyAnimator
}
