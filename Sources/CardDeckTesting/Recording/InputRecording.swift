import CardDeckViews

/// Everything that reached a window during a live session, on the window's clock: pointer
/// events, key presses and resizes, with the scenario it ran and the state the session
/// reported at its end. Record one with ``InputRecorder``, read and write its text with
/// ``init(parsing:)`` and ``text``, and play it back with `Window.replay(_:settle:)`.
///
/// ### The format
/// Line-oriented text, one event per line, so a recording diffs well and can be trimmed by
/// hand. Times are seconds from the start of the recording, six decimals; points have up to
/// three. ``InputRecorder`` keeps its values on that grid, so a recording read back from its
/// ``text`` is `==` to the one recorded; a value off the grid (a recording built in code) is
/// written with as many digits as it takes to read back exactly. `#` starts a comment line;
/// blank lines are ignored.
///
/// ```text
/// carddeck-recording 1
/// cardDeck 0.9.0
/// scenario compose-sheet
/// window 390 844 safe 47 0 34 0 ltr
/// 0.500000 down 0 120 400
/// 0.508333 move 0 120 380.5
/// 0.516667 up 0 120 361
/// 1.200000 key char "H"
/// 1.300000 key tab shift
/// 2.000000 resize 390 700 safe 47 0 34 0
/// end 3.500000
/// expect summary reply: medium, bottom 508, keyboard 336, draft "H" · 2 messages
/// expect card 0 medium 0 285.5 390 222.5
/// expect keyboard 0 508 390 336
/// ```
///
/// The first line names the format and its version; a file from a newer version, or one
/// that breaks the format, is refused with an ``InputRecordingError`` naming the line. Events
/// must not go back in time; a jump forward, however long, is kept (a replay skips ahead, as
/// a window does after sleeping). A recording without its `end` line (a session that crashed
/// while writing) is refused as truncated.
public struct InputRecording: Hashable, Sendable {
    /// The format's version this code writes and reads: 1.
    public static let formatVersion = 1
    /// The first word of every recording.
    public static let magic = "carddeck-recording"

    /// The scenario (or app) that ran, by identifier, if known.
    public var scenario: String?
    /// The CardDeck version that recorded it.
    public var cardDeckVersion: String
    /// The window's size at the start, in points.
    public var windowSize: Size
    /// The window's safe-area insets at the start, in points.
    public var safeAreaInsets: EdgeInsets
    /// The window's layout direction at the start.
    public var layoutDirection: LayoutDirection
    /// The inputs, in order, with times in seconds from the start of the recording.
    public var events: [WindowInput]
    /// How long the session ran, in seconds from its start, ≥ the last event's time.
    public var duration: Double
    /// What the live session reported at its end, one `key value` line each (see
    /// ``SessionState``); empty when nothing was reported.
    public var expectations: [String]

    /// Creates a recording.
    ///
    /// - Parameters:
    ///   - scenario: The scenario's identifier; default `nil`.
    ///   - cardDeckVersion: Default ``CardDeckVersion/current``.
    ///   - windowSize: The window's size in points.
    ///   - safeAreaInsets: Default none.
    ///   - layoutDirection: Default left-to-right.
    ///   - events: The inputs, times in seconds from the start.
    ///   - duration: Seconds; default the last event's time.
    ///   - expectations: The end state's lines; default none.
    public init(
        scenario: String? = nil, cardDeckVersion: String = CardDeckVersion.current,
        windowSize: Size, safeAreaInsets: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight, events: [WindowInput] = [],
        duration: Double? = nil, expectations: [String] = []
    ) {
        self.scenario = scenario
        self.cardDeckVersion = cardDeckVersion
        self.windowSize = windowSize
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.events = events
        self.duration = max(duration ?? 0, events.last?.time ?? 0)
        self.expectations = expectations
    }

    /// A window like the recorded one at its start, on a new `ManualClock` at 0.
    @MainActor
    public func makeWindow() -> Window {
        Window(
            size: windowSize, safeAreaInsets: safeAreaInsets,
            traits: Traits(layoutDirection: layoutDirection))
    }

    /// The value of the first expectation line starting with `key`, if any: for
    /// `expect summary reply: dismissed`, `expectation("summary")` is `reply: dismissed`.
    ///
    /// - Parameter key: The first word of the line.
    /// - Returns: The rest of the line.
    public func expectation(_ key: String) -> String? {
        for line in expectations {
            if line == key { return "" }
            if line.hasPrefix(key + " ") { return String(line.dropFirst(key.count + 1)) }
        }
        return nil
    }
}
