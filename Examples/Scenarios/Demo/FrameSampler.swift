import CardDeckViews

/// A host renderer that picks the frames to show: the first commit at or after every multiple
/// of ``interval``, and on ``flush(in:)`` the latest commit if it was skipped, so the frame a
/// step ends on is always shown. The caller draws the frames it is handed.
///
/// A window commits only frames in which something changed, so a still screen prints nothing.
@MainActor
final class FrameSampler: HostRenderer {
    /// Seconds of window time between printed frames, > 0.
    let interval: Double
    /// Called with the window and the time of the commit being shown.
    private let sample: (Window, Double) -> Void
    private var nextTime: Double
    private var skippedCommitTime: Double?

    /// Creates a sampler.
    ///
    /// - Parameters:
    ///   - interval: Seconds between printed frames, > 0.
    ///   - start: The window's time now; the first commit at or after it is shown.
    ///   - sample: Called for each frame shown, with the window and the commit's time.
    init(interval: Double, start: Double, sample: @escaping (Window, Double) -> Void) {
        self.interval = interval
        self.sample = sample
        nextTime = start
    }

    func apply(_ mutations: [Mutation], in window: Window) {
        if window.time + 1e-9 >= nextTime {
            show(window, at: window.time)
        } else {
            skippedCommitTime = window.time
        }
    }

    /// Shows the latest commit if it was skipped.
    ///
    /// - Parameter window: The window.
    func flush(in window: Window) {
        if let time = skippedCommitTime { show(window, at: time) }
    }

    private func show(_ window: Window, at time: Double) {
        skippedCommitTime = nil
        sample(window, time)
        nextTime = ((time + 1e-9) / interval).rounded(.down) * interval + interval
    }
}
