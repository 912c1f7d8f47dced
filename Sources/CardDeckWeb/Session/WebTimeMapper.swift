/// Maps a page's times (`performance.now()` and `event.timeStamp`, milliseconds since the
/// page's time origin) onto the window clock's time base (seconds).
///
/// Each message carries the page's time when it was sent and reaches the server at a known
/// time; the difference is the offset between the clocks plus the message's delay. The least
/// difference seen is the best estimate of the offset (on loopback, within a fraction of a
/// millisecond). An event's time is then its page time plus the offset, but never later than
/// its message arrived and never earlier than the event before it, so pointer events stay in
/// order and never come from the future.
public struct WebTimeMapper: Hashable, Sendable {
    /// The estimated offset, page seconds to window seconds, or `nil` before the first message.
    public private(set) var offset: Double?
    private var latest = -Double.infinity

    /// A mapper that knows nothing yet.
    public init() {}

    /// Learns from a message's send time and arrival.
    ///
    /// - Parameters:
    ///   - pageMilliseconds: The page's `performance.now()` when it sent the message.
    ///   - arrival: When the message arrived, on the window's clock, in seconds.
    public mutating func observe(sentAt pageMilliseconds: Double, arrival: Double) {
        guard pageMilliseconds.isFinite, arrival.isFinite else { return }
        let candidate = arrival - pageMilliseconds / 1_000
        offset = min(offset ?? candidate, candidate)
    }

    /// The window time of an event.
    ///
    /// - Parameters:
    ///   - pageMilliseconds: The event's `timeStamp`, or `nil` when the page gave none.
    ///   - arrival: When its message arrived, on the window's clock, in seconds.
    /// - Returns: The event's time in seconds on the window's clock.
    public mutating func time(ofEventAt pageMilliseconds: Double?, arrival: Double) -> Double {
        var time = arrival
        if let pageMilliseconds, pageMilliseconds.isFinite, let offset {
            time = min(pageMilliseconds / 1_000 + offset, arrival)
        }
        time = max(time, latest)
        latest = time
        return time
    }
}
