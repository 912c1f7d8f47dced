import CardDeckTesting

extension TimelineCheckpoints {
    /// A gap between checkpoints: the index of the one after it, where it starts in seconds,
    /// and its frames of replay.
    struct Gap {
        var index: Int
        var start: Double
        var frames: Double
    }

    /// The widest gap a seek has left, if it is wider than one and a half spacings and can be
    /// filled within the bound: `nil` when there is none.
    func widestGap() -> Gap? {
        var widest: Gap?
        var previous = 0.0
        for (index, replica) in replicas.enumerated() {
            let frames = frameMap.frames(at: replica.position) - frameMap.frames(at: previous)
            if frames > (widest?.frames ?? Double(framesPerCheckpoint) * 1.5) {
                widest = Gap(index: index, start: previous, frames: frames)
            }
            previous = replica.position
        }
        guard let widest else { return nil }
        return replicas.count < maximumCheckpoints || spare(before: goal(in: widest)) != nil
            ? widest : nil
    }

    /// The moment halfway through a gap's frames.
    func goal(in gap: Gap) -> Double {
        frameMap.time(atFrames: frameMap.frames(at: gap.start) + gap.frames / 2)
    }

    /// The checkpoint whose going leaves the smallest gap (never the last, which the live
    /// end needs), and that gap's frames.
    func redundant() -> (index: Int, frames: Double)? {
        var best: (index: Int, frames: Double)?
        for index in replicas.indices.dropLast() {
            let from = index == 0 ? 0 : replicas[index - 1].position
            let frames =
                frameMap.frames(at: replicas[index + 1].position) - frameMap.frames(at: from)
            if frames < best?.frames ?? .infinity { best = (index, frames) }
        }
        return best
    }

    /// The latest checkpoint before `time` that its neighbours make redundant (its going
    /// leaves a gap of at most one spacing): one a builder may move up instead of starting
    /// from scratch.
    func spare(before time: Double) -> Int? {
        let spacing = Double(framesPerCheckpoint)
        return replicas.indices.dropLast().last { index in
            guard replicas[index].position < time else { return false }
            let from = index == 0 ? 0 : replicas[index - 1].position
            return frameMap.frames(at: replicas[index + 1].position) - frameMap.frames(at: from)
                <= spacing
        }
    }

    /// Inserts a replica among the checkpoints by position.
    func insert(_ replica: TimelineReplica) {
        let index = replicas.firstIndex { $0.position > replica.position } ?? replicas.count
        replicas.insert(replica, at: index)
    }

    /// Starts a builder: into the widest gap a seek left, else after the last checkpoint
    /// (moving up a redundant one when the bound is reached, doubling the spacing when none
    /// is); returns `false` when there is nothing to build.
    func startBuilder(_ recording: InputRecording) -> Bool {
        if let gap = widestGap() {
            let goal = goal(in: gap)
            builder = makeBuilder(from: spare(before: goal), recording, goal: goal)
            return true
        }
        let end = recording.events.last?.time ?? 0
        let last = replicas.last?.position ?? 0
        guard
            end > frameMap.end
                || frameMap.frames(at: end) - frameMap.frames(at: last)
                    >= Double(framesPerCheckpoint)
        else { return false }
        guard replicas.count >= maximumCheckpoints else {
            builder = makeBuilder(from: nil, recording, goal: nil)
            return true
        }
        while (redundant()?.frames ?? 0) > Double(framesPerCheckpoint) {
            framesPerCheckpoint *= 2
        }
        builder = makeBuilder(from: redundant()?.index, recording, goal: nil)
        return true
    }

    private func makeBuilder(from index: Int?, _ recording: InputRecording, goal: Double?)
        -> (replica: TimelineReplica, goal: Double?, offset: Double)
    {
        guard let index else {
            return (TimelineReplica(recording: recording, makeRoot: makeRoot), goal, 0)
        }
        let replica = replicas.remove(at: index)
        let offset = frameMap.frames(at: replica.position) - Double(replica.window.frameCount)
        return (replica, goal, offset)
    }
}
