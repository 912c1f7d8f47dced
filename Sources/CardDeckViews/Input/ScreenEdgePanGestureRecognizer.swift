/// A pan that begins only near the window's edges: UIKit's
/// `UIScreenEdgePanGestureRecognizer`, used for the interactive pop.
///
/// The first touch must go down within ``edgeRegionWidth`` points of one of ``edges`` (window
/// coordinates), and the movement that crosses ``PanGestureRecognizer/minimumDistance`` must
/// point away from that edge, mostly across it; otherwise the recognizer fails.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges that start the pan; default none (the recognizer always fails).
    public var edges: RectEdge = []
    /// How close to an edge the touch must begin, in points; default 20, valid ≥ 0.
    public var edgeRegionWidth: Double = 20

    /// The edges the current touch began near.
    private var startingEdges: RectEdge = []

    /// Creates an edge pan recognizer with one action.
    ///
    /// - Parameters:
    ///   - edges: The window edges that start the pan.
    ///   - action: Called with the recognizer on each change of state.
    public convenience init(
        edges: RectEdge, action: @escaping (ScreenEdgePanGestureRecognizer) -> Void
    ) {
        self.init()
        self.edges = edges
        addTarget { recognizer in
            if let pan = recognizer as? ScreenEdgePanGestureRecognizer { action(pan) }
        }
    }

    /// Checks the first touch is near an edge; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch.
    open override func touchBegan(_ touch: Touch) {
        if numberOfTouches == 1 {
            startingEdges = Self.nearbyEdges(
                of: touch.locationInWindow, in: touch.window?.size, within: edgeRegionWidth
            )
            .intersection(edges)
            if startingEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchBegan(touch)
    }

    /// Clears the starting edge; a subclass overriding it must call `super`.
    open override func reset() {
        super.reset()
        startingEdges = []
    }

    override func acceptsBeginning(translation: Point) -> Bool {
        let across = abs(translation.x) >= abs(translation.y)
        return (startingEdges.contains(.left) && across && translation.x > 0)
            || (startingEdges.contains(.right) && across && translation.x < 0)
            || (startingEdges.contains(.top) && !across && translation.y > 0)
            || (startingEdges.contains(.bottom) && !across && translation.y < 0)
    }

    private static func nearbyEdges(of point: Point, in size: Size?, within width: Double)
        -> RectEdge
    {
        guard let size else { return [] }
        var result: RectEdge = []
        if point.x <= width { result.insert(.left) }
        if point.x >= size.width - width { result.insert(.right) }
        if point.y <= width { result.insert(.top) }
        if point.y >= size.height - width { result.insert(.bottom) }
        return result
    }
}
