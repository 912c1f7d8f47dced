import CardDeckViews
import Dispatch
import Glibc

/// The real terminal: the process's standard input and output, through POSIX calls.
///
/// Creating one checks that both descriptors are terminals, so a program run with its input
/// redirected or piped fails at once with ``TerminalError/notATerminal(stream:)`` instead of
/// waiting for keys that never come.
///
/// ``enterLiveMode()`` saves the terminal's settings, switches input to raw mode (no echo, no
/// line editing, no signals from keys: Ctrl-C arrives as a byte), and writes
/// ``enterSequence``. ``restore()`` writes ``restoreSequence`` and puts the saved settings
/// back, discarding input not yet read. Besides an explicit ``restore()``, the terminal is
/// restored when the process calls `exit`, and when any signal arrives whose default is to end
/// the process: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR, SIGSTKFLT, or a crash signal
/// (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP): the handler restores with
/// async-signal-safe calls, puts back the disposition it found and raises the signal again, so
/// the process ends as it would have. Signals the process ignores (as under `nohup`) stay
/// ignored, and the signals programs use for themselves (SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
/// SIGVTALRM, SIGPROF, SIGIO, SIGPWR) are left to a handler the program installed before. SIGWINCH
/// marks a resize for ``takeResize()``.
///
/// Job control works as in any full-screen program: Ctrl-Z or SIGTSTP restores the terminal
/// and stops the process; `fg` (SIGCONT) re-enters live mode and marks a resize, so a session
/// repaints every cell. SIGKILL cannot be caught: after `kill -9` the terminal is left in live
/// mode; type `reset` and Enter (the keys do not echo) to put it back.
///
/// One terminal at a time can be live in a process.
@MainActor
public final class PosixTerminal: TerminalDevice {
    /// The descriptor input is read from; default standard input.
    public let inputDescriptor: Int32
    /// The descriptor frames and modes are written to; default standard output.
    public let outputDescriptor: Int32
    /// Where the renderer writes: a ``FileDescriptorOutput`` on ``outputDescriptor``.
    public let output: any TerminalOutput
    /// Whether live mode was entered and not yet restored.
    public private(set) var isLive = false
    /// The clock whose time base input is stamped on, or `nil` to leave it unstamped.
    public let clock: SystemClock?
    private var readBuffer = [UInt8](repeating: 0, count: TerminalInputReader.readSize)
    /// Reads input on its own thread while live; see ``read(timeout:)``.
    private var reader: TerminalInputReader?

    /// The bytes that enter live mode: the alternate screen (`ESC[?1049h`), a hidden cursor
    /// (`ESC[?25l`), mouse press, release and drag reports in SGR encoding (`ESC[?1000h`,
    /// `ESC[?1002h`, `ESC[?1006h`), bracketed paste (`ESC[?2004h`), autowrap off (`ESC[?7l`)
    /// and a cleared screen (`ESC[2J`).
    public nonisolated static var enterSequence: [UInt8] { TerminalRestoration.enterSequence }
    /// The bytes that leave live mode, undoing ``enterSequence`` in reverse: bracketed paste
    /// and mouse reports off, default colours (`ESC[0m`), autowrap on, the cursor shown and the normal screen.
    public nonisolated static var restoreSequence: [UInt8] {
        TerminalRestoration.restoreSequence
    }

    /// Opens the terminal on two descriptors, which it does not own and never closes.
    ///
    /// - Parameters:
    ///   - inputDescriptor: Where keys and mouse reports come from; default standard input.
    ///   - outputDescriptor: Where frames go; default standard output.
    ///   - clock: The window's clock, whose time base ``read(timeout:)`` stamps input on;
    ///     default `nil`, which leaves input unstamped (the session stamps it when it gets it).
    /// - Throws: ``TerminalError/notATerminal(stream:)`` when either descriptor is not a
    ///   terminal.
    public init(
        inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO,
        clock: SystemClock? = nil
    ) throws {
        self.clock = clock
        guard isatty(inputDescriptor) == 1 else {
            throw TerminalError.notATerminal(
                stream: Self.name(of: inputDescriptor, standard: STDIN_FILENO, "input"))
        }
        guard isatty(outputDescriptor) == 1 else {
            throw TerminalError.notATerminal(
                stream: Self.name(of: outputDescriptor, standard: STDOUT_FILENO, "output"))
        }
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        output = FileDescriptorOutput(fileDescriptor: outputDescriptor)
    }

    /// Saves the settings, installs the restoring handlers, switches to raw mode and writes
    /// ``enterSequence``. Does nothing when already live.
    ///
    /// - Throws: ``TerminalError/alreadyLive`` when another terminal is live in this process,
    ///   ``TerminalError/systemCallFailed(_:errno:)`` when the settings cannot be read or
    ///   changed, ``TerminalError/writeFailed(errno:)`` when the sequence cannot be written.
    ///   Whatever succeeded before the error is undone by ``restore()``.
    public func enterLiveMode() throws {
        guard !isLive else { return }
        var saved = termios()
        guard tcgetattr(inputDescriptor, &saved) == 0 else {
            throw TerminalError.systemCallFailed("tcgetattr", errno: errno)
        }
        var raw = saved
        cfmakeraw(&raw)
        try TerminalRestoration.arm(
            input: inputDescriptor, output: outputDescriptor, saved: saved, raw: raw)
        isLive = true
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError.systemCallFailed("tcsetattr", errno: errno)
        }
        try output.write(Self.enterSequence)
        let reader = try TerminalInputReader(input: inputDescriptor)
        self.reader = reader
        TerminalRestoration.resizeWakeDescriptor.store(
            reader.wakeSignalDescriptor, ordering: .relaxed)
    }

    /// Stops the input thread, writes ``restoreSequence``, puts the saved settings back and
    /// removes the handlers. Idempotent; does nothing when not live.
    public func restore() {
        guard isLive else { return }
        isLive = false
        TerminalRestoration.resizeWakeDescriptor.store(-1, ordering: .relaxed)
        reader?.stop()
        reader = nil
        TerminalRestoration.disarm()
    }

    /// Returns the input that arrived, waiting up to `seconds` for some.
    ///
    /// While live, a thread of its own reads the input as it arrives and stamps every read
    /// with the monotonic clock (on ``clock``'s time base), so reports that arrive while the
    /// program draws keep their own times; this call hands the reads over. Outside live mode it
    /// reads directly and stamps each read when it returns.
    ///
    /// - Parameter seconds: The longest wait, in seconds; negative and NaN values count as 0,
    ///   `.infinity` waits until input or a resize (SIGWINCH), and other waits longer than 60
    ///   seconds as 60. The wait has millisecond resolution, rounded up.
    /// - Returns: The reads, in order, up to 4,096 bytes each; empty when the time ran out or a
    ///   signal (such as SIGWINCH) interrupted the wait.
    /// - Throws: ``TerminalError/inputClosed`` at end of file or when the terminal hung up
    ///   (after handing over what arrived before), ``TerminalError/systemCallFailed(_:errno:)``
    ///   for other failures.
    public func read(timeout seconds: Double) throws -> [TerminalInputChunk] {
        guard let reader else { return try readDirectly(timeout: seconds) }
        var taken = reader.take()
        if taken.reads.isEmpty, !taken.isClosed, taken.failure == nil {
            reader.wait(seconds: seconds.isNaN ? 0 : seconds)
            taken = reader.take()
        }
        if taken.reads.isEmpty {
            if let failure = taken.failure {
                throw TerminalError.systemCallFailed("read", errno: failure)
            }
            if taken.isClosed { throw TerminalError.inputClosed }
        }
        return taken.reads.map { read in
            TerminalInputChunk(
                bytes: read.bytes,
                timestamp: clock?.time(atUptimeNanoseconds: read.uptimeNanoseconds))
        }
    }

    private func readDirectly(timeout seconds: Double) throws -> [TerminalInputChunk] {
        var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        let wait = TerminalInputReader.milliseconds(seconds.isNaN ? 0 : seconds)
        let ready = poll(&descriptor, 1, wait)
        if ready < 0 {
            if errno == EINTR { return [] }
            throw TerminalError.systemCallFailed("poll", errno: errno)
        }
        guard ready > 0 else { return [] }
        if descriptor.revents & Int16(POLLNVAL) != 0 {
            throw TerminalError.systemCallFailed("poll", errno: EBADF)
        }
        if descriptor.revents & Int16(POLLIN) == 0 { throw TerminalError.inputClosed }
        let count = readBuffer.withUnsafeMutableBytes { buffer in
            Glibc.read(inputDescriptor, buffer.baseAddress, buffer.count)
        }
        if count > 0 {
            let time = clock?.time(atUptimeNanoseconds: DispatchTime.now().uptimeNanoseconds)
            return [TerminalInputChunk(bytes: Array(readBuffer[0..<count]), timestamp: time)]
        }
        if count == 0 { throw TerminalError.inputClosed }
        switch errno {
        case EINTR, EAGAIN: return []
        case EIO: throw TerminalError.inputClosed
        case let code: throw TerminalError.systemCallFailed("read", errno: code)
        }
    }

    /// The terminal's size in cells, from `ioctl(TIOCGWINSZ)` on the output, or `nil` when it
    /// fails or reports zero columns or rows.
    public func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
            size.ws_row > 0
        else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Stops the process group with SIGTSTP, as Ctrl-Z does outside raw mode: the handler
    /// restores the terminal first, and `fg` (SIGCONT) re-enters live mode and marks a resize.
    /// Does nothing when not live.
    public func suspend() {
        guard isLive else { return }
        kill(0, SIGTSTP)
    }

    /// Whether SIGWINCH arrived since the previous call while live; clears the flag.
    public func takeResize() -> Bool {
        isLive && TerminalRestoration.takeResize()
    }

    private static func name(of descriptor: Int32, standard: Int32, _ stream: String) -> String {
        descriptor == standard ? "standard \(stream)" : "file descriptor \(descriptor)"
    }
}
