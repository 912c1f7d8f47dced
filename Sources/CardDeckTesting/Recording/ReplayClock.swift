import CardDeckViews
import Foundation

/// A clock that a replay moves, and that can then go on at real pace from where the replay
/// left it: what lets a window rebuilt from a recording become a live window.
///
/// While replaying (the state it starts in) it is a manual clock that ``RecordingPlayhead``
/// sets to each input's time. ``goLive()`` turns it into a monotonic clock that continues from
/// its time at the system's pace, as `SystemClock` does from 0.
@MainActor
public final class ReplayClock: Clock {
    private var base: Double
    /// The system's monotonic uptime at ``goLive()``, in nanoseconds; `nil` while replaying.
    public private(set) var liveSinceUptimeNanoseconds: UInt64?

    /// Creates a clock that replays from `now`.
    ///
    /// - Parameter now: The starting time in seconds; default 0; non-finite values become 0.
    public init(now: Double = 0) {
        base = now.isFinite ? now : 0
    }

    /// Whether the clock runs at real pace.
    public var isLive: Bool { liveSinceUptimeNanoseconds != nil }

    /// The current time, in seconds.
    public var now: Double {
        guard let since = liveSinceUptimeNanoseconds else { return base }
        return Self.time(
            atUptimeNanoseconds: since, base: base, at: DispatchTime.now().uptimeNanoseconds)
    }

    /// Sets the clock to a later time while replaying; an earlier or non-finite time, or any
    /// time once live, is ignored (a clock never goes back, and a live one is not set).
    ///
    /// - Parameter time: Seconds.
    public func set(to time: Double) {
        guard !isLive, time.isFinite, time > base else { return }
        base = time
    }

    /// From now on the clock runs at the system's pace, continuing from its current time.
    /// Calling it again has no effect.
    public func goLive() {
        guard !isLive else { return }
        liveSinceUptimeNanoseconds = DispatchTime.now().uptimeNanoseconds
    }

    /// How a moment of the system's monotonic clock maps onto this clock's time base once
    /// live, as `SystemClock.time(atUptimeNanoseconds:)` maps it: a function of a
    /// `DispatchTime.uptimeNanoseconds` reading that any thread may call; `nil` while
    /// replaying.
    public var uptimeMapping: (@Sendable (UInt64) -> Double)? {
        guard let since = liveSinceUptimeNanoseconds else { return nil }
        let base = base
        return { uptime in Self.time(atUptimeNanoseconds: since, base: base, at: uptime) }
    }

    private nonisolated static func time(
        atUptimeNanoseconds since: UInt64, base: Double, at uptime: UInt64
    ) -> Double {
        uptime >= since
            ? base + Double(uptime - since) / 1e9 : base - Double(since - uptime) / 1e9
    }
}
