import CardDeckMotion

extension PropertyAnimator {
    /// The progress the animator's current segment reaches at `time`, 0 at its start and 1 at
    /// its end (a spring may overshoot): what the inspector samples to draw the curve an
    /// animation follows. Reads nothing but the segment; changes nothing.
    ///
    /// - Parameter time: A time in seconds on the window clock's time base.
    /// - Returns: The progress at that time.
    package func inspectedProgress(at time: Double) -> Double { segment.progress(at: time) }

    /// When the animator's current segment started, in seconds on the window clock's time
    /// base.
    package var inspectedStartTime: Double {
        switch segment {
        case .curve(_, _, _, _, _, let time0, _): time0
        case .spring(_, let time0): time0
        }
    }

    /// How long the current segment runs, in seconds: its duration for a curve, its settling
    /// time for a spring.
    package var inspectedDuration: Double {
        switch segment {
        case .curve(_, _, _, let duration, _, _, _): duration
        case .spring(let motion, _): motion.settlingTime
        }
    }

    /// The spring the current segment follows, with its initial velocity (progress per
    /// second), or `nil` for a timing curve.
    package var inspectedSpring: SpringSimulation? {
        if case .spring(let motion, _) = segment { motion } else { nil }
    }
}

extension PropertyAnimator {
    /// The timing curve the current segment follows, with its duration in seconds, or `nil`
    /// for a spring. A curve that took over from a motion in flight is reported as the curve
    /// it was made from (its start slope removed, its ends the same).
    package var inspectedCurve: (curve: any TimingCurve, duration: Double)? {
        guard case .curve(let curve, _, _, let duration, _, _, _) = segment else { return nil }
        return ((curve as? SmoothStartCurve)?.base ?? curve, duration)
    }
}
