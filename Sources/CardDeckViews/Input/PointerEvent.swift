/// One step of one pointer (a finger or a mouse button held down), in window coordinates:
/// what a host renderer or a test sends to ``Window/send(_:)-(PointerEvent)``.
///
/// A pointer's events form a sequence: one ``Phase-swift.enum/began``, any number of
/// ``Phase-swift.enum/moved``, then one ``Phase-swift.enum/ended`` or
/// ``Phase-swift.enum/cancelled``. Several pointers may be down at once; each has its own
/// ``pointerID``. How the window treats a sequence that breaks these rules is documented on
/// ``Window/send(_:)-(PointerEvent)``.
public struct PointerEvent: Hashable, Sendable {
    /// Where a pointer is in its sequence, like `UITouch.Phase`.
    public enum Phase: Hashable, Sendable {
        /// The pointer went down.
        case began
        /// The pointer moved while down.
        case moved
        /// The pointer was lifted.
        case ended
        /// The system took the pointer away (for example, the host lost focus).
        case cancelled
    }

    /// Which pointer this is; any integer, unique among the pointers down at the same time.
    public var pointerID: Int
    /// Where the pointer is in its sequence.
    public var phase: Phase
    /// The pointer's location in window coordinates, in points.
    public var location: Point
    /// When the event happened, in seconds on the window clock's time base.
    public var timestamp: Double

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - pointerID: Which pointer; default 0.
    ///   - phase: Where the pointer is in its sequence.
    ///   - location: The location in window coordinates, in points.
    ///   - timestamp: The time in seconds on the window clock's time base.
    public init(pointerID: Int = 0, phase: Phase, location: Point, timestamp: Double) {
        self.pointerID = pointerID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
