import CardDeckMotion

/// One move of the keyboard, as UIKit's keyboard notifications carry it
/// (`keyboardFrameBeginUserInfoKey`, `keyboardFrameEndUserInfoKey`,
/// `keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`).
public struct KeyboardFrameChange: Sendable {
    /// The keyboard's frame before the change, in window coordinates (points). A hidden
    /// keyboard sits just below the window's bottom edge, as in UIKit.
    public var frameBegin: Rect
    /// The keyboard's frame after the change, in window coordinates (points).
    public var frameEnd: Rect
    /// How long the keyboard's move takes, in seconds, ≥ 0; 0.25 for the window's software
    /// keyboard (what UIKit's notifications report).
    public var animationDuration: Double
    /// Whether the keyboard shows after the change (`keyboardWillShow`) rather than hides
    /// (`keyboardWillHide`).
    public var isShowing: Bool

    /// The curve the keyboard moves with: ease-in-out over ``animationDuration``.
    ///
    /// UIKit's keyboard uses a private curve; CardDeck uses the standard ease-in-out so that
    /// an animation built from these parameters moves exactly with the drawn keyboard.
    public var timingParameters: TimingParameters {
        .curve(CubicBezierCurve.easeInOut, duration: animationDuration)
    }

    /// The height the keyboard covers of a rectangle, in points: how far `rect` (in window
    /// coordinates) overlaps the keyboard's end frame from below, ≥ 0.
    ///
    /// - Parameter rect: A rectangle in window coordinates.
    /// - Returns: The overlap in points; 0 when the keyboard hides or misses the rectangle.
    public func overlap(with rect: Rect) -> Double {
        guard isShowing, frameEnd.minX < rect.maxX, frameEnd.maxX > rect.minX else { return 0 }
        return max(min(rect.maxY, frameEnd.maxY) - max(rect.minY, frameEnd.minY), 0)
    }
}
