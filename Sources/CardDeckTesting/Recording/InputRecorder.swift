import CardDeckViews

/// Records everything that reaches a window, from ``start(scenario:)`` until
/// ``stop(expectations:)``: what a live session hands to ``InputRecording``.
///
/// Recording costs one small value appended per input (no file is touched until the caller
/// writes ``InputRecording/text``), so it never slows a live session. Times are taken
/// relative to the start, on the window clock: a pointer event keeps its own timestamp, a
/// key press or resize gets the time it was sent. A pointer event with a non-finite location
/// or timestamp is recorded as the window acts on it (taken at the window's time; ignored, or
/// ending its touch where the touch was), since a recording's text holds finite numbers only.
///
/// Times are kept to the microsecond and lengths (points, sizes, insets) to a thousandth of a
/// point, the grid the recording's text is written on, so that a recording read back from
/// its ``InputRecording/text`` is `==` to the one recorded, and a replay from the file is the
/// replay from memory.
@MainActor
public final class InputRecorder: WindowInputObserving {
    /// The window recorded.
    public let window: Window
    /// Whether a recording is under way.
    public private(set) var isRecording = false
    /// The most inputs one recording holds, ≥ 0; default no limit. A recording that holds
    /// this many takes no more and ends at its last input (``isFull``): the bound on a
    /// recording's memory, 64 bytes an input on 64-bit platforms.
    public var maximumEventCount = Int.max
    /// Whether the recording under way holds ``maximumEventCount`` inputs and takes no more.
    public private(set) var isFull = false
    private var origin = 0.0
    private var recording = InputRecording(windowSize: .zero)
    /// Where each pointer that is down was last recorded, by pointer identifier.
    private var fingers: [Int: Point] = [:]

    /// Creates a recorder for a window; it records nothing until ``start(scenario:)``.
    ///
    /// - Parameter window: The window to record.
    public init(window: Window) {
        self.window = window
    }

    /// Starts a new recording now: the window's size, safe area and layout direction as they
    /// are, then every input. Starting while recording starts over.
    ///
    /// - Parameter scenario: The scenario's (or app's) identifier; default `nil`.
    public func start(scenario: String? = nil) {
        origin = max(window.time, window.clock.now)
        recording = InputRecording(
            scenario: scenario, windowSize: RecordingGrid.size(window.size),
            safeAreaInsets: RecordingGrid.insets(window.safeAreaInsets),
            layoutDirection: window.traits.layoutDirection)
        fingers = [:]
        isRecording = true
        isFull = false
        window.addInputObserver(self)
    }

    /// Goes on with a recording in a window that a replay of it brought to `time`: the inputs
    /// after `time` are dropped (the recording branches there) and new inputs are recorded
    /// from `time` on, as if the session had never left that moment.
    ///
    /// - Parameters:
    ///   - recording: The recording the window replayed.
    ///   - time: Seconds from the recording's start that the window shows now, ≥ 0.
    public func start(continuing recording: InputRecording, at time: Double) {
        let at = time.isFinite ? RecordingGrid.time(max(time, 0)) : 0
        origin = max(window.time, window.clock.now) - at
        self.recording = recording.truncated(at: at)
        fingers = [:]
        for case .pointer(let pointer) in self.recording.events { note(pointer) }
        isRecording = true
        isFull = self.recording.events.count >= maximumEventCount
        window.addInputObserver(self)
    }

    /// The recording so far, its duration up to now, without stopping.
    public var recordingSoFar: InputRecording {
        var copy = recording
        if isRecording, !isFull {
            copy.duration = max(relative(max(window.time, window.clock.now)), copy.duration)
        }
        return copy
    }

    /// Ends the recording now and returns it.
    ///
    /// - Parameter expectations: What the session reports about its end state, one line
    ///   each (see ``SessionState/lines``); default none.
    /// - Returns: The recording; an empty one when none was under way.
    @discardableResult
    public func stop(expectations: [String] = []) -> InputRecording {
        window.removeInputObserver(self)
        guard isRecording else { return recording }
        isRecording = false
        if !isFull {
            recording.duration = max(
                relative(max(window.time, window.clock.now)), recording.duration)
        }
        recording.expectations = expectations
        return recording
    }

    /// Notes one input, as `WindowInputObserving` asks.
    public func window(_ window: Window, willReceive input: WindowInput) {
        guard isRecording, !isFull else { return }
        guard recording.events.count < maximumEventCount else {
            isFull = true
            return
        }
        guard let input = asActedOn(input) else { return }
        // Times never go back in a recording: an event stamped before the previous one (a
        // late report) keeps the previous time, as the window itself raises it.
        let time = max(relative(input.time), recording.events.last?.time ?? 0)
        let recorded = input.onRecordingGrid(at: time)
        if case .pointer(let pointer) = recorded { note(pointer) }
        recording.events.append(recorded)
        recording.duration = max(recording.duration, time)
    }

    /// The input as the window acts on it, or `nil` for one it ignores, so that the recording
    /// reads back from its text (which holds finite numbers only) and replays to the same end:
    /// a pointer event with a non-finite timestamp is taken at the window's time; one at a
    /// non-finite location is ignored when it begins or moves a touch, and ends its touch where
    /// the touch was last (nothing when no touch is down).
    private func asActedOn(_ input: WindowInput) -> WindowInput? {
        guard case .pointer(var pointer) = input else { return input }
        if !pointer.timestamp.isFinite { pointer.timestamp = window.time }
        if !pointer.location.isFinite {
            guard pointer.phase == .ended || pointer.phase == .cancelled,
                let last = fingers[pointer.pointerID]
            else { return nil }
            pointer.location = last
        }
        return .pointer(pointer)
    }

    /// Follows where each pointer is down.
    private func note(_ pointer: PointerEvent) {
        switch pointer.phase {
        case .began, .moved: fingers[pointer.pointerID] = pointer.location
        case .ended, .cancelled: fingers[pointer.pointerID] = nil
        }
    }

    /// Seconds since the start, to the microsecond.
    private func relative(_ time: Double) -> Double {
        time.isFinite ? RecordingGrid.time(max(time - origin, 0)) : 0
    }
}

extension WindowInput {
    /// The same input at another time.
    func retimed(_ time: Double) -> WindowInput {
        switch self {
        case .pointer(var pointer):
            pointer.timestamp = time
            return .pointer(pointer)
        case .key(let press, _): return .key(press, time: time)
        case .resize(let size, let insets, _):
            return .resize(size, safeAreaInsets: insets, time: time)
        }
    }

    /// The same input at `time`, its lengths to a thousandth of a point.
    func onRecordingGrid(at time: Double) -> WindowInput {
        switch self {
        case .pointer(var pointer):
            pointer.timestamp = time
            pointer.location = Point(
                x: RecordingGrid.length(pointer.location.x),
                y: RecordingGrid.length(pointer.location.y))
            return .pointer(pointer)
        case .key(let press, _): return .key(press, time: time)
        case .resize(let size, let insets, _):
            return .resize(
                RecordingGrid.size(size), safeAreaInsets: RecordingGrid.insets(insets), time: time)
        }
    }

    /// The same input with its time moved by `offset` seconds.
    func shifted(by offset: Double) -> WindowInput {
        retimed(time + offset)
    }
}
