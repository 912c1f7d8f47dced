/// One piece of input that reached a window: what a recording of a live session is made of.
public enum WindowInput: Hashable, Sendable {
    /// A pointer event, as sent to `Window.send(_:)`; its timestamp says when it happened.
    case pointer(PointerEvent)
    /// A key press, as sent to `Window.send(_:)`, at a time on the window clock (seconds):
    /// keys take effect when they are sent.
    case key(KeyPress, time: Double)
    /// A resize, as `Window.resize(to:safeAreaInsets:)` made it, at a time on the window clock
    /// (seconds).
    case resize(Size, safeAreaInsets: EdgeInsets, time: Double)

    /// When the input happened, in seconds on the window clock's time base.
    public var time: Double {
        switch self {
        case .pointer(let event): event.timestamp
        case .key(_, let time), .resize(_, _, let time): time
        }
    }
}
