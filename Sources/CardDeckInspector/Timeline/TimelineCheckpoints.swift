import CardDeckTesting
import CardDeckViews

/// The frozen copies a timeline seeks from: copies of the app replayed to moments spread over
/// the recording and kept there, and one more being built.
///
/// A window cannot be copied, so a checkpoint is a whole replica, and a seek that starts from
/// one takes it (it moves on to the moment shown). The replica a seek leaves behind comes back
/// as a checkpoint where it stands (``give(_:)``), so scrubbing moves checkpoints about instead
/// of using them up. Checkpoints are spaced by replay work, not by time: the frames of replay
/// from one to the next (an idle stretch, which a replay skips, costs none). The end of the
/// recording gets a new one every ``framesPerCheckpoint`` frames; where a seek left a gap
/// wider than half as much again, ``work(on:frameBudget:focus:)`` fills it, a slice at a
/// time, with a fresh copy or by moving up a checkpoint its neighbours make redundant. A seek
/// then replays at most about one and a half spacings.
///
/// Memory: at most ``maximumCheckpoints`` frozen replicas, plus one being built and the one a
/// seek shows; past that bound the spacing doubles and the redundant ones move up to the end.
@MainActor
public final class TimelineCheckpoints {
    /// The most frozen replicas kept; default 96 (measured at 8–53 KB each
    /// for the demo's music stack: at most some 5 MB).
    public let maximumCheckpoints: Int
    /// Frames of replay between checkpoints; starts at the value given, doubles each time the
    /// checkpoints would outnumber ``maximumCheckpoints``.
    public internal(set) var framesPerCheckpoint: Int
    let makeRoot: TimelineRootFactory
    /// The frozen replicas, by position.
    var replicas: [TimelineReplica] = []
    /// The replica on its way to a new checkpoint: to a moment in a gap (`goal`), or (`nil`)
    /// following the recording's end to one spacing past the last checkpoint; `offset` maps
    /// its frame count onto ``frameMap`` (a checkpoint moved up counted its own frames).
    var builder: (replica: TimelineReplica, goal: Double?, offset: Double)?
    /// The frames a replay runs to each moment, as the builders found them.
    var frameMap = ReplayFrameMap()

    /// Creates an empty set of checkpoints.
    ///
    /// - Parameters:
    ///   - makeRoot: Makes the app's fresh root for each replica.
    ///   - framesPerCheckpoint: Frames of replay between checkpoints, ≥ 1; default 200
    ///     (a busy second and two thirds at 120 Hz).
    ///   - maximumCheckpoints: The most frozen replicas, ≥ 2; default 96.
    public init(
        makeRoot: @escaping TimelineRootFactory, framesPerCheckpoint: Int = 200,
        maximumCheckpoints: Int = 96
    ) {
        self.makeRoot = makeRoot
        self.framesPerCheckpoint = max(framesPerCheckpoint, 1)
        self.maximumCheckpoints = max(maximumCheckpoints, 2)
    }

    /// The times of the checkpoints, in seconds.
    public var times: [Double] { replicas.map(\.position) }
    /// How many frozen replicas are there now (at most ``maximumCheckpoints``).
    public var frozenCount: Int { replicas.count }
    /// Whether a gap between checkpoints waits to be filled: a seek there replays more than
    /// one and a half spacings.
    public var hasMissing: Bool { widestGap() != nil }

    /// Where the replica ``take(atOrBefore:of:)`` would hand out for `time` stands, in
    /// seconds: a seek from a replica before it would replay more.
    ///
    /// - Parameter time: Seconds from the recording's start.
    /// - Returns: The latest checkpoint or builder position at or before `time`; 0 for none.
    public func start(atOrBefore time: Double) -> Double {
        let frozen = replicas.last { $0.position <= time }?.position ?? 0
        guard let builder, builder.replica.position <= time else { return frozen }
        return max(frozen, builder.replica.position)
    }

    /// Takes the replica a seek to `time` starts from, the latest one at or before it: a
    /// frozen checkpoint, the one being built, or a fresh copy at the start.
    ///
    /// - Parameters:
    ///   - time: Seconds from the recording's start.
    ///   - recording: The recording.
    /// - Returns: A replica at or before `time`, now the caller's.
    public func take(atOrBefore time: Double, of recording: InputRecording) -> TimelineReplica {
        let frozen = replicas.lastIndex { $0.position <= time }
        if let builder, builder.replica.position <= time,
            builder.replica.position >= frozen.map({ replicas[$0].position }) ?? 0
        {
            self.builder = nil
            return builder.replica
        }
        if let frozen { return replicas.remove(at: frozen) }
        return TimelineReplica(recording: recording, makeRoot: makeRoot)
    }

    /// Keeps a replica a seek has finished with as a checkpoint where it stands; past
    /// ``maximumCheckpoints`` the most redundant one goes (it may be this one).
    ///
    /// - Parameter replica: A replica of this recording, no longer shown.
    public func give(_ replica: TimelineReplica) {
        insert(replica)
        if replicas.count > maximumCheckpoints, let spare = redundant() {
            replicas.remove(at: spare.index)
        }
    }

    /// Forgets everything after `time`: the recording branches there.
    ///
    /// - Parameter time: Seconds from the recording's start.
    public func branch(at time: Double) {
        replicas.removeAll { $0.position > time }
        frameMap.branch(at: time)
        if let builder, builder.replica.position > time || builder.goal != nil {
            self.builder = nil
        }
    }

    /// Builds checkpoints for up to `frameBudget` frames of replay: fills the widest gap a
    /// seek left first, else follows the recording to make the next one.
    ///
    /// - Parameters:
    ///   - recording: The recording; only its inputs up to the last one are followed, since a
    ///     live input may still come stamped at any time after it.
    ///   - frameBudget: Frames to replay at most (a slice stops at the next input or step).
    ///   - focus: Seconds: where the timeline shows; default the end. Gaps are filled widest
    ///     first wherever the timeline shows, so it is not used.
    /// - Returns: Whether there is more to do now.
    @discardableResult
    public func work(on recording: InputRecording, frameBudget: Int, focus: Double = .infinity)
        -> Bool
    {
        var budget = frameBudget
        while budget > 0 {
            if builder == nil, !startBuilder(recording) { return false }
            guard let ran = build(recording, budget: budget) else { return false }
            budget -= max(ran, 1)
        }
        return true
    }

    /// Plays the builder for up to `budget` frames toward its goal, and makes it a checkpoint
    /// there; returns the frames run, or `nil` when it follows the end and has caught up
    /// with the recording's last input.
    private func build(_ recording: InputRecording, budget: Int) -> Int? {
        guard let (replica, goal, offset) = builder else { return 0 }
        let before = replica.window.frameCount
        if let goal {
            if replica.position >= goal { return finishBuilder() }
            replica.playhead.play(recording, to: goal, frameBudget: budget)
            return replica.window.frameCount - before
        }
        let last = replicas.last?.position ?? 0
        let target = frameMap.frames(at: last) + Double(framesPerCheckpoint)
        let frames = Double(before) + offset
        if frames >= target, replica.position > last { return finishBuilder() }
        let end = recording.events.last?.time ?? 0
        guard replica.position < end else {
            // Caught up. A gap a seek left comes first: this copy, as far as it goes, becomes
            // a checkpoint, or goes when the last checkpoint is already there.
            guard widestGap() != nil else { return nil }
            if replica.position <= last { builder = nil }
            return finishBuilder()
        }
        replica.playhead.play(
            recording, to: end, frameBudget: min(budget, max(Int(target - frames), 1)))
        frameMap.record(
            time: replica.position, frames: Double(replica.window.frameCount) + offset)
        return replica.window.frameCount - before
    }

    private func finishBuilder() -> Int {
        if let replica = builder?.replica { give(replica) }
        builder = nil
        return 0
    }
}
