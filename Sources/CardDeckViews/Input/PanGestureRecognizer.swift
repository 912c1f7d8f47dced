import CardDeckMotion

/// A continuous recognizer for dragging: UIKit's `UIPanGestureRecognizer`.
///
/// The pan begins once the touches' centroid has moved ``minimumDistance`` points from where
/// it went down, optionally only along one ``axis``. ``translation(in:)`` is measured from
/// where the touches went down, so content moved by it stays under the finger (as in UIKit the
/// first `began` already carries the distance travelled). Fingers joining or leaving re-base
/// the centroid, so the translation never jumps. ``velocity(in:)`` comes from a
/// `VelocityTracker` (least squares over the latest 100 ms) fed with each event's timestamp;
/// after the pan ends it reports the release velocity until the next gesture.
///
/// The release velocity follows the pointer's motion before the lift. A lift reported at the
/// position of the last motion (what terminal mice and many touch screens send) adds no
/// sample, so a finger lifted while moving keeps its speed; a finger that rested more than the
/// tracker's pause threshold (40 ms) before lifting releases at 0, as in UIKit.
open class PanGestureRecognizer: GestureRecognizer {
    /// A direction a pan may be limited to.
    public enum Axis: Hashable, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// How far the touches must move before the pan begins, in points; default 10, valid
    /// ≥ 0. Negative or NaN values are ignored with a warning.
    public var minimumDistance: Double {
        get { distanceToBegin }
        set {
            guard newValue >= 0 else {
                Diagnostics.warn("PanGestureRecognizer: ignored minimumDistance \(newValue)")
                return
            }
            distanceToBegin = newValue
        }
    }

    /// The only direction the pan may begin in, or `nil` for any; default `nil`. With an axis,
    /// a movement that crosses ``minimumDistance`` mostly along the other axis fails the pan,
    /// leaving the touches to other recognizers.
    public var axis: Axis?
    /// The fewest touches that may begin the pan; default 1, valid ≥ 1.
    public var minimumNumberOfTouches: Int {
        get { touchesToBegin }
        set { touchesToBegin = newValue }
    }
    /// The most touches the pan follows; default `Int.max`. Extra touches are ignored.
    public var maximumNumberOfTouches = Int.max

    // The stored settings the per-frame path reads: private, so they carry no runtime
    // exclusivity checks.
    private var distanceToBegin = 10.0
    private var touchesToBegin = 1
    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// Where the re-based centroid was when the translation was zero, in window coordinates.
    @exclusivity(unchecked) private var origin = Point.zero
    /// The sum of centroid jumps caused by touches joining or leaving.
    @exclusivity(unchecked) private var jumps = Point.zero
    @exclusivity(unchecked) private var trackerX = VelocityTracker()
    @exclusivity(unchecked) private var trackerY = VelocityTracker()
    @exclusivity(unchecked) private var releaseVelocity: Point?

    /// Creates a pan recognizer with one action.
    ///
    /// - Parameter action: Called with the recognizer on each change of state.
    public convenience init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget { recognizer in
            if let pan = recognizer as? PanGestureRecognizer { action(pan) }
        }
    }

    /// The touches' movement since they went down (or since ``setTranslation(_:in:)``).
    ///
    /// - Parameter node: The node whose coordinate space the vector is measured in, or `nil`
    ///   for the window's.
    /// - Returns: The translation in points.
    public func translation(in node: ViewNode?) -> Point {
        Self.vector(translationInWindow, in: node)
    }

    /// Redefines the current translation; later translations continue from it.
    ///
    /// - Parameters:
    ///   - translation: The translation to report now, in `node`'s coordinates. A non-finite
    ///     value is ignored with a warning.
    ///   - node: The node whose coordinate space `translation` is in, or `nil` for the window.
    public func setTranslation(_ translation: Point, in node: ViewNode?) {
        guard translation.isFinite else {
            Diagnostics.warn("PanGestureRecognizer: ignored setTranslation(\(translation))")
            return
        }
        let inWindow = Self.windowVector(translation, from: node)
        origin = rebasedCentroid - inWindow
    }

    /// The touches' velocity, in points per second; after the pan ends, the release velocity.
    ///
    /// - Parameter node: The node whose coordinate space the vector is in, or `nil` for the
    ///   window's.
    /// - Returns: The velocity in points per second.
    public func velocity(in node: ViewNode?) -> Point {
        let velocity =
            releaseVelocity
            ?? Point(x: trackerX.velocity(at: currentTime), y: trackerY.velocity(at: currentTime))
        return Self.vector(velocity, in: node)
    }

    /// The translation in window coordinates.
    var translationInWindow: Point { rebasedCentroid - origin }

    /// The centroid minus the jumps from touches joining or leaving: a continuous path.
    private var rebasedCentroid: Point { locationInWindow - jumps }

    /// Whether a movement of `translation` (window coordinates) may begin the pan.
    func acceptsBeginning(translation: Point) -> Bool {
        switch axis {
        case nil: true
        case .horizontal: abs(translation.x) >= abs(translation.y)
        case .vertical: abs(translation.y) >= abs(translation.x)
        }
    }

    /// Handles a new touch; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch.
    open override func touchBegan(_ touch: Touch) {
        if numberOfTouches > maximumNumberOfTouches {
            ignore(touch)
            return
        }
        if numberOfTouches == 1 {
            origin = touch.locationInWindow
            jumps = .zero
            trackerX.reset()
            trackerY.reset()
            releaseVelocity = nil
        } else {
            let count = Double(numberOfTouches)
            let before = (locationInWindow.scaled(by: count) - touch.locationInWindow)
                .scaled(by: 1 / (count - 1))
            jumps = jumps + (locationInWindow - before)
        }
        sample(at: touch.timestamp)
    }

    /// Follows a moved touch; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch.
    open override func touchMoved(_ touch: Touch) {
        sample(at: touch.timestamp)
        let translation = translationInWindow
        if state == .possible {
            guard numberOfTouches >= max(minimumNumberOfTouches, 1),
                translation.magnitudeSquared >= minimumDistance * minimumDistance
            else { return }
            state = acceptsBeginning(translation: translation) ? .began : .failed
        } else if state.isActive {
            state = .changed
        }
    }

    /// Handles a lifted touch; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch, no longer counted.
    open override func touchEnded(_ touch: Touch) {
        leave(touch, cancelled: false)
    }

    /// Handles a cancelled touch; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch, no longer counted.
    open override func touchCancelled(_ touch: Touch) {
        leave(touch, cancelled: true)
    }

    /// Clears the gesture; a subclass overriding it must call `super`.
    open override func reset() {
        origin = .zero
        jumps = .zero
        trackerX.reset()
        trackerY.reset()
        releaseVelocity = nil
    }

    private func leave(_ touch: Touch, cancelled: Bool) {
        if numberOfTouches > 0 {
            let count = Double(numberOfTouches)
            let before = (locationInWindow.scaled(by: count) + touch.locationInWindow)
                .scaled(by: 1 / (count + 1))
            jumps = jumps + (locationInWindow - before)
            return
        }
        // The last touch. A lift where the last motion was reported adds nothing to the path:
        // pointers that report the lift as a repeat of the last position (a terminal's mouse,
        // many touch screens) would otherwise read as a stop. As Android's VelocityTracker
        // leaves the lift out, the release keeps the velocity of the motion before it, unless
        // the pointer rested longer than the tracker's pause threshold first.
        let point = touch.locationInWindow - jumps
        if !repeatsLatestSample(point) {
            trackerX.addSample(time: touch.timestamp, position: point.x)
            trackerY.addSample(time: touch.timestamp, position: point.y)
        }
        if cancelled {
            state = state.isActive ? .cancelled : .failed
        } else if state.isActive || pendingState != nil {
            releaseVelocity = Point(
                x: trackerX.velocity(at: touch.timestamp),
                y: trackerY.velocity(at: touch.timestamp))
            state = .ended
        } else {
            state = .failed
        }
    }

    /// Whether a point is where the newest velocity sample already puts the path.
    private func repeatsLatestSample(_ point: Point) -> Bool {
        guard let x = trackerX.latestPosition, let y = trackerY.latestPosition else {
            return false
        }
        return abs(point.x - x) <= Self.liftTolerance && abs(point.y - y) <= Self.liftTolerance
    }

    /// How close to the last motion a lift counts as reported at the same place, in points:
    /// 0.001, far below any pointer's resolution.
    static let liftTolerance = 0.001

    private func ignore(_ touch: Touch) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    private func sample(at time: Double) {
        let point = rebasedCentroid
        trackerX.addSample(time: time, position: point.x)
        trackerY.addSample(time: time, position: point.y)
    }

    /// A window-space vector in a node's coordinate space.
    static func vector(_ vector: Point, in node: ViewNode?) -> Point {
        guard let node else { return vector }
        return node.convert(vector, from: nil) - node.convert(.zero, from: nil)
    }

    /// A vector in a node's coordinate space, in window space.
    static func windowVector(_ vector: Point, from node: ViewNode?) -> Point {
        guard let node else { return vector }
        return node.convert(vector, to: nil) - node.convert(.zero, to: nil)
    }
}
