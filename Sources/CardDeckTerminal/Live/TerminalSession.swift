import CardDeckViews

/// Runs a window live in a terminal: draws it, turns keys and mouse drags into input, follows
/// resizes, and steps the frame loop in time with the window's clock.
///
/// ``run(onKey:)`` enters live mode, sizes the window to fill the terminal and draws it. Then,
/// until it stops, it waits for input no longer than until the next frame is due (one
/// `1 / window.frameRate` after the latest frame), turns mouse reports into pointer events
/// stamped with the window clock's `now` (the left button is a finger; see
/// ``TerminalPointerMapper``), hands keys to the key handler, refits the window after a
/// resize, and runs the frames due. It always restores the terminal before returning or
/// throwing.
///
/// ### Keys
/// By default `q`, Ctrl-D and Ctrl-C end the session and every other key is ignored. A key
/// handler decides for each key with a ``KeyResponse``; Ctrl-C ends the session whatever the
/// handler answers, after the handler has seen it, so a user can always leave.
///
/// ### Testing a session
/// Time comes from the window's clock and every wait is a ``TerminalDevice/read(timeout:)``,
/// so a session runs deterministically with a fake device whose `read` advances the window's
/// `ManualClock` by the timeout and returns scripted bytes, and an output that records them.
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

    /// The window shown.
    public let window: Window
    /// The renderer that draws the window; attached while the session runs.
    public let renderer: TerminalRenderer
    /// The terminal.
    public let device: any TerminalDevice
    /// Whether ``run(onKey:)`` is running.
    public private(set) var isRunning = false

    /// How long a lone Escape waits for the rest of an escape sequence before it counts as
    /// the Escape key, in seconds: 0.05.
    public static let escapeTimeout = 0.05
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
        var mapper = TerminalPointerMapper(configuration: renderer.configuration)
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
            let bytes: [UInt8]
            do {
                bytes = try device.read(timeout: window.time + 1 / window.frameRate - clock.now)
            } catch TerminalError.inputClosed {
                return
            }
            var events: [TerminalInputEvent] = []
            if !bytes.isEmpty {
                events = parser.parse(bytes)
                incompleteSince = parser.hasIncompleteSequence ? clock.now : nil
            } else if let since = incompleteSince, clock.now - since >= Self.escapeTimeout {
                events = parser.flush()
                incompleteSince = nil
            }
            for event in events {
                switch event {
                case .mouse(let mouse):
                    for pointer in mapper.pointerEvents(for: mouse, timestamp: clock.now) {
                        window.send(pointer)
                    }
                case .key(let key):
                    if try shouldQuit(after: key, onKey) { return }
                }
            }
            if device.takeResize() { fitWindowToTerminal() }
            window.advance(to: clock.now)
        }
    }

    private func shouldQuit(
        after key: TerminalKey, _ onKey: (TerminalKey) throws -> KeyResponse
    ) throws -> Bool {
        let response = try onKey(key)
        if key == .interrupt { return true }
        switch response {
        case .default: return Self.quitsByDefault(key)
        case .continue: return false
        case .quit: return true
        }
    }

    /// Sizes the window to the terminal and repaints every cell, since a terminal may garble
    /// or clear its screen when it resizes.
    private func fitWindowToTerminal() {
        var grid = device.size() ?? Self.fallbackSize
        if grid.columns <= 0 || grid.rows <= 0 { grid = Self.fallbackSize }
        renderer.invalidate()
        window.resize(
            to: renderer.configuration.windowSize(columns: grid.columns, rows: grid.rows))
        renderer.redraw(window)
    }
}
