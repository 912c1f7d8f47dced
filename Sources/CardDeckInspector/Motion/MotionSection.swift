import CardDeck
import CardDeckViews

/// The inspector's `motion` section: a live plot of each card's extent (how far it stands
/// out of its attached edge) over the last seconds, one sample per frame shown; beside it the
/// path the engine is taking the card along on its own (its presentation, its dismissal, a
/// settle, or the stack moved by the card in front), sampled by the engine from its own
/// animators (`CardInspectedMotion`), with its start, spring or curve, and target; and the
/// time from frame to frame, with the frames the window missed marked.
///
/// A motion that is interrupted (a finger catches a dismissal, a release starts a new settle)
/// ends where it was left: the message of that frame says so (`ended`), and the motion that
/// follows is a new curve from where the card is.
///
/// Missed frames are the ones live pacing skipped (`Window.skippedFrameCount`, see
/// `Window.advanceSkippingMissedFrames(to:)`) while a card moved: a slow frame makes the next
/// one come later, never queues the ones it missed. Frames skipped after a frame in which
/// nothing moved are the idle time the loop slept through, and are not counted. A host that measures what each frame cost the engine
/// reports it with ``recordFrameCost(seconds:)`` before the frame's ``frameDidCommit(in:)``,
/// and the plot shows it too.
///
/// The section sends a message only for a frame in which a card moved, came or went, a
/// motion began or ended, or frames were missed.
@MainActor
public final class MotionSection: InspectorSection {
    /// `motion`.
    public let name = "motion"

    private var lastTime: Double?
    /// The window of the previous commit: the session shows another one while the timeline
    /// shows the past, and its clock starts over.
    private weak var lastWindow: Window?
    private var lastSkipped = 0
    private var lastFrameCount = 0
    private var frameCost: Double?
    /// Whether the previous commit's frame moved a card: frames skipped after an idle one
    /// are the idle time a live loop sleeps through, not missed frames.
    private var wasMoving = false
    /// The extent last sent of each card, by its presented view's node id.
    private var extents: [UInt64: Double] = [:]
    /// The motion whose curve was last sent for each card, while it runs.
    private var followed: [UInt64: MotionSignature] = [:]
    /// The message buffer, reused from frame to frame.
    var json = InspectorJSON()

    /// A section with nothing shown yet.
    public init() {}

    /// The page script: `motionScript`, the plot drawn from the messages.
    public var script: String { Self.motionScript }

    /// What the next frame cost the engine, in seconds, as the host measured it; shown with
    /// the frame's sample. A host that does not measure leaves the cost out.
    ///
    /// - Parameter seconds: The frame's cost, ≥ 0 and finite; other values are ignored.
    public func recordFrameCost(seconds: Double) {
        frameCost = seconds >= 0 && seconds.isFinite ? seconds : nil
    }

    /// Samples every card and the frame's timing; returns a message when a card moved, came or
    /// went, a motion began or ended, or frames were missed.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The frame's samples, or `nil`.
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        var frame = takeFrame(of: context.window)
        let previous = frame.interval.map { frame.time - $0 }
        let (samples, curves, ended) = sample(context.window, previousFrame: previous)
        let moved =
            samples.count != extents.count || samples.contains { extents[$0.card] != $0.extent }
        if !wasMoving { frame.missed = 0 }
        wasMoving = moved
        guard moved || frame.missed > 0 || !curves.isEmpty || !ended.isEmpty || frame.reset
        else { return nil }
        extents = Dictionary(uniqueKeysWithValues: samples.map { ($0.card, $0.extent) })
        return message(
            frame: frame, samples: samples, curves: curves, ended: ended,
            rate: context.window.frameRate)
    }

    /// The cards' extents now, and the curves of the settles running.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The message that brings a new page up to date.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        lastWindow = context.window
        followed.removeAll()
        let (samples, curves, _) = sample(context.window, previousFrame: nil)
        extents = Dictionary(uniqueKeysWithValues: samples.map { ($0.card, $0.extent) })
        let frame = MotionFrame(
            time: context.window.time, interval: nil, frames: 0, missed: 0, cost: nil)
        return message(
            frame: frame, samples: samples, curves: curves, ended: [],
            rate: context.window.frameRate)
    }

    /// Ignores commands: the section only shows.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - context: The inspected session.
    /// - Returns: `nil`.
    public func receive(_ command: InspectorCommand, in context: InspectorContext)
        -> InspectorMessage?
    {
        command.action == "snapshot" ? snapshot(in: context) : nil
    }

    /// The frame's time, its interval since the previous commit, and the frames run and missed
    /// since.
    private func takeFrame(of window: Window) -> MotionFrame {
        if window !== lastWindow || lastTime.map({ window.time < $0 }) == true {
            // Nothing to measure against: the history starts over with this frame.
            lastWindow = window
            lastTime = nil
            lastFrameCount = window.frameCount
            lastSkipped = window.skippedFrameCount
            extents.removeAll()
            followed.removeAll()
            wasMoving = false
            lastTime = window.time
            return MotionFrame(
                time: window.time, interval: nil, frames: 0, missed: 0, cost: nil, reset: true)
        }
        let frame = MotionFrame(
            time: window.time, interval: lastTime.map { window.time - $0 },
            frames: window.frameCount - lastFrameCount,
            missed: window.skippedFrameCount - lastSkipped, cost: frameCost)
        lastTime = window.time
        lastFrameCount = window.frameCount
        lastSkipped = window.skippedFrameCount
        frameCost = nil
        return frame
    }

    /// Every card's extent, the curve of each motion not sampled yet, and the cards whose
    /// motion stopped being followed (it ended, or was interrupted).
    private func sample(_ window: Window, previousFrame: Double?) -> (
        [MotionSample], [MotionCurve], [UInt64]
    ) {
        var samples: [MotionSample] = []
        var curves: [MotionCurve] = []
        var ended: [UInt64] = []
        var running: [UInt64: MotionSignature] = [:]
        for card in InspectedCards.all(in: window) {
            guard let id = card.presentedView?.id.rawValue else { continue }
            let inspection = card.inspection
            let edge = inspection.axis.attachedEdge
            samples.append(MotionSample(card: id, extent: edge - inspection.top))
            guard let motion = inspection.motion else { continue }
            let signature = MotionSignature(motion)
            running[id] = signature
            guard followed[id] != signature else { continue }
            curves.append(
                MotionCurve(
                    card: id, motion: motion, attachedEdge: edge, now: window.time,
                    previousFrame: previousFrame))
        }
        for id in followed.keys where running[id] == nil { ended.append(id) }
        followed = running
        return (samples, curves, ended.sorted())
    }
}

/// What makes a card's motion the same from frame to frame: the same animators, on the same
/// segments, to the same place.
struct MotionSignature: Equatable {
    var animators: [ObjectIdentifier]
    var start: Double
    var modelTop: Double

    @MainActor
    init(_ motion: CardInspectedMotion) {
        animators = motion.animators.map(ObjectIdentifier.init)
        start = motion.start
        modelTop = motion.modelTop
    }
}

/// One card's extent in one frame.
struct MotionSample: Equatable {
    /// The presented view's node id.
    var card: UInt64
    /// How far the card stands out of its attached edge, in points.
    var extent: Double
}

/// The timing of one frame.
struct MotionFrame: Equatable {
    /// The frame's time, in seconds on the window clock.
    var time: Double
    /// Seconds since the previous commit the section saw; `nil` for the first.
    var interval: Double?
    /// Frames run since the previous commit (more than 1 when a host ran several).
    var frames: Int
    /// Frames live pacing skipped since the previous commit.
    var missed: Int
    /// What the frame cost the engine, in seconds, when the host measured it.
    var cost: Double?
    /// Whether the history starts over with this frame: the session shows another window.
    var reset = false
}
