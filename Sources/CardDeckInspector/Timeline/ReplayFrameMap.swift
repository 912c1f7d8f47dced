/// How many frames a replay runs from a recording's start to each moment, as far as a replay
/// has gone: what spaces a timeline's checkpoints, since a seek costs the frames it replays,
/// not the seconds it crosses (an idle stretch costs next to none).
///
/// Replicas that stopped at different moments count slightly different frames for the same
/// moment (a stop runs the idle frames before it), so the map is written by one replica at a
/// time walking forward, and every checkpoint is measured against it.
struct ReplayFrameMap {
    /// Seconds from the recording's start, increasing; the first is 0.
    private var times: [Double] = [0]
    /// Frames a replay has run at each of ``times``, never decreasing; the first is 0.
    private var counts: [Double] = [0]

    /// How far the map goes, in seconds.
    var end: Double { times[times.count - 1] }

    /// Notes that a replay had run `frames` frames at `time`; a moment the map already
    /// covers, or a count below the latest, is ignored.
    mutating func record(time: Double, frames: Double) {
        guard time > end, frames >= counts[counts.count - 1] else { return }
        times.append(time)
        counts.append(frames)
    }

    /// Forgets the moments after `time`: the recording branches there.
    mutating func branch(at time: Double) {
        let keep = max(times.firstIndex { $0 > time } ?? times.count, 1)
        times.removeSubrange(keep...)
        counts.removeSubrange(keep...)
    }

    /// The frames a replay runs to `time`, interpolated between the moments noted; past the
    /// map's end, its last count.
    func frames(at time: Double) -> Double {
        let after = times.partitioningIndex { $0 > time }
        guard after < times.count else { return counts[counts.count - 1] }
        guard after > 0 else { return 0 }
        let (t0, t1) = (times[after - 1], times[after])
        let (f0, f1) = (counts[after - 1], counts[after])
        return f0 + (f1 - f0) * (time - t0) / (t1 - t0)
    }

    /// The first moment at which a replay has run `frames` frames, interpolated; past the
    /// map's end, its end.
    func time(atFrames frames: Double) -> Double {
        let after = counts.partitioningIndex { $0 >= frames }
        guard after < counts.count else { return end }
        guard after > 0 else { return 0 }
        let (t0, t1) = (times[after - 1], times[after])
        let (f0, f1) = (counts[after - 1], counts[after])
        return f1 > f0 ? t0 + (t1 - t0) * (frames - f0) / (f1 - f0) : t0
    }
}

extension Array {
    /// The index of the first element for which `belongs` holds, in an array where it holds
    /// for a suffix: a binary search.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
