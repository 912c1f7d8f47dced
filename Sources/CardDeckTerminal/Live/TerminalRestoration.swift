import Glibc
import Synchronization

/// The process-wide record that puts a live terminal back on every exit path.
///
/// A signal handler may only make async-signal-safe calls, so everything the restoration
/// needs is prepared before the handlers are installed: the descriptors and the saved
/// `termios` live in memory allocated once, the restore bytes in a buffer allocated once, and
/// the flags are lock-free atomics. The handler then only calls `write(2)`, `tcsetattr(3)`,
/// `sigaction(2)` and `raise(3)`. One terminal at a time can be live, since there is one
/// screen and one set of signal dispositions.
enum TerminalRestoration {
    /// The signals whose default is to end the process: the terminal is restored, the
    /// disposition found before is put back and the signal raised again, so the process ends
    /// as it would have (or a handler installed before, such as the crash reporter's, runs).
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
    ]

    /// Alternate screen, hidden cursor, button and drag mouse reports in SGR encoding,
    /// bracketed paste, autowrap off, a cleared screen.
    static let enterSequence = Array(
        ("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
            + "\u{1B}[?7l\u{1B}[2J").utf8)
    /// Bracketed paste and mouse reports off, default colours, autowrap on, the cursor shown,
    /// the normal screen.
    static let restoreSequence = Array(
        ("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"
            + "\u{1B}[?1049l").utf8)

    /// Set by the SIGWINCH handler, cleared by ``takeResize()``.
    private static let resizePending = Atomic<Bool>(false)
    /// A descriptor the SIGWINCH handler writes a byte to, so a main thread asleep in
    /// `poll(2)` on its other end wakes for the resize; −1 for none.
    static let resizeWakeDescriptor = Atomic<Int32>(-1)
    /// Whether a terminal holds the record (from arming to disarming).
    private static let isClaimed = Atomic<Bool>(false)
    /// Whether the terminal is in live mode and needs restoring.
    private static let isArmed = Atomic<Bool>(false)
    private static let isAtExitRegistered = Atomic<Bool>(false)

    private struct Record {
        var input: Int32
        var output: Int32
        var saved: termios
    }

    nonisolated(unsafe) private static let record = UnsafeMutablePointer<Record>.allocate(
        capacity: 1)
    /// The dispositions found before arming: one per ending signal, then SIGWINCH's.
    nonisolated(unsafe) private static let previousActions =
        UnsafeMutablePointer<sigaction>.allocate(capacity: endingSignals.count + 1)
    nonisolated(unsafe) private static let restoreBytes: UnsafeBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreSequence.count)
        _ = buffer.initialize(from: restoreSequence)
        return UnsafeBufferPointer(buffer)
    }()

    /// Takes the record for a terminal about to go live and installs the handlers.
    ///
    /// - Throws: ``TerminalError/alreadyLive`` when another terminal holds the record.
    static func arm(input: Int32, output: Int32, saved: termios) throws {
        guard
            isClaimed.compareExchange(expected: false, desired: true, ordering: .acquiring)
                .exchanged
        else { throw TerminalError.alreadyLive }
        _ = restoreBytes.count  // Allocated now, not lazily inside a signal handler.
        record.pointee = Record(input: input, output: output, saved: saved)
        resizePending.store(false, ordering: .relaxed)
        isArmed.store(true, ordering: .sequentiallyConsistent)
        for (index, signal) in endingSignals.enumerated() {
            install(endingSignalHandler, for: signal, saving: previousActions + index)
        }
        install(resizeHandler, for: SIGWINCH, saving: previousActions + endingSignals.count)
        if !isAtExitRegistered.exchange(true, ordering: .relaxed) {
            atexit { TerminalRestoration.restoreIfArmed() }
        }
    }

    /// Restores the terminal if it is live, puts the signal dispositions back and frees the
    /// record. Safe to call when not armed.
    static func disarm() {
        guard isClaimed.load(ordering: .acquiring) else { return }
        // Restore before clearing the flag: a signal arriving in between restores again,
        // which is harmless, rather than not at all.
        if isArmed.load(ordering: .sequentiallyConsistent) {
            restoreTerminal()
            isArmed.store(false, ordering: .sequentiallyConsistent)
        }
        for index in 0...endingSignals.count {
            let signal = index < endingSignals.count ? endingSignals[index] : SIGWINCH
            sigaction(signal, previousActions + index, nil)
        }
        isClaimed.store(false, ordering: .releasing)
    }

    /// Whether the terminal was resized since the previous call; clears the flag.
    static func takeResize() -> Bool {
        resizePending.exchange(false, ordering: .relaxed)
    }

    /// Restores the terminal once, from any context: `atexit` or a signal handler.
    fileprivate static func restoreIfArmed() {
        if isArmed.exchange(false, ordering: .sequentiallyConsistent) { restoreTerminal() }
    }

    fileprivate static func handleEndingSignal(_ signal: Int32) {
        restoreIfArmed()
        if let index = endingSignals.firstIndex(of: signal) {
            sigaction(signal, previousActions + index, nil)
        }
        // Blocked until this handler returns, then delivered to the disposition put back.
        raise(signal)
    }

    fileprivate static func noteResize() {
        resizePending.store(true, ordering: .relaxed)
        let descriptor = resizeWakeDescriptor.load(ordering: .relaxed)
        if descriptor >= 0 {
            let saved = errno
            var byte: UInt8 = 2
            _ = write(descriptor, &byte, 1)
            errno = saved
        }
    }

    /// Writes the restore bytes and puts back the saved `termios`, with async-signal-safe
    /// calls only. Flushing discards input not yet read, such as mouse reports still in
    /// flight, so they never reach the shell.
    private static func restoreTerminal() {
        let bytes = restoreBytes
        var offset = 0
        while offset < bytes.count {
            let written = write(
                record.pointee.output, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        tcsetattr(record.pointee.input, TCSAFLUSH, &record.pointee.saved)
    }

    /// Installs a handler for a signal unless the process ignores it (as under `nohup`),
    /// keeping the disposition found.
    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32,
        saving previous: UnsafeMutablePointer<sigaction>
    ) {
        sigaction(signal, nil, previous)
        let ignored = unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self)
        guard ignored != 1 else { return }  // SIG_IGN
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigfillset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        sigaction(signal, &action, nil)
    }
}

private func endingSignalHandler(_ signal: Int32) {
    TerminalRestoration.handleEndingSignal(signal)
}

private func resizeHandler(_ signal: Int32) {
    TerminalRestoration.noteResize()
}
