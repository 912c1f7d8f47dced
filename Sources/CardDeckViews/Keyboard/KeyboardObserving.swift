/// An object that follows the keyboard: what `UIResponder.keyboardWillChangeFrameNotification`
/// tells in UIKit. Register with ``Window/addKeyboardObserver(_:)``.
@MainActor
public protocol KeyboardObserving: AnyObject {
    /// The keyboard is about to move: to show, to hide, or to another frame.
    ///
    /// Called before the keyboard's own animation starts; changes made here inside a
    /// ``PropertyAnimator`` built from ``KeyboardFrameChange/timingParameters`` and
    /// ``KeyboardFrameChange/animationDuration`` move alongside the keyboard.
    ///
    /// - Parameter change: Where the keyboard was and where it goes, and how.
    func keyboardWillChangeFrame(_ change: KeyboardFrameChange)
}
