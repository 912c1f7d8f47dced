import CardDeckTesting
import CardDeckViews

/// The inspector's timeline: scrub back through the session, step frame by frame, resume live
/// from the moment shown, export the span as a test, download the recording.
///
/// The app starts the timeline as it installs its root (``start(window:scenario:makeRoot:)``),
/// since a replay needs a fresh copy of that root. While a past moment is shown, the session
/// shows its replica's window and ignores the pages' input (`WebSession.pausesInput`); the
/// other sections then read the past too, since they read the session's window.
///
/// Commands (`do`): `seek` (`frame`), `step` (`by`, frames), `live` (back to the present),
/// `resume` (live from the moment shown: the recording branches), `work` (build checkpoints
/// for a slice; the page sends it while the timeline has work to do) change the session and
/// come only from the controlling page; `export` (the test) and `recording` (the `.cdrec`
/// text) only read and any page may send them.
@MainActor
public final class TimelineSection: InspectorSection {
    /// Frames of replay a `work` command or a live frame may spend on checkpoints: 240 (a
    /// few milliseconds).
    public static let workBudget = 240

    /// `timeline`.
    public let name = "timeline"
    /// The timeline, once started.
    public private(set) var timeline: SessionTimeline?
    /// Writes the Swift test for a recording, as `--test-from` does; `nil` offers no test.
    let testWriterForExport: ((InputRecording) throws -> String)?
    /// Called with the new live window after "Resume live from here" made the moment shown
    /// live, so that the app moves what it keeps of its window there; default `nil`.
    public var onLiveWindowChange: ((Window) -> Void)?
    /// What the pages were last told, in a few numbers: a turn compares these, and writes
    /// the message only when they changed.
    private var sent: Signature?

    /// Creates the section.
    ///
    /// - Parameter testWriter: Writes a test from a recording, exactly as the app's
    ///   `--test-from` prints it (the demo's `RecordedTestWriter.source(for:)`); default
    ///   `nil`: "Export as test" says there is none.
    public init(testWriter: ((InputRecording) throws -> String)? = nil) {
        testWriterForExport = testWriter
    }

    /// Starts (or starts over) the timeline of a live window whose root `makeRoot` has just
    /// made; call it as the app installs a root, before any input.
    ///
    /// - Parameters:
    ///   - window: The live window.
    ///   - scenario: The scenario's identifier, for the recording; default `nil`.
    ///   - makeRoot: Makes a fresh copy of that root.
    public func start(
        window: Window, scenario: String? = nil, makeRoot: @escaping TimelineRootFactory
    ) {
        timeline = SessionTimeline(window: window, scenario: scenario, makeRoot: makeRoot)
        sent = nil
    }

    /// The page script; see ``TimelineSection/pageScript``.
    public var script: String { Self.pageScript }

    /// Follows the live session with the checkpoints, and tells every page when the duration
    /// moved by a tenth of a second or the state changed (a seek, a step, a resume: the reply
    /// went to the page that asked, this goes to all).
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        guard let timeline else { return nil }
        if timeline.isLive { timeline.work(frameBudget: Self.workBudget / 4) }
        let signature = Self.signature(of: timeline)
        guard signature != sent else { return nil }
        sent = signature
        return InspectorMessage(section: name, members: Self.state(of: timeline))
    }

    /// The state: live or paused, the moment, the duration, the checkpoints.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        InspectorMessage(section: name, members: timeline.map(Self.state) ?? "\"kind\":\"off\"")
    }

    /// Runs a page's command; see the type's discussion.
    public func receive(_ command: InspectorCommand, in context: InspectorContext)
        -> InspectorMessage?
    {
        guard let timeline else { return snapshot(in: context) }
        switch command.action {
        case "export": return export(timeline)
        case "recording": return recording(timeline)
        default: break
        }
        guard command.controls else { return nil }
        switch command.action {
        case "seek":
            guard let frame = command.number("frame") else { return nil }
            show(timeline.seek(to: frame * timeline.frameInterval), paused: true, in: context)
        case "step":
            guard let frames = command.number("by"), abs(frames) <= 10_000 else { return nil }
            show(timeline.step(by: Int(frames)), paused: true, in: context)
        case "live":
            show(timeline.returnToLive(), paused: false, in: context)
        case "resume":
            show(timeline.resumeLive(), paused: false, in: context)
            if let mapping = (timeline.liveWindow.clock as? ReplayClock)?.uptimeMapping {
                context.session.arrivalTime = mapping
            }
            onLiveWindowChange?(timeline.liveWindow)
        case "work":
            timeline.work(frameBudget: Self.workBudget)
        default:
            return nil
        }
        return InspectorMessage(section: name, members: Self.state(of: timeline))
    }

    /// Holds the controlling page's `seek`: of a turn's seeks only the latest runs, since each
    /// replays the session. A watching page's seek runs at once (and is refused), as does every
    /// other command.
    ///
    /// - Parameter command: A page's command.
    /// - Returns: `seek` for the controlling page's seek, otherwise `nil`.
    public func coalescingKey(for command: InspectorCommand) -> String? {
        command.action == "seek" && command.controls ? "seek" : nil
    }

    private func show(_ window: Window, paused: Bool, in context: InspectorContext) {
        context.session.replaceWindow(with: window, pausingInput: paused)
    }
}
