import Glibc
import Synchronization

/// The process-wide record that puts a live terminal back on every exit path.
///
/// A signal handler may only make async-signal-safe calls, so everything the restoration
/// needs is prepared before the handlers are installed: the descriptors and the saved
/// `termios` live in memory allocated once, the restore bytes in a buffer allocated once, and
/// the flags are lock-free atomics. The handlers then only call `write(2)`, `tcsetattr(3)`,
/// `tcgetpgrp(3)`, `getpgrp(2)`, `sigaction(2)`, `sigprocmask(2)` and `raise(3)`. One terminal
/// at a time can be live, since there is one screen and one set of signal dispositions.
///
/// Job control: SIGTSTP (Ctrl-Z, which reaches the program as a byte in raw mode, or `kill
/// -TSTP`) restores the terminal and then stops the process with the default disposition;
/// SIGCONT (`fg`) re-enters live mode and marks a resize, so the session repaints every cell
/// at the terminal's current size. A process continued in the background (`bg`) stays out of
/// live mode until it is in the foreground again.
///
/// SIGKILL and SIGSTOP cannot be caught: after `kill -9` the terminal stays in live mode, and
/// typing `reset` (blindly, then Enter) puts it back.
enum TerminalRestoration {
    /// The signals whose default is to end the process: the terminal is restored, the
    /// disposition found before is put back and the signal raised again, so the process ends
    /// as it would have (or a handler installed before, such as the crash reporter's, runs).
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
        SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO,
        SIGPWR, SIGSTKFLT,
    ]
    /// The ending signals a program uses for its own purposes (timers, user signals, a broken
    /// pipe): handled only while their disposition is the default, so a handler the program
    /// installed keeps the signal to itself.
    static let applicationSignals: Set<Int32> = [
        SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
    ]
    /// The signals handled besides the ending ones, in the order of ``previousActions``.
    private static let otherSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

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
    /// Whether SIGTSTP restored the terminal, which SIGCONT puts back in live mode.
    private static let isSuspended = Atomic<Bool>(false)
    private static let isAtExitRegistered = Atomic<Bool>(false)

    private struct Record {
        var input: Int32
        var output: Int32
        var saved: termios
        var raw: termios
    }

    nonisolated(unsafe) private static let record = UnsafeMutablePointer<Record>.allocate(
        capacity: 1)
    /// The dispositions found before arming: one per ending signal, then one per other signal.
    nonisolated(unsafe) private static let previousActions =
        UnsafeMutablePointer<sigaction>.allocate(capacity: endingSignals.count + otherSignals.count)
    nonisolated(unsafe) private static let restoreBytes = permanentCopy(of: restoreSequence)
    nonisolated(unsafe) private static let enterBytes = permanentCopy(of: enterSequence)

    private static func permanentCopy(of bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return UnsafeBufferPointer(buffer)
    }

    /// Takes the record for a terminal about to go live and installs the handlers.
    ///
    /// - Throws: ``TerminalError/alreadyLive`` when another terminal holds the record.
    ///
    /// - Parameters:
    ///   - input: The terminal's input descriptor, whose settings are changed.
    ///   - output: The descriptor the restore and enter sequences are written to.
    ///   - saved: The settings to restore.
    ///   - raw: The live settings, put back when the process continues after a stop.
    static func arm(input: Int32, output: Int32, saved: termios, raw: termios) throws {
        guard
            isClaimed.compareExchange(expected: false, desired: true, ordering: .acquiring)
                .exchanged
        else { throw TerminalError.alreadyLive }
        // Allocated now, not lazily inside a signal handler.
        _ = restoreBytes.count + enterBytes.count
        record.pointee = Record(input: input, output: output, saved: saved, raw: raw)
        resizePending.store(false, ordering: .relaxed)
        isSuspended.store(false, ordering: .sequentiallyConsistent)
        isArmed.store(true, ordering: .sequentiallyConsistent)
        for (index, signal) in endingSignals.enumerated() {
            install(
                endingSignalHandler, for: signal, saving: previousActions + index,
                overHandlers: !applicationSignals.contains(signal))
        }
        let handlers: [@convention(c) (Int32) -> Void] = [
            resizeHandler, stopHandler, continueHandler,
        ]
        for (offset, signal) in otherSignals.enumerated() {
            install(
                handlers[offset], for: signal,
                saving: previousActions + endingSignals.count + offset,
                overHandlers: signal == SIGWINCH)
        }
        if !isAtExitRegistered.exchange(true, ordering: .relaxed) {
            atexit { TerminalRestoration.restoreIfArmed() }
        }
    }

    /// Restores the terminal if it is live, puts the signal dispositions back and frees the
    /// record. Safe to call when not armed.
    static func disarm() {
        guard isClaimed.load(ordering: .acquiring) else { return }
        // Job control first, so that a SIGCONT cannot re-enter live mode behind the restore.
        for (offset, signal) in otherSignals.enumerated() where signal != SIGWINCH {
            sigaction(signal, previousActions + endingSignals.count + offset, nil)
        }
        isSuspended.store(false, ordering: .sequentiallyConsistent)
        // Restore before clearing the flag: a signal arriving in between restores again,
        // which is harmless, rather than not at all.
        if isArmed.load(ordering: .sequentiallyConsistent) {
            restoreTerminal()
            isArmed.store(false, ordering: .sequentiallyConsistent)
        }
        for (index, signal) in endingSignals.enumerated() {
            sigaction(signal, previousActions + index, nil)
        }
        if let offset = otherSignals.firstIndex(of: SIGWINCH) {
            sigaction(SIGWINCH, previousActions + endingSignals.count + offset, nil)
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

    /// SIGTSTP: restores the terminal, then stops with the default disposition; once
    /// continued, installs itself again (SIGCONT's handler re-enters live mode).
    fileprivate static func handleStop() {
        let savedErrno = errno
        if isArmed.exchange(false, ordering: .sequentiallyConsistent) {
            restoreTerminal()
            isSuspended.store(true, ordering: .sequentiallyConsistent)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)  // The process stops here until SIGCONT.
        sigprocmask(SIG_BLOCK, &stop, nil)
        action.__sigaction_handler.sa_handler = stopHandler
        sigfillset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        sigaction(SIGTSTP, &action, nil)
        errno = savedErrno
    }

    /// SIGCONT: puts the terminal back in live mode (the raw settings and the enter sequence)
    /// if a stop restored it, or if it is live (a SIGSTOP cannot be caught, and the shell may
    /// have changed the settings meanwhile), and marks a resize so every cell is drawn again.
    /// A process continued in the background waits for the SIGCONT of `fg`.
    fileprivate static func handleContinue() {
        let savedErrno = errno
        let foreground = tcgetpgrp(record.pointee.input)
        // −1: no controlling terminal to ask; the process counts as in the foreground.
        let isForeground = foreground < 0 || foreground == getpgrp()
        if isForeground,
            isSuspended.exchange(false, ordering: .sequentiallyConsistent)
                || isArmed.load(ordering: .sequentiallyConsistent)
        {
            tcsetattr(record.pointee.input, TCSAFLUSH, &record.pointee.raw)
            writeAll(enterBytes)
            isArmed.store(true, ordering: .sequentiallyConsistent)
            noteResize()
        }
        errno = savedErrno
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
        writeAll(restoreBytes)
        tcsetattr(record.pointee.input, TCSAFLUSH, &record.pointee.saved)
    }

    /// Writes bytes to the output, retrying after interruptions, with `write(2)` only.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
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
    }

    /// Installs a handler for a signal unless the process ignores it (as under `nohup`) or,
    /// unless `overHandlers`, has a handler of its own; keeps the disposition found.
    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32,
        saving previous: UnsafeMutablePointer<sigaction>, overHandlers: Bool
    ) {
        sigaction(signal, nil, previous)
        let found = unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self)
        guard found != 1 else { return }  // SIG_IGN
        guard found == 0 || overHandlers else { return }  // Not SIG_DFL: the program's own.
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

private func stopHandler(_ signal: Int32) {
    TerminalRestoration.handleStop()
}

private func continueHandler(_ signal: Int32) {
    TerminalRestoration.handleContinue()
}
