/// The questions a ``GestureRecognizer`` asks before it recognizes, like
/// `UIGestureRecognizerDelegate`.
///
/// Every method has a default implementation that gives UIKit's default answer, so a delegate
/// implements only what it needs.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave ``GestureRecognizer/State-swift.enum/possible`` and
    /// begin (or recognize). Returning `false` makes it fail. Default `true`.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether the recognizer and `other` may both be recognized for the same touches.
    /// Either recognizer's delegate answering `true` is enough. Default `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - other: The other recognizer.
    /// - Returns: Whether both may recognize at once.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// Whether the recognizer must wait for `other` to fail before it begins. Default `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would wait.
    ///   - other: The recognizer that would have to fail.
    /// - Returns: Whether the recognizer requires `other` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool

    /// Whether `other` must wait for the recognizer to fail before it begins. Default `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would have to fail.
    ///   - other: The recognizer that would wait.
    /// - Returns: Whether `other` requires the recognizer to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool

    /// Whether the recognizer receives a touch that has just begun. Default `true`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The new touch.
    /// - Returns: Whether to deliver the touch to the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns `true`: recognizers begin unless told otherwise.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        true
    }

    /// Returns `false`: recognizers are exclusive unless told otherwise.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - other: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        false
    }

    /// Returns `false`: no failure requirement.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would wait.
    ///   - other: The recognizer that would have to fail.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool {
        false
    }

    /// Returns `false`: no failure requirement.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would have to fail.
    ///   - other: The recognizer that would wait.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool {
        false
    }

    /// Returns `true`: every touch is delivered.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The new touch.
    /// - Returns: `true`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
    ) -> Bool {
        true
    }
}
