import Foundation

/// A source of time, in seconds on a monotonic time base.
///
/// No code in CardDeck reads the wall clock except ``SystemClock``; tests use ``ManualClock``,
/// so the same inputs give bit-identical frames.
@MainActor
public protocol Clock: AnyObject {
    /// The current time, in seconds since an arbitrary origin; never decreases.
    var now: Double { get }
}

/// A clock that moves only when told to: the clock for tests and headless rendering.
@MainActor
public final class ManualClock: Clock {
    // Only the clock writes it, with plain stores: no runtime exclusivity check on reads.
    /// The current time, in seconds; starts at 0 unless given.
    @exclusivity(unchecked) public private(set) var now: Double

    /// Creates a clock.
    ///
    /// - Parameter now: The starting time in seconds; default 0; non-finite values become 0.
    public init(now: Double = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves the clock forward.
    ///
    /// - Parameter interval: Seconds, ≥ 0; negative, NaN and infinite intervals are ignored
    ///   with a warning (a clock never goes backwards).
    public func advance(by interval: Double) {
        guard interval >= 0, interval.isFinite else {
            Diagnostics.warn("ManualClock: ignored advance(by: \(interval)); time never goes back")
            return
        }
        now += interval
    }

    /// Sets the clock to a later time; earlier or non-finite times are ignored with a warning.
    ///
    /// - Parameter time: The new time, in seconds.
    public func set(to time: Double) {
        guard time >= now, time.isFinite else {
            Diagnostics.warn("ManualClock: ignored set(to: \(time)) before now (\(now))")
            return
        }
        now = time
    }
}

/// The real monotonic clock, for live hosts: seconds since the clock was created.
@MainActor
public final class SystemClock: Clock {
    /// The moment the clock's time is 0, in nanoseconds of the system's monotonic uptime
    /// (`DispatchTime.uptimeNanoseconds`).
    public nonisolated let originUptimeNanoseconds = DispatchTime.now().uptimeNanoseconds

    /// Creates a clock whose time starts at 0 now.
    public init() {}

    /// Seconds since the clock was created, from the system's monotonic clock.
    public var now: Double {
        time(atUptimeNanoseconds: DispatchTime.now().uptimeNanoseconds)
    }

    /// A moment of the system's monotonic clock on this clock's time base: how input read on
    /// another thread is stamped.
    ///
    /// - Parameter uptimeNanoseconds: A `DispatchTime.uptimeNanoseconds` reading.
    /// - Returns: Seconds since the clock was created; negative for a moment before it.
    public nonisolated func time(atUptimeNanoseconds uptimeNanoseconds: UInt64) -> Double {
        uptimeNanoseconds >= originUptimeNanoseconds
            ? Double(uptimeNanoseconds - originUptimeNanoseconds) / 1e9
            : -Double(originUptimeNanoseconds - uptimeNanoseconds) / 1e9
    }
}
