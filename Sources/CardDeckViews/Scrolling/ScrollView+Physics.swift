import CardDeckMotion

extension ScrollView {
    /// How stiffly content stretches when dragged past an edge: `RubberBand`'s coefficient,
    /// UIKit's 0.55 (unitless). The dimension is the visible size along the drag, so a 100 pt
    /// overscroll on an 844 pt tall scroll view shows 51.64 pt and no drag shows more than
    /// 844 pt.
    public nonisolated static let rubberBandCoefficient = RubberBand.defaultCoefficient

    /// The spring that bounces content off an edge and brings stretched content back:
    /// response 0.4 s, damping ratio 1 (critically damped: stiffness 246.74, damping 31.42 at
    /// mass 1).
    ///
    /// Critical damping never oscillates around the edge, as UIKit's bounce does not. A
    /// release 51.64 pt past the edge (a 100 pt pull on an 844 pt view) returns to within a
    /// third of a pixel in about 0.5 s, UIKit's bounce-back time; a coast that meets the edge
    /// at v points per second overshoots by v · 0.4 / (2πe) ≈ v · 0.0234 s (23 pt at
    /// 1,000 pt/s) before it settles on the edge.
    public nonisolated static let bounceSpring = Spring(response: 0.4, dampingRatio: 1)

    /// How long ``ScrollView/setContentOffset(_:animated:)`` animates, in seconds: 0.3.
    public nonisolated static let scrollAnimationDuration = 0.3

    /// The timing curve of ``ScrollView/setContentOffset(_:animated:)``: ease-in-out.
    public nonisolated static let scrollAnimationCurve = CubicBezierCurve.easeInOut
}
