/// A node whose value an assistive technology steps, as UIKit's `accessibilityIncrement()`
/// and `accessibilityDecrement()` on an element with the ``AccessibilityTraits/adjustable``
/// trait: VoiceOver's swipe up and down, the arrow keys on the focused element
/// (``WindowAccessibility/incrementFocusedElement()``), a web page's slider.
///
/// A protocol rather than methods on ``ViewNode``: few nodes adjust, and a card's grabber
/// moving between detents is the one the package has.
@MainActor
public protocol AccessibilityAdjustable: ViewNode {
    /// Steps the value up (a swipe up, the Up or Right arrow key).
    ///
    /// - Returns: Whether the value changed; `false` at the largest value.
    func accessibilityIncrement() -> Bool

    /// Steps the value down (a swipe down, the Down or Left arrow key).
    ///
    /// - Returns: Whether the value changed; `false` at the smallest value.
    func accessibilityDecrement() -> Bool

    /// Where the value sits among the values it steps through, for a host that shows a
    /// number (a web slider's `aria-valuenow` of `aria-valuemin` 1 to `aria-valuemax`
    /// `count`): `index` from 0 to `count` − 1; `nil` (the default) when the values have no
    /// count.
    var accessibilityValuePosition: (index: Int, count: Int)? { get }
}

extension AccessibilityAdjustable {
    /// No count: `nil`.
    public var accessibilityValuePosition: (index: Int, count: Int)? { nil }
}
