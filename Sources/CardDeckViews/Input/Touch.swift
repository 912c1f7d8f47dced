/// A pointer that is down, as the window tracks it: CardDeck's `UITouch`.
///
/// A touch is hit-tested once, when it begins, against presented geometry; from then on it
/// belongs to the node it hit (``view``) and to the gesture recognizers of that node and its
/// ancestors, wherever the pointer moves, exactly as in UIKit.
@MainActor
public final class Touch {
    /// The pointer's identifier, from its ``PointerEvent``s.
    public let pointerID: Int
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The latest phase.
    @exclusivity(unchecked) public internal(set) var phase: PointerEvent.Phase
    /// The node hit when the touch began, or `nil` when it began outside every node.
    @exclusivity(unchecked) public private(set) weak var view: ViewNode?
    /// The window the touch belongs to.
    @exclusivity(unchecked) public private(set) weak var window: Window?
    /// The latest location, in window coordinates.
    @exclusivity(unchecked) public internal(set) var locationInWindow: Point
    /// The location before the latest event, in window coordinates.
    @exclusivity(unchecked) public internal(set) var previousLocationInWindow: Point
    /// Where the touch began, in window coordinates.
    public let initialLocationInWindow: Point
    /// The time of the latest event, in seconds on the window clock's time base.
    @exclusivity(unchecked) public internal(set) var timestamp: Double

    /// The recognizers the touch is delivered to: the hit node's first, then each ancestor's,
    /// each node's in the order they were added.
    @exclusivity(unchecked) var gestureRecognizers: [GestureRecognizer] = []
    private let liveObject = LiveObjects.Token(.touch)

    init(event: PointerEvent, view: ViewNode?, window: Window) {
        pointerID = event.pointerID
        phase = event.phase
        self.view = view
        self.window = window
        locationInWindow = event.location
        previousLocationInWindow = event.location
        initialLocationInWindow = event.location
        timestamp = event.timestamp
    }

    /// The latest location in a node's coordinates.
    ///
    /// - Parameter node: The node, or `nil` for window coordinates.
    /// - Returns: The location, converted with model geometry as `ViewNode.convert` does.
    public func location(in node: ViewNode?) -> Point {
        node?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The location before the latest event in a node's coordinates.
    ///
    /// - Parameter node: The node, or `nil` for window coordinates.
    /// - Returns: The previous location.
    public func previousLocation(in node: ViewNode?) -> Point {
        node?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}
