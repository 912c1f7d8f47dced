import CardDeckViews

/// A card's state at the moment the finger lifts. Positions are in points along the card's
/// main axis from the far edge of its area, and velocities in points per second towards the
/// edge it is attached to: for a bottom card, window coordinates (y down) and downward
/// velocities; see <doc:EdgesAndDirection> for the other edges.
public struct ReleaseContext: Sendable, Equatable {
    /// The card's top edge, in window points.
    public var top: Double
    /// The card's vertical velocity, in points per second, positive downward. Finite.
    public var velocity: Double
    /// The resolved detents, ordered from the smallest height (largest `top`) to the largest.
    /// Never empty.
    public var detents: [ResolvedDetent]
    /// The window's height, in points: the top at which the card is entirely off-screen.
    public var containerHeight: Double
    /// The window's safe-area insets, in points.
    public var safeAreaInsets: EdgeInsets

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - top: The card's top edge, in window points.
    ///   - velocity: The vertical velocity, in points per second, positive downward.
    ///   - detents: The resolved detents, smallest height first; must not be empty.
    ///   - containerHeight: The window's height, in points.
    ///   - safeAreaInsets: The window's safe-area insets, in points.
    public init(
        top: Double, velocity: Double, detents: [ResolvedDetent], containerHeight: Double,
        safeAreaInsets: EdgeInsets = .zero
    ) {
        self.top = top
        self.velocity = velocity
        self.detents = detents
        self.containerHeight = containerHeight
        self.safeAreaInsets = safeAreaInsets
    }

    /// The smallest detent (the lowest resting position), or `nil` when there are none.
    public var smallestDetent: ResolvedDetent? { detents.first }

    /// The largest detent (the highest resting position), or `nil` when there are none.
    public var largestDetent: ResolvedDetent? { detents.last }

    /// How far the card has travelled from its smallest detent towards the window's bottom:
    /// 0 at (or above) the smallest detent, 1 at the bottom edge.
    public var dismissalProgress: Double {
        guard let smallest = detents.first else { return 0 }
        let distance = containerHeight - smallest.top
        guard distance > 0 else { return top > smallest.top ? 1 : 0 }
        return min(max((top - smallest.top) / distance, 0), 1)
    }

    /// The detent whose top is nearest to `position`; ties go to the larger detent.
    ///
    /// - Parameter position: A top edge, in window points.
    /// - Returns: The nearest detent, or `nil` when there are none.
    public func nearestDetent(to position: Double) -> ResolvedDetent? {
        var best: ResolvedDetent?
        for detent in detents {
            if let current = best, abs(detent.top - position) > abs(current.top - position) {
                continue
            }
            best = detent
        }
        return best
    }
}
