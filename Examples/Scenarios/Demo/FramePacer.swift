import CardDeckViews
import Foundation

/// Shows printed frames in real time: waits until each frame's moment has come on a
/// `SystemClock`, slowed down by the options' time scale.
///
/// Only the executables use one, and only when standard output is a terminal; tests and
/// pipes print as fast as they can.
@MainActor
public final class FramePacer {
    /// How many real seconds one second of the tour lasts, > 0.
    public let timeScale: Double
    private let clock = SystemClock()
    private var origin: (tour: Double, wall: Double)?

    /// Creates a pacer.
    ///
    /// - Parameter timeScale: Real seconds per second of the tour; default 1. Values that are
    ///   not finite and positive count as 1.
    public init(timeScale: Double = 1) {
        self.timeScale = timeScale.isFinite && timeScale > 0 ? timeScale : 1
    }

    /// Starts again: the next frame is shown at once and sets the origin.
    public func reset() {
        origin = nil
    }

    /// Waits until the frame at `time` (seconds of the tour) is due.
    ///
    /// - Parameter time: The frame's time on the window's clock.
    public func wait(until time: Double) {
        guard let origin else {
            self.origin = (time, clock.now)
            return
        }
        let due = origin.wall + (time - origin.tour) * timeScale
        let delay = due - clock.now
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    }
}
