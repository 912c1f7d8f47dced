import CardDeckTesting
import CardDeckViews

/// The frozen copies a timeline seeks from: a copy of the app replayed to each checkpoint's
/// time and kept there, and one more being built.
///
/// A window cannot be copied, so a checkpoint is a whole replica, and a seek that uses one
/// consumes it (it moves on to the moment shown). Checkpoints are spaced by replay work, not
/// by time: a new one is made after ``framesPerCheckpoint`` frames of replay since the last,
/// so an idle stretch, which a replay skips, costs no checkpoint. A consumed checkpoint is
/// rebuilt from the recording's start, a slice at a time, by ``work(on:frameBudget:focus:)``.
///
/// Memory: at most ``maximumCheckpoints`` frozen replicas, plus two being built (one
/// rebuilding, one following the recording to make the next checkpoint); past that
/// the spacing doubles and every second checkpoint goes.
@MainActor
public final class TimelineCheckpoints {
    /// A checkpoint: its time, and its replica unless a seek consumed it.
    struct Slot {
        var time: Double
        var replica: TimelineReplica?
    }

    /// The most frozen replicas kept; default 24.
    public let maximumCheckpoints: Int
    /// Frames of replay between checkpoints; starts at the value given, doubles each time the
    /// checkpoints would outnumber ``maximumCheckpoints``.
    public private(set) var framesPerCheckpoint: Int
    private let makeRoot: TimelineRootFactory
    private(set) var slots: [Slot] = []
    /// The replica rebuilding a consumed checkpoint, and the checkpoint's time.
    private var filler: (replica: TimelineReplica, time: Double)?
    /// The replica following the recording to become the next checkpoint, and its frame count
    /// where it passed the last checkpoint, once it has.
    private var follower: (replica: TimelineReplica, mark: Int?)?

    /// Creates an empty set of checkpoints.
    ///
    /// - Parameters:
    ///   - makeRoot: Makes the app's fresh root for each replica.
    ///   - framesPerCheckpoint: Frames of replay between checkpoints, ≥ 1; default 600 (five
    ///     busy seconds at 120 Hz).
    ///   - maximumCheckpoints: The most frozen replicas, ≥ 2; default 24.
    public init(
        makeRoot: @escaping TimelineRootFactory, framesPerCheckpoint: Int = 600,
        maximumCheckpoints: Int = 24
    ) {
        self.makeRoot = makeRoot
        self.framesPerCheckpoint = max(framesPerCheckpoint, 1)
        self.maximumCheckpoints = max(maximumCheckpoints, 2)
    }

    /// The times of the checkpoints, in seconds, whether or not their replica is there.
    public var times: [Double] { slots.map(\.time) }
    /// How many frozen replicas are there now (at most ``maximumCheckpoints``).
    public var frozenCount: Int { slots.count { $0.replica != nil } }
    /// Whether a consumed checkpoint waits to be rebuilt.
    public var hasMissing: Bool { slots.contains { $0.replica == nil } }

    /// Where the replica ``take(atOrBefore:of:)`` would hand out for `time` stands, in
    /// seconds: a seek from a replica before it would replay more.
    ///
    /// - Parameter time: Seconds from the recording's start.
    /// - Returns: The latest checkpoint or follower position at or before `time`; 0 for none.
    public func start(atOrBefore time: Double) -> Double {
        let frozen = slots.last { $0.time <= time && $0.replica != nil }?.time ?? 0
        guard let follower, follower.replica.position <= time else { return frozen }
        return max(frozen, follower.replica.position)
    }

    /// Takes the replica a seek to `time` starts from, the latest one at or before it: a
    /// frozen checkpoint (consumed), the one following the recording, or a fresh copy at the
    /// start.
    ///
    /// - Parameters:
    ///   - time: Seconds from the recording's start.
    ///   - recording: The recording.
    /// - Returns: A replica at or before `time`, now the caller's.
    public func take(atOrBefore time: Double, of recording: InputRecording) -> TimelineReplica {
        let frozen = slots.indices.last { slots[$0].time <= time && slots[$0].replica != nil }
        if let follower, follower.replica.position <= time,
            follower.replica.position >= frozen.map({ slots[$0].time }) ?? 0
        {
            self.follower = nil
            return follower.replica
        }
        if let frozen, let replica = slots[frozen].replica {
            slots[frozen].replica = nil
            return replica
        }
        return TimelineReplica(recording: recording, makeRoot: makeRoot)
    }

    /// Forgets everything after `time`: the recording branches there.
    ///
    /// - Parameter time: Seconds from the recording's start.
    public func branch(at time: Double) {
        slots.removeAll { $0.time > time }
        if let filler, filler.time > time { self.filler = nil }
        if let follower, follower.replica.position > time { self.follower = nil }
    }

    /// Builds checkpoints for up to `frameBudget` frames of replay: rebuilds a consumed one
    /// first (the latest at or before `focus`, where the next backward seek most likely
    /// lands), else follows the recording to make the next one.
    ///
    /// - Parameters:
    ///   - recording: The recording; only its inputs up to the last one are followed, since a
    ///     live input may still come stamped at any time after it.
    ///   - frameBudget: Frames to replay at most (a slice stops at the next input or step).
    ///   - focus: Seconds: where the timeline shows; default the end.
    /// - Returns: Whether there is more to do now.
    @discardableResult
    public func work(on recording: InputRecording, frameBudget: Int, focus: Double = .infinity)
        -> Bool
    {
        var budget = frameBudget
        while budget > 0 {
            let ran: Int
            if filler != nil || hasMissing {
                ran = refill(recording, budget: budget, focus: focus)
            } else if let frames = follow(recording, budget: budget) {
                ran = frames
            } else {
                return false
            }
            budget -= max(ran, 1)
        }
        return true
    }

    /// Rebuilds a consumed checkpoint for up to `budget` frames; returns the frames run.
    private func refill(_ recording: InputRecording, budget: Int, focus: Double) -> Int {
        if filler == nil {
            let missing = slots.filter { $0.replica == nil }.map(\.time)
            guard let time = missing.last(where: { $0 <= focus }) ?? missing.first else {
                return 0
            }
            filler = (TimelineReplica(recording: recording, makeRoot: makeRoot), time)
        }
        guard let (replica, time) = filler else { return 0 }
        let before = replica.window.frameCount
        if replica.playhead.play(recording, to: time, frameBudget: budget) {
            if let index = slots.firstIndex(where: { $0.time == time }) {
                slots[index].replica = replica
            }
            filler = nil
        }
        return replica.window.frameCount - before
    }

    /// Follows the recording for up to `budget` frames, making the next checkpoint once
    /// ``framesPerCheckpoint`` frames have run since the last; returns the frames run, or
    /// `nil` when it has caught up with the recording's last input.
    private func follow(_ recording: InputRecording, budget: Int) -> Int? {
        if follower == nil {
            follower = (
                TimelineReplica(recording: recording, makeRoot: makeRoot),
                slots.isEmpty ? 0 : nil
            )
        }
        guard let (replica, mark) = follower else { return nil }
        let before = replica.window.frameCount
        let last = slots.last?.time ?? 0
        guard let mark, replica.position >= last else {
            replica.playhead.play(recording, to: last, frameBudget: budget)
            if replica.position >= last { follower?.mark = replica.window.frameCount }
            return replica.window.frameCount - before
        }
        let run = replica.window.frameCount - mark
        if run >= framesPerCheckpoint, replica.position > last {
            slots.append(Slot(time: replica.position, replica: replica))
            follower = nil
            thinIfNeeded()
            return 0
        }
        let end = recording.events.last?.time ?? 0
        guard replica.position < end else { return nil }
        replica.playhead.play(
            recording, to: end, frameBudget: min(budget, framesPerCheckpoint - run))
        return replica.window.frameCount - before
    }

    /// Halves the checkpoints when there are too many: the spacing doubles.
    private func thinIfNeeded() {
        guard slots.count > maximumCheckpoints else { return }
        framesPerCheckpoint *= 2
        // Every second one, counting back from the newest, which the live end needs most.
        let count = slots.count
        slots = slots.enumerated().filter { (count - 1 - $0.offset) % 2 == 0 }.map(\.element)
    }
}
