/// A value that can be animated component by component: added, subtracted, scaled and measured.
///
/// Animators interpolate any `VectorArithmetic` value as `start + (end - start) · progress`, so a
/// type that conforms (a point, a size, a colour) animates along a straight line in its own
/// component space. `magnitudeSquared` lets animators decide when a motion has come to rest
/// without knowing what the components mean.
///
/// Conformances must make `zero` the additive identity, `scale(by: 1)` a no-op and
/// `scale(by: 0)` produce `zero`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `factor`.
    ///
    /// - Parameter factor: The scale factor; any finite value. Non-finite factors propagate into
    ///   the components as IEEE arithmetic does.
    mutating func scale(by factor: Double)

    /// The sum of the squares of the components (the squared Euclidean length); never negative.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a copy with every component multiplied by `factor`.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The scaled value.
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    /// Returns the value a fraction `amount` of the way from `self` to `other`.
    ///
    /// `amount` 0 gives `self`, 1 gives `other`; values outside 0…1 extrapolate along the same
    /// line (springs overshoot this way).
    ///
    /// - Parameters:
    ///   - other: The value at `amount` 1.
    ///   - amount: The fraction of the way, unitless; any finite value.
    /// - Returns: `self + (other − self) · amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `factor`.
    ///
    /// - Parameter factor: The scale factor.
    public mutating func scale(by factor: Double) {
        self *= factor
    }

    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}
