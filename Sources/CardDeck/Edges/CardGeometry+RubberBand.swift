import CardDeckMotion

extension CardGeometry {
    /// The top the card shows for a finger at `fingerTop`: 1:1 between the detents, a rubber
    /// band above the largest (or a stop), and below the smallest either the interactive
    /// dismissal (1:1 too) or a rubber band when dismissal is refused.
    ///
    /// The band above the largest detent ranges over the space above it, so however far the
    /// finger goes the card approaches the area's far edge and never passes it.
    ///
    /// - Parameters:
    ///   - fingerTop: Where the finger has the card's top.
    ///   - dismissible: Whether a drag below the smallest detent follows the finger.
    ///   - stopsAtLargest: Whether the card stops at its largest detent even when it bounces
    ///     (a scroll view takes the movement from there).
    /// - Returns: The card's top on screen.
    func displayedTop(forFingerTop fingerTop: Double, dismissible: Bool, stopsAtLargest: Bool)
        -> Double
    {
        guard let smallest = detents.first?.top, let largest = detents.last?.top else {
            return fingerTop
        }
        if fingerTop < largest {
            guard bouncesAboveLargestDetent, !stopsAtLargest else { return largest }
            return largest - RubberBand.offset(for: largest - fingerTop, dimension: bandRangeAbove)
        }
        if fingerTop <= smallest || dismissible { return fingerTop }
        return smallest + RubberBand.offset(for: fingerTop - smallest, dimension: bandRangeBelow)
    }

    /// How far the rubber band above the largest detent can stretch: the space above it, so
    /// the card never passes the area's far edge.
    var bandRangeAbove: Double { max(detents.last?.top ?? 0, 0) }

    /// How far the rubber band below the smallest detent (a refused dismissal) can stretch:
    /// the area's length.
    var bandRangeBelow: Double { max(cardSpaceArea.height, 0) }

    /// How fast the card moves on screen when the finger moves at `velocity` with the drag at
    /// `fingerTop`: the finger's speed between the detents, slowed by the band's slope where
    /// the card is rubber-banded, and 0 where it is held at its largest detent or still moving
    /// outwards in a band. A release carries this velocity into the spring, so a card let go
    /// in a band comes back from where it was, without being thrown further out.
    func displayedVelocity(_ velocity: Double, forFingerTop fingerTop: Double) -> Double {
        guard let smallest = detents.first?.top, let largest = detents.last?.top else {
            return velocity
        }
        if fingerTop < largest {
            // Still moving out of the band, the card returns from where it was let go.
            guard bouncesAboveLargestDetent, velocity > 0 else { return 0 }
            return velocity
                * RubberBand.slope(for: largest - fingerTop, dimension: bandRangeAbove)
        }
        if fingerTop <= smallest { return velocity }
        guard velocity < 0 else { return 0 }
        return velocity
            * RubberBand.slope(for: fingerTop - smallest, dimension: bandRangeBelow)
    }

    /// Where the finger would be for the card to show at `top`: the inverse of
    /// ``displayedTop(forFingerTop:dismissible:stopsAtLargest:)``, so catching a rubber-banded
    /// card does not make it jump. A card beyond the band's reach (a bouncy spring's overshoot)
    /// is taken at the band's far end.
    func fingerTop(forDisplayedTop top: Double) -> Double {
        guard let smallest = detents.first?.top, let largest = detents.last?.top else {
            return top
        }
        if top < largest, bouncesAboveLargestDetent {
            let dimension = bandRangeAbove
            let offset = min(largest - top, dimension * 0.999)
            return largest - RubberBand.overscroll(for: offset, dimension: dimension)
        }
        if top > smallest, !allowsInteractiveDismissal {
            let dimension = bandRangeBelow
            let offset = min(top - smallest, dimension * 0.999)
            return smallest + RubberBand.overscroll(for: offset, dimension: dimension)
        }
        return top
    }
}
