import CardDeckViews

/// A card's state at the moment the finger lifts. Positions are in points along the card's
/// main axis from the far edge of its area, and velocities in points per second towards the
/// edge it is attached to: for a bottom card, window coordinates (y down) and downward
/// velocities; see <doc:EdgesAndDirection> for the other edges.
public struct ReleaseContext: Sendable, Equatable {
    /// The card's top edge: its far side, in points along its main axis.
    public var top: Double
    /// The card's velocity along its main axis, in points per second, positive towards its
    /// attached edge (downward for a bottom card). Finite.
    public var velocity: Double
    /// The resolved detents, ordered from the smallest height (largest `top`) to the largest.
    /// Never empty.
    public var detents: [ResolvedDetent]
    /// Where the card's area ends at its attached edge, in points along the main axis: the
    /// top at which the card is entirely off-screen (a bottom card's window height, less the
    /// keyboard it rises above).
    public var containerHeight: Double
    /// The safe-area insets of the card's area as the card sees them, in points: `top` is the
    /// inset at its far edge, `bottom` the one at its attached edge, `left` and `right` those
    /// across it. For a bottom card these are the window's insets.
    public var safeAreaInsets: EdgeInsets

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - top: The card's top edge, in points along its main axis.
    ///   - velocity: The velocity along the main axis, in points per second, positive
    ///     towards the attached edge.
    ///   - detents: The resolved detents, smallest height first; must not be empty.
    ///   - containerHeight: Where the area ends at the attached edge, in points.
    ///   - safeAreaInsets: The area's safe-area insets as the card sees them (`top` at the far
    ///     edge), in points; default none.
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

    /// How far the card has travelled from its smallest detent towards its attached edge:
    /// 0 at (or above) the smallest detent, 1 at ``containerHeight``.
    public var dismissalProgress: Double {
        guard let smallest = detents.first else { return 0 }
        let distance = containerHeight - smallest.top
        guard distance > 0 else { return top > smallest.top ? 1 : 0 }
        return min(max((top - smallest.top) / distance, 0), 1)
    }

    /// The detent whose top is nearest to `position`; ties go to the larger detent.
    ///
    /// - Parameter position: A top edge, in points along the main axis.
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
