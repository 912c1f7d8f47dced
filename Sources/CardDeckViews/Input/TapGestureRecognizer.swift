/// A discrete recognizer for taps: UIKit's `UITapGestureRecognizer`.
///
/// Recognized when the last finger of the ``numberOfTapsRequired``-th tap lifts, provided each
/// tap had exactly ``numberOfTouchesRequired`` fingers down together and no finger moved more
/// than ``allowableMovement`` from where it went down. With several taps required, each next
/// tap must begin within ``maximumTapInterval`` seconds of the previous lift and within
/// ``maximumTapSeparation`` points of the first tap, or the recognizer fails.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps recognize the gesture; default 1, valid ≥ 1 (smaller values act as 1).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs; default 1, valid ≥ 1 (smaller values act as 1).
    public var numberOfTouchesRequired = 1
    /// How far a finger may move during a tap, in points; default 10, valid ≥ 0.
    public var allowableMovement: Double = 10
    /// The longest pause between one tap's lift and the next tap, in seconds; default 0.35.
    public var maximumTapInterval: Double = 0.35
    /// How far later taps may land from the first, in points; default 45.
    public var maximumTapSeparation: Double = 45

    private var tapsCompleted = 0
    private var mostTouchesThisTap = 0
    private var firstTapLocation: Point?

    /// A tap recognizer is discrete: it goes straight from `possible` to `recognized`.
    open override var isDiscrete: Bool { true }

    /// Creates a tap recognizer with one action.
    ///
    /// - Parameter action: Called with the recognizer when the tap is recognized.
    public convenience init(action: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget { recognizer in
            if let tap = recognizer as? TapGestureRecognizer { action(tap) }
        }
    }

    /// Counts a finger; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch.
    open override func touchBegan(_ touch: Touch) {
        if timerDeadline != nil {
            // The next tap of a multi-tap gesture.
            timerDeadline = nil
        }
        if let first = firstTapLocation,
            (touch.locationInWindow - first).magnitudeSquared
                > maximumTapSeparation * maximumTapSeparation
        {
            state = .failed
            return
        }
        mostTouchesThisTap = max(mostTouchesThisTap, numberOfTouches)
        if numberOfTouches > max(numberOfTouchesRequired, 1) { state = .failed }
    }

    /// Fails when a finger strays; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch.
    open override func touchMoved(_ touch: Touch) {
        let moved = touch.locationInWindow - touch.initialLocationInWindow
        if moved.magnitudeSquared > allowableMovement * allowableMovement { state = .failed }
    }

    /// Completes a tap when the last finger lifts; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch, no longer counted.
    open override func touchEnded(_ touch: Touch) {
        guard numberOfTouches == 0 else { return }
        guard mostTouchesThisTap == max(numberOfTouchesRequired, 1) else {
            state = .failed
            return
        }
        tapsCompleted += 1
        mostTouchesThisTap = 0
        if firstTapLocation == nil { firstTapLocation = touch.locationInWindow }
        if tapsCompleted >= max(numberOfTapsRequired, 1) {
            state = .recognized
        } else {
            scheduleTimer(after: maximumTapInterval)
        }
    }

    /// A cancelled finger fails the tap; a subclass overriding it must call `super`.
    ///
    /// - Parameter touch: The touch, no longer counted.
    open override func touchCancelled(_ touch: Touch) {
        state = .failed
    }

    /// The next tap did not come in time.
    open override func timerDidFire() {
        state = .failed
    }

    /// Clears the tap count; a subclass overriding it must call `super`.
    open override func reset() {
        tapsCompleted = 0
        mostTouchesThisTap = 0
        firstTapLocation = nil
    }
}
