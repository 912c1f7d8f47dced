/// An object that moves something by itself, frame by frame, in the window's motion phase:
/// a scroll view decelerating, bouncing or scrolling to an offset.
///
/// A ticker registers with ``Window/addTicker(_:)`` while it has motion to run and removes
/// itself with ``Window/removeTicker(_:)`` when the motion settles or stops. Tickers run in the
/// order they were added, before property animators. A ticker evaluates its motion in closed
/// form at the time it is given, so the frame rate never changes where it lands.
@MainActor
package protocol FrameTicking: AnyObject {
    /// Moves to where the motion is at `time`.
    ///
    /// - Parameter time: The frame's time, in seconds on the window clock's time base.
    func tick(at time: Double)

    /// Called after the property animators ran in the same frame, when presented values are
    /// current; default does nothing. Observe motion here rather than in ``tick(at:)``.
    ///
    /// - Parameter time: The frame's time, in seconds on the window clock's time base.
    func didRunMotion(at time: Double)
}

extension FrameTicking {
    package func didRunMotion(at time: Double) {}
}
