import CardDeckViews
import Dispatch

/// What the session does to its window besides input: runs its frames and tells it where a
/// browser's keyboard is.
extension WebSession {
    /// Runs the frame due now: at once for an input that waits, else at the grid's next tick
    /// with missed frames skipped. While an ``inspector`` is set it also measures the engine's
    /// time for that frame (``latestFrameCost``).
    func runFrameDue() {
        let now = window.clock.now
        let started = inspector == nil ? nil : DispatchTime.now().uptimeNanoseconds
        let framesBefore = started == nil ? 0 : window.frameCount
        if !window.frameLoop.runInputFrame(at: now) {
            window.advanceSkippingMissedFrames(to: now)
        }
        if let started {
            latestFrameCost =
                window.frameCount == framesBefore
                ? nil : Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        }
    }

    /// A page that reads a virtual keyboard off its visual viewport reports where it is; the
    /// window's own drawn keyboard then stays away (the browser's is the one the user sees).
    func reportKeyboard(top: Double?) {
        window.softwareKeyboardHeight = nil
        let size = window.size
        guard let top, top < size.height else {
            window.setKeyboardFrame(nil)
            return
        }
        window.setKeyboardFrame(
            Rect(x: 0, y: top, width: size.width, height: size.height - top))
    }
}
