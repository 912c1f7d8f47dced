import CardDeckViews

extension InputRecording {
    /// The recording with as few inputs as still reproduce what `reproduces` looks for: the
    /// fuzz harness's shrinking, for recordings.
    ///
    /// Inputs are removed in whole units — a pointer from its `down` to its `up` or `cancel`,
    /// a key press, a resize — so every candidate is a well-formed session. It removes halves,
    /// then quarters and so on (delta debugging), keeping any removal after which the
    /// predicate still holds, until no single unit can go. The predicate usually builds a
    /// fresh scenario, replays the candidate and checks the end state.
    ///
    /// - Parameter reproduces: Whether a candidate still shows the behaviour; it must hold for
    ///   the recording itself.
    /// - Returns: The smallest recording found (the recording itself when the predicate does
    ///   not hold for it, or nothing can go).
    /// - Throws: What `reproduces` throws.
    public func minimized(while reproduces: (InputRecording) throws -> Bool) rethrows
        -> InputRecording
    {
        guard try reproduces(self) else { return self }
        var units = self.units
        var chunk = max(units.count / 2, 1)
        while !units.isEmpty {
            var removedAny = false
            var start = 0
            while start < units.count {
                var candidate = units
                candidate.removeSubrange(start..<min(start + chunk, units.count))
                if try reproduces(with(units: candidate)) {
                    units = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = removedAny ? chunk : max(chunk / 2, 1)
        }
        return with(units: units)
    }

    /// The inputs grouped into units, as indices into ``events``: each pointer's sequence,
    /// each key, each resize.
    public var units: [[Int]] {
        var units: [[Int]] = []
        var open: [Int: Int] = [:]  // pointer id → its unit's index
        for (position, event) in events.enumerated() {
            guard case .pointer(let pointer) = event else {
                units.append([position])
                continue
            }
            if pointer.phase == .began || open[pointer.pointerID] == nil {
                open[pointer.pointerID] = units.count
                units.append([position])
            } else if let index = open[pointer.pointerID] {
                units[index].append(position)
            }
            if pointer.phase == .ended || pointer.phase == .cancelled {
                open[pointer.pointerID] = nil
            }
        }
        return units
    }

    /// The recording with only the inputs of `units`, in their recorded order.
    private func with(units: [[Int]]) -> InputRecording {
        let kept = Set(units.joined())
        var copy = self
        copy.events = events.indices.filter(kept.contains).map { events[$0] }
        return copy
    }
}
