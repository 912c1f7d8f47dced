/// The ring a window draws around the focused accessibility element while focus was moved by
/// keys or a screen reader: a border with no fill, in front of everything but the software
/// keyboard. Not hit-testable and not an accessibility element; hosts draw it like any node,
/// except a host whose pixels are coarser than the ring (the terminal's), which places it by
/// ``outset`` in whole pixels around the element.
package final class FocusRingView: ViewNode {
    /// How far the ring stands outside the element's frame, in points.
    package nonisolated static let outset = 3.0
    /// The ring's line width, in points.
    static let lineWidth = 2.0
    /// The ring's colour: the system blue.
    static let color = Color(red: 0, green: 0.478, blue: 1)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "focus.ring"
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        border = Border(width: Self.lineWidth, color: Self.color)
        cornerRadius = 4
    }

    /// The ring's frame around an element's frame, both in window coordinates (points).
    ///
    /// - Parameter frame: The element's presented frame.
    /// - Returns: The frame grown by ``outset`` on every side.
    static func frame(around frame: Rect) -> Rect {
        Rect(
            x: frame.minX - outset, y: frame.minY - outset, width: frame.width + 2 * outset,
            height: frame.height + 2 * outset)
    }
}
