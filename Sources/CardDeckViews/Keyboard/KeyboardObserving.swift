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

/// A keyboard observer that also hears when the first responder changes while the keyboard's
/// frame stays (focus moves between fields under a keyboard that stays up), which moves no
/// keyboard and so tells ``KeyboardObserving`` nothing.
@MainActor
package protocol FirstResponderObserving: KeyboardObserving {
    /// The first responder changed and the keyboard did not move; called inside an animation
    /// with the keyboard's curve and duration, so that what moves in answer moves as the
    /// keyboard would.
    func keyboardFirstResponderDidChange()
}
