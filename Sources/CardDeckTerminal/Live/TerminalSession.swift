import CardDeckViews

/// Runs a window live in a terminal: draws it, turns keys and mouse drags into input, follows
/// resizes, and steps the frame loop in time with the window's clock.
///
/// ``run(onKey:)`` enters live mode, sizes the window to fill the terminal and draws it. Then,
/// until it stops, it paces the window as a display link does:
/// - it waits for input no longer than until the next frame is due
///   (`Window.nextFrameTime`) while the window has something to do; while the
///   window is idle (`Window.isIdle`) it sleeps until input, a resize or a
///   recognizer's timer;
/// - it turns mouse reports into pointer events stamped with the time their bytes arrived
///   (``TerminalInputChunk/timestamp``, else the clock's `now`; the left button is a finger,
///   see ``TerminalPointerMapper``), hands keys to the key handler and refits the window after
///   a resize;
/// - it runs one frame at the current time with
///   `Window.advanceSkippingMissedFrames(to:)`: when drawing falls behind,
///   missed frames are skipped, never queued, so animations keep real time and a slow frame
///   never changes what a gesture means; a mouse report is answered at once, by a frame run
///   when it is read (`FrameLoop.runInputFrame(at:)`), not at the grid's next tick.
///
/// It always restores the terminal before returning or throwing.
///
/// ### Keys
/// By default `q`, Ctrl-D and Ctrl-C end the session, Ctrl-Z stops the program until `fg`
/// (``TerminalDevice/suspend()``: the terminal is restored meanwhile, and repainted after),
/// and every other key is ignored. A key
/// handler decides for each key with a ``KeyResponse``; Ctrl-C ends the session whatever the
/// handler answers, after the handler has seen it, so a user can always leave. Every other key
/// goes to the window first (`Window.send(_:)` with its ``TerminalKey/keyPress``): a key the
/// window handles — typed into a text field that is editing, say — does not reach the handler,
/// so typing `q` into a field does not quit.
///
/// ### Pasting
/// Live mode turns on bracketed paste, so pasted text arrives as one
/// ``TerminalInputEvent/paste(_:)`` and never as keys: it never reaches the key handler, so a
/// paste containing `q` does not quit. When the window has a first responder (a text field
/// that is editing), each pasted character goes to it as a key press (`Window.send(_:)`, line
/// breaks as Enter, tabs as Tab), in order; without one the paste is dropped.
///
/// ### Unfinished sequences
/// A lone Escape becomes the Escape key after ``escapeTimeout``. Any other unfinished
/// sequence (a mouse report split across reads, a paste) waits ``sequenceTimeout`` for its
/// rest; then it is dropped whole (a paste delivers what arrived), and the rest of a dropped
/// sequence is dropped too when it comes (see ``TerminalInputParser/flush()``): the tail of a
/// mouse report never turns into keys. The timeouts run on the bytes' arrival times: chunks
/// a slow frame leaves to be read together, each stamped when it arrived, are taken apart
/// where a timeout ran out between them, so an Escape typed 200 ms before `[A` stays the
/// Escape key.
///
/// ### Testing a session
/// Time comes from the window's clock and every wait is a ``TerminalDevice/read(timeout:)``,
/// so a session runs deterministically with a fake device whose `read` advances the window's
/// `ManualClock` by the timeout (by a time of its choosing for an infinite wait) and returns
/// scripted bytes, and an output that records them. A renderer whose output advances the same
/// clock plays a slow terminal.
@MainActor
public final class TerminalSession {
    /// What the session does after a key.
    public enum KeyResponse: Hashable, Sendable {
        /// What it does without a handler: end the session for `q`, Ctrl-D and Ctrl-C, carry
        /// on for any other key.
        case `default`
        /// Carry on; the handler dealt with the key (only Ctrl-C still ends the session).
        case `continue`
        /// End the session.
        case quit
    }

    /// How the window meets the terminal.
    public enum WindowSizing: Hashable, Sendable {
        /// The window is resized to fill the terminal, one cell per 8 × 16 points (the
        /// renderer's cell size).
        case fillTerminal
        /// The window keeps its size (a phone's, say) and is drawn centred on the terminal,
        /// its cells scaled up, keeping their shape, when it would not fit otherwise; the
        /// bottom row is left for the renderer's ``TerminalRenderer/statusLine``. See
        /// ``TerminalPlacement/centered(window:columns:rows:reservingRows:in:)``.
        case centered
    }

    /// The window shown.
    public let window: Window
    /// The renderer that draws the window; attached while the session runs.
    public let renderer: TerminalRenderer
    /// The terminal.
    public let device: any TerminalDevice
    /// Whether ``run(onKey:)`` is running.
    public private(set) var isRunning = false
    /// How the window meets the terminal; default ``WindowSizing/fillTerminal``. Read when the
    /// session starts and whenever the terminal is resized.
    public var windowSizing = WindowSizing.fillTerminal
    /// The renderer's configuration when the session started, without a placement: the cell
    /// size a centred window's cells are scaled from.
    private var baseConfiguration = TerminalConfiguration()
    /// Turns mouse reports into pointer events; follows the renderer's configuration.
    private var mapper = TerminalPointerMapper()
    /// How long the parser's unfinished sequence may wait: ``escapeTimeout`` for a lone
    /// Escape, else ``sequenceTimeout``.
    private var pendingTimeout = TerminalSession.escapeTimeout

    /// How long a lone Escape waits for the rest of an escape sequence before it counts as
    /// the Escape key, in seconds: 0.05.
    public static let escapeTimeout = 0.05
    /// How long any other unfinished sequence (a mouse report, an arrow key, a paste) waits
    /// for the rest of its bytes before it is dropped whole, in seconds: 0.5.
    public static let sequenceTimeout = 0.5
    /// The size assumed when the terminal cannot tell its own: 80 columns, 24 rows.
    public static let fallbackSize = (columns: 80, rows: 24)

    /// Creates a session; nothing happens until ``run(onKey:)``.
    ///
    /// - Parameters:
    ///   - window: The window to show. Frames and pointer timestamps follow its clock: a
    ///     `SystemClock` in a real terminal, a `ManualClock` that the device advances in tests.
    ///   - renderer: The renderer, writing to `device.output`.
    ///   - device: The terminal.
    public init(window: Window, renderer: TerminalRenderer, device: any TerminalDevice) {
        self.window = window
        self.renderer = renderer
        self.device = device
    }

    /// Whether a key ends the session when the handler answers ``KeyResponse/default``.
    ///
    /// - Parameter key: The key.
    /// - Returns: `true` for `q`, Ctrl-D (``TerminalKey/endOfInput``) and Ctrl-C
    ///   (``TerminalKey/interrupt``).
    public nonisolated static func quitsByDefault(_ key: TerminalKey) -> Bool {
        key == .character("q") || key == .endOfInput || key == .interrupt
    }

    /// Runs the session until a key ends it or input ends; restores the terminal on the way
    /// out, whether it returns or throws.
    ///
    /// Calling it while it runs (from the key handler) does nothing but record a warning in
    /// `Diagnostics`.
    ///
    /// - Parameter onKey: Called with each key, in order; answers what the session does next.
    ///   Default: ``KeyResponse/default`` for every key.
    /// - Throws: What the device throws when entering live mode or reading (except
    ///   ``TerminalError/inputClosed``, which ends the session normally), and what `onKey`
    ///   throws.
    public func run(onKey: (TerminalKey) throws -> KeyResponse = { _ in .default }) throws {
        guard !isRunning else {
            Diagnostics.warn("TerminalSession: ignored run() while the session is running")
            return
        }
        isRunning = true
        baseConfiguration = renderer.configuration
        baseConfiguration.placement = nil
        mapper = TerminalPointerMapper(configuration: renderer.configuration)
        defer {
            // A touch still down would leave the window's recognizers waiting for a release.
            if let cancel = mapper.cancel(timestamp: window.clock.now) { window.send(cancel) }
            window.detach(renderer)
            device.restore()
            isRunning = false
        }
        try device.enterLiveMode()
        window.attach(renderer)
        fitWindowToTerminal()
        var parser = TerminalInputParser()
        var incompleteSince: Double?
        while true {
            let clock = window.clock
            let chunks: [TerminalInputChunk]
            do {
                chunks = try device.read(timeout: wait(escapeSince: incompleteSince))
            } catch TerminalError.inputClosed {
                return
            }
            var events: [(TerminalInputEvent, Double)] = []
            for chunk in chunks where !chunk.bytes.isEmpty {
                let time = chunk.timestamp ?? clock.now
                // Bytes read in one batch after a slow frame keep their arrival times: what was
                // waiting already timed out before these came (a lone Escape stays the Escape
                // key, not the start of an arrow typed after it), as a timed-out read flushes.
                if chunk.timestamp != nil {
                    flushTimedOut(&parser, since: &incompleteSince, before: time, into: &events)
                }
                for event in parser.parse(chunk.bytes) { events.append((event, time)) }
                incompleteSince = parser.hasIncompleteSequence ? time : nil
            }
            pendingTimeout = timeout(of: parser)
            if chunks.isEmpty, let since = incompleteSince,
                clock.now - since >= timeout(of: parser)
            {
                for event in parser.flush() { events.append((event, clock.now)) }
                // The rest of a dropped sequence is awaited for one more timeout at most.
                incompleteSince = parser.hasIncompleteSequence ? clock.now : nil
                pendingTimeout = timeout(of: parser)
            }
            window.catchUpAfterIdle()
            for (event, time) in events {
                switch event {
                case .mouse(let mouse):
                    for pointer in mapper.pointerEvents(for: mouse, timestamp: time) {
                        window.send(pointer)
                    }
                case .key(let key):
                    // The window has the key first: a field that is editing types it.
                    if let press = key.keyPress, window.send(press) { continue }
                    if try shouldQuit(after: key, onKey) { return }
                case .paste(let text):
                    deliver(paste: text)
                }
            }
            if device.takeResize() { fitWindowToTerminal() }
            let now = clock.now
            if !window.frameLoop.runInputFrame(at: now) {
                window.advanceSkippingMissedFrames(to: now)
            }
            // A window at rest commits nothing: a status line a key changed shows now, not
            // when something next moves.
            if renderer.statusLineNeedsDrawing { renderer.redraw(window) }
        }
    }

    /// How long to wait for input before the next frame: until the window's next wake
    /// (`Window.nextWakeTime`: a held input frame, the next frame while the window has something
    /// to do, else a recognizer's timer) or the end of an unfinished sequence's grace period,
    /// else for as long as it takes (the session sleeps).
    private func wait(escapeSince: Double?) -> Double {
        let now = window.clock.now
        var until = window.nextWakeTime
        if let escapeSince { until = min(until, escapeSince + pendingTimeout) }
        return until == .infinity ? .infinity : max(until - now, 0)
    }

    /// Flushes what `parser` has held since `since` if its timeout ran out before `time`,
    /// stamping what it gives at the moment the timeout ran out; twice at most, since a dropped
    /// sequence's rest is awaited for one more timeout.
    private func flushTimedOut(
        _ parser: inout TerminalInputParser, since: inout Double?, before time: Double,
        into events: inout [(TerminalInputEvent, Double)]
    ) {
        for _ in 0..<2 {
            guard let start = since, time - start >= timeout(of: parser) else { return }
            let flushed = start + timeout(of: parser)
            for event in parser.flush() { events.append((event, flushed)) }
            since = parser.hasIncompleteSequence ? flushed : nil
        }
    }

    /// How long what the parser holds may wait for the rest of its bytes.
    private func timeout(of parser: TerminalInputParser) -> Double {
        parser.holdsLoneEscape ? Self.escapeTimeout : Self.sequenceTimeout
    }

    /// Types a paste into the window's first responder, one key press per character; drops it
    /// when there is none. Never reaches the key handler.
    private func deliver(paste text: String) {
        guard window.firstResponder != nil else { return }
        for character in text {
            let key: TerminalKey =
                switch character {
                case "\n": .enter
                case "\t": .tab
                default: .character(character)
                }
            if let press = key.keyPress { _ = window.send(press) }
        }
    }

    private func shouldQuit(
        after key: TerminalKey, _ onKey: (TerminalKey) throws -> KeyResponse
    ) throws -> Bool {
        let response = try onKey(key)
        if key == .interrupt { return true }
        switch response {
        case .default:
            if key == .suspend { device.suspend() }
            return Self.quitsByDefault(key)
        case .continue: return false
        case .quit: return true
        }
    }

    /// Fits the window to the terminal (resizing it, or centring it) and repaints every cell,
    /// since a terminal may garble or clear its screen when it resizes.
    private func fitWindowToTerminal() {
        var grid = device.size() ?? Self.fallbackSize
        if grid.columns <= 0 || grid.rows <= 0 { grid = Self.fallbackSize }
        renderer.invalidate()
        switch windowSizing {
        case .fillTerminal:
            window.resize(
                to: renderer.configuration.windowSize(columns: grid.columns, rows: grid.rows))
        case .centered:
            renderer.configuration = TerminalPlacement.centered(
                window: window.size, columns: grid.columns, rows: grid.rows, reservingRows: 1,
                in: baseConfiguration)
        }
        mapper = mapper.adopting(renderer.configuration)
        renderer.redraw(window)
    }
}
