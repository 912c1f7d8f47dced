import CardDeckViews

/// What a card last told its delegate about where it is on screen: a value its presentation
/// controller owns. Given the card's presented frame, it says whether the delegate hears of
/// it; it reads nothing else.
///
/// The card's ``CardStack`` decides which of its cards report every frame (its entries'
/// `isWatched`), as cards move one another (a front card's dismissal brings the cards behind
/// forward).
struct CardMotionReporter {
    /// The frame last reported to the delegate, in window points.
    private(set) var reportedFrame: Rect?

    /// Takes `frame` as reported when it differs from the last one reported and is finite.
    ///
    /// - Parameter frame: The card's presented frame, in window points.
    /// - Returns: Whether the delegate hears of it.
    mutating func record(_ frame: Rect) -> Bool {
        guard frame != reportedFrame, frame.isFinite else { return false }
        reportedFrame = frame
        return true
    }

    /// The card's presented frame when its delegate hears of it now: the card is presented
    /// (or was reported before) and the frame is new; see ``record(_:)``.
    ///
    /// - Parameters:
    ///   - frame: The card's presented frame, in window points; read only when it may be
    ///     reported.
    ///   - isPresented: Whether the card has its container; read first, every frame.
    /// - Returns: The frame to report, or `nil`.
    mutating func frameToReport(
        _ frame: @autoclosure () -> Rect, isPresented: @autoclosure () -> Bool
    ) -> Rect? {
        guard isPresented() || reportedFrame != nil else { return nil }
        let frame = frame()
        return record(frame) ? frame : nil
    }
}
