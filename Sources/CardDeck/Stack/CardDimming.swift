/// How a card's dimmer follows the card: clear with the card's top at or below ``clearTop``,
/// at ``maximumAlpha`` at or above ``fullTop``, linear between.
struct CardDimming: Equatable, Sendable {
    /// The dimmer's greatest alpha, 0…1; 0 means the card never dims.
    var maximumAlpha: Double
    /// The top (points, y down) at and below which the dimmer is clear.
    var clearTop: Double
    /// The top (points, y down) at and above which the dimmer is at ``maximumAlpha``.
    var fullTop: Double

    /// A dimmer that never shows.
    static let none = CardDimming(maximumAlpha: 0, clearTop: 0, fullTop: 0)

    /// The dimming of a card with these detents in a stack whose bottom edge is at `bottom`:
    /// from clear with the card off-screen to full at its smallest detent; with a largest
    /// undimmed detent, from clear at that detent to full at the next larger one (never, when
    /// it is the largest).
    ///
    /// - Parameters:
    ///   - maximumAlpha: The configuration's maximum dimming alpha.
    ///   - detents: The resolved detents, smallest first.
    ///   - largestUndimmed: The configuration's largest undimmed detent, if any.
    ///   - bottom: The stack's bottom edge, in points.
    init(
        maximumAlpha: Double, detents: [ResolvedDetent],
        largestUndimmed: CardDetent.Identifier?, bottom: Double
    ) {
        guard maximumAlpha > 0, let smallest = detents.first else {
            self = .none
            return
        }
        if let undimmed = largestUndimmed,
            let index = detents.firstIndex(where: { $0.identifier == undimmed })
        {
            guard index + 1 < detents.count else {
                self = .none
                return
            }
            self.init(
                maximumAlpha: maximumAlpha, clearTop: detents[index].top,
                fullTop: detents[index + 1].top)
        } else {
            self.init(maximumAlpha: maximumAlpha, clearTop: bottom, fullTop: smallest.top)
        }
    }

    init(maximumAlpha: Double, clearTop: Double, fullTop: Double) {
        self.maximumAlpha = maximumAlpha
        self.clearTop = clearTop
        self.fullTop = fullTop
    }

    /// The dimmer's alpha with the card's top at `top` (points, y down).
    func alpha(top: Double) -> Double {
        guard maximumAlpha > 0 else { return 0 }
        guard clearTop > fullTop else { return top < clearTop ? maximumAlpha : 0 }
        return maximumAlpha * min(max((clearTop - top) / (clearTop - fullTop), 0), 1)
    }
}
