/// A scroll view's motion while no finger moves it: both axes and what the frame loop last
/// wrote, so a change made by someone else can be noticed and continued from.
struct ScrollMotion {
    /// Why the content is moving.
    enum Kind: Equatable {
        /// After a release (or a touch lifting from content past an edge): the scroll view is
        /// decelerating, and ``ScrollViewObserver/scrollViewDidEndDecelerating(_:)`` follows.
        case deceleration
        /// ``ScrollView/setContentOffset(_:animated:)``;
        /// ``ScrollViewObserver/scrollViewDidEndScrollingAnimation(_:)`` follows.
        case animation
    }

    /// Why the content is moving.
    let kind: Kind
    /// The horizontal motion of the content offset.
    var x: ScrollAxisMotion
    /// The vertical motion of the content offset.
    var y: ScrollAxisMotion
    /// The time the offset was last written for, in seconds.
    var lastTime: Double
    /// The offset last written, in points.
    var lastWritten: Point

    /// Whether neither axis has anything to do.
    var isResting: Bool { x.isResting && y.isResting }

    /// Where both axes come to rest once every phase has run, in points.
    var finalOffset: Point {
        var x = self.x
        var y = self.y
        x.advance(to: .infinity)
        y.advance(to: .infinity)
        return Point(x: x.restPosition, y: y.restPosition)
    }
}
