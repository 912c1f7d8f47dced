/// The resistance a scroll view or sheet shows when dragged past its edge.
///
/// `offset = (1 − 1 / (x · c / d + 1)) · d` for an overscroll x, a dimension d and a coefficient
/// c: the first points follow the finger at rate c, and no drag, however long, moves the
/// content further than d. The function is odd: a negative overscroll gives the mirrored
/// offset.
public enum RubberBand {
    /// UIKit's coefficient, 0.55.
    public static let defaultCoefficient = 0.55

    /// The visible offset for a drag of `overscroll` past the edge.
    ///
    /// - Parameters:
    ///   - overscroll: How far the finger has moved past the edge, in points; any sign.
    ///     NaN gives 0; ±infinity gives ±dimension.
    ///   - dimension: The size of the scrolling view along the drag, in points; > 0.
    ///     Zero, negative or NaN gives an offset of 0 (nothing to stretch).
    ///   - coefficient: The initial rate, unitless, > 0; default 0.55. Zero, negative or NaN
    ///     gives 0; values above 1 are allowed (stiffer at first, same limit).
    /// - Returns: The offset in points, with the sign of `overscroll` and magnitude below
    ///   `dimension`.
    public static func offset(
        for overscroll: Double,
        dimension: Double,
        coefficient: Double = defaultCoefficient
    ) -> Double {
        guard dimension > 0, coefficient > 0, !overscroll.isNaN else { return 0 }
        let dimension = min(dimension, .greatestFiniteMagnitude)
        // (1 − 1/(u + 1))·d rewritten as d·u/(u + 1), which keeps full precision for small u.
        let u = abs(overscroll) * coefficient / dimension
        let stretched = u.isFinite ? dimension * u / (u + 1) : dimension
        return overscroll < 0 ? -stretched : stretched
    }

    /// How fast the offset grows per point of overscroll at `overscroll`: the derivative
    /// `c / (u + 1)²` with `u = |x| · c / d`.
    ///
    /// Multiplying a finger's velocity by it gives the velocity of what the band shows, which
    /// is what an animation starting from a rubber-banded release should carry.
    ///
    /// - Parameters:
    ///   - overscroll: How far the finger has moved past the edge, in points; any sign (the
    ///     slope is even). NaN gives 0; ±infinity gives 0.
    ///   - dimension: The size of the scrolling view along the drag, in points; > 0. Zero,
    ///     negative or NaN gives 0.
    ///   - coefficient: The initial rate, unitless, > 0; default 0.55. Zero, negative or NaN
    ///     gives 0.
    /// - Returns: The slope, unitless, in (0, `coefficient`]: `coefficient` at the edge,
    ///   falling towards 0 as the overscroll grows.
    public static func slope(
        for overscroll: Double,
        dimension: Double,
        coefficient: Double = defaultCoefficient
    ) -> Double {
        guard dimension > 0, coefficient > 0, !overscroll.isNaN else { return 0 }
        let u = abs(overscroll) * coefficient / min(dimension, .greatestFiniteMagnitude)
        guard u.isFinite else { return 0 }
        return coefficient / ((u + 1) * (u + 1))
    }

    /// The overscroll that produces a visible `offset`: the inverse of
    /// ``offset(for:dimension:coefficient:)``.
    ///
    /// Used to resume a drag that catches content which is already rubber-banded.
    ///
    /// - Parameters:
    ///   - offset: The visible offset, in points; any sign.
    ///   - dimension: The size of the scrolling view along the drag, in points; > 0.
    ///   - coefficient: The initial rate, unitless, > 0; default 0.55.
    /// - Returns: The overscroll in points with the sign of `offset`; 0 when the dimension or
    ///   coefficient is not positive or `offset` is NaN; `±infinity` when |offset| ≥ dimension.
    public static func overscroll(
        for offset: Double,
        dimension: Double,
        coefficient: Double = defaultCoefficient
    ) -> Double {
        guard dimension > 0, coefficient > 0, !offset.isNaN else { return 0 }
        let magnitude = abs(offset)
        guard magnitude < dimension else { return offset < 0 ? -.infinity : .infinity }
        let overscroll = magnitude * dimension / (coefficient * (dimension - magnitude))
        return offset < 0 ? -overscroll : overscroll
    }
}
