import CardDeckViews

/// Where a card is on screen, and where that is among its detents: what its delegate hears
/// every frame the card moves.
public struct CardPosition: Sendable, Equatable {
    /// The card's presented frame, in window points.
    public var frame: Rect
    /// Where the card's top is among its detents, as a fractional index into
    /// ``CardPresentationController/detents``: 0 at (or below) the smallest detent, 1 at the
    /// next, up to `detents.count − 1` at (or above) the largest; linear between two detents.
    public var detentProgress: Double
    /// How far the card is towards dismissal: 0 at or above its smallest detent, 1 with its
    /// top at its attached edge (off screen: the window's bottom for a bottom card); linear
    /// between. A card being presented
    /// goes from 1 to 0, one being dismissed from 0 to 1.
    public var dismissalProgress: Double

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - frame: The presented frame, in window points.
    ///   - detentProgress: The fractional detent index, 0…`detents.count − 1`.
    ///   - dismissalProgress: The progress towards dismissal, 0…1.
    public init(frame: Rect, detentProgress: Double, dismissalProgress: Double) {
        self.frame = frame
        self.detentProgress = detentProgress
        self.dismissalProgress = dismissalProgress
    }

    /// The position of a bottom card whose presented frame is `frame`, given its detents
    /// (smallest first) and the window's height (points).
    init(frame: Rect, detents: [ResolvedDetent], windowHeight: Double) {
        // A bottom card's space does not depend on the window's width.
        let window = CardEdgeMapping(
            edge: .bottom, area: Rect(x: 0, y: 0, width: 0, height: windowHeight))
        self.init(
            frame: frame, top: window.toCardSpace(frame).minY, detents: detents,
            bottom: window.cardSpaceArea.maxY)
    }

    /// The position of a card whose presented frame is `frame` in the window and `presented`
    /// in its superview, in `geometry` with `detents`.
    init(frame: Rect, presented: Rect, in geometry: CardGeometry, detents: [ResolvedDetent]) {
        self.init(
            frame: frame, top: geometry.edgeMapping.toCardSpace(presented).minY,
            detents: detents, bottom: geometry.cardBottom)
    }

    /// The position of a card whose presented frame is `frame` and whose top is `top`, given
    /// its detents and its attached edge `bottom` (both along its main axis, as
    /// ``CardSpaceRect/minY``).
    init(frame: Rect, top: Double, detents: [ResolvedDetent], bottom: Double) {
        var index = 0.0
        if let largest = detents.last, top <= largest.top {
            index = Double(detents.count - 1)
        } else {
            for position in detents.indices.dropLast() {
                let lower = detents[position].top
                let upper = detents[position + 1].top
                guard top < lower else { break }
                index = Double(position)
                if top >= upper, lower > upper {
                    index += (lower - top) / (lower - upper)
                    break
                }
            }
        }
        var dismissal = 0.0
        if let smallest = detents.first, top > smallest.top {
            let distance = bottom - smallest.top
            dismissal = distance > 0 ? min((top - smallest.top) / distance, 1) : 1
        }
        self.init(frame: frame, detentProgress: index, dismissalProgress: dismissal)
    }
}
