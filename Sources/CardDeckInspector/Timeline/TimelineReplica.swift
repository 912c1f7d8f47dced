import CardDeckTesting
import CardDeckViews

/// Makes a fresh copy of the app a timeline replays: its root view controller in the state
/// the recording started in, and the object that owns the app's controllers (a scenario, an
/// app model), kept alive as long as the copy; `nil` when the root owns everything itself.
public typealias TimelineRootFactory = @MainActor () -> (root: ViewController, owner: AnyObject?)

/// A copy of the app rebuilt by replay: a window like the recorded one on a `ReplayClock`,
/// a fresh root, and the playhead that plays the recording into it. A checkpoint is one kept
/// frozen; the moment a timeline shows is one too.
@MainActor
public final class TimelineReplica {
    /// The window, on a `ReplayClock` that starts at 0, the recording's start.
    public let window: Window
    /// The playhead that plays the recording into ``window``.
    public let playhead: RecordingPlayhead
    /// The clock of ``window``.
    public let clock: ReplayClock
    /// Keeps the app's owner alive as long as the copy.
    private let owner: AnyObject?

    /// Builds a copy at the recording's start: a window like the recorded one, with a fresh
    /// root from `makeRoot`, laid out as a live window shows its root before any input.
    ///
    /// - Parameters:
    ///   - recording: The recording; its window size, safe area and layout direction.
    ///   - makeRoot: Makes the fresh root.
    public init(recording: InputRecording, makeRoot: TimelineRootFactory) {
        clock = ReplayClock()
        window = Window(
            size: recording.windowSize, safeAreaInsets: recording.safeAreaInsets,
            traits: Traits(layoutDirection: recording.layoutDirection), clock: clock)
        let made = makeRoot()
        owner = made.owner
        window.rootViewController = made.root
        window.root.layoutIfNeeded()
        playhead = RecordingPlayhead(window: window)
    }

    /// How far the recording has been played into the copy, in seconds from its start.
    public var position: Double { playhead.position }
}
