import CardDeckTerminal
import CardDeckTesting
import Glibc
import Synchronization
import Testing

@Suite("POSIX terminal", .isolatedDiagnostics)
@MainActor
struct PosixTerminalTests {
    @Test func aPipeIsNotATerminal() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(throws: TerminalError.notATerminal(stream: "file descriptor \(ends[0])")) {
            try PosixTerminal(inputDescriptor: ends[0], outputDescriptor: ends[1])
        }
        let terminal = try PseudoTerminal()
        #expect(throws: TerminalError.notATerminal(stream: "file descriptor \(ends[1])")) {
            try PosixTerminal(inputDescriptor: terminal.device, outputDescriptor: ends[1])
        }
    }

    @Test(
        "Refuses when standard input is not a terminal, as under swift test",
        .enabled(if: isatty(STDIN_FILENO) == 0, "standard input is a terminal"))
    func refusesWithoutATerminalOnStandardInput() {
        #expect(throws: TerminalError.notATerminal(stream: "standard input")) {
            try PosixTerminal()
        }
        let message = TerminalError.notATerminal(stream: "standard input").description
        #expect(message.contains("standard input is not one"))
        #expect(message.contains("Run the program directly in a terminal"))
        #expect(message.contains("TerminalBufferOutput"))
    }

    @Test func liveModeWritesTheModesAndRestoresThemOnce() throws {
        let pty = try PseudoTerminal()
        let before = pty.settings
        let terminal = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterLiveMode()
        #expect(terminal.isLive)
        let enter = PosixTerminal.enterSequence
        #expect(pty.written(count: enter.count) == enter)
        #expect(
            String(decoding: enter, as: UTF8.self)
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
                + "\u{1B}[?7l\u{1B}[2J"
        )
        let raw = pty.settings
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        try terminal.enterLiveMode()  // Already live: nothing more.
        #expect(!pty.hasUnreadOutput)

        terminal.restore()
        let restore = PosixTerminal.restoreSequence
        #expect(pty.written(count: restore.count) == restore)
        #expect(
            String(decoding: restore, as: UTF8.self)
                == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"
                + "\u{1B}[?1049l"
        )
        let after = pty.settings
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag && after.c_cflag == before.c_cflag)
        #expect(!terminal.isLive)
        terminal.restore()
        terminal.restore()
        #expect(!pty.hasUnreadOutput)
    }

    @Test func onlyOneTerminalIsLiveAtATime() throws {
        let pty = try PseudoTerminal()
        let first = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        let second = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try first.enterLiveMode()
        defer { first.restore() }
        #expect(throws: TerminalError.alreadyLive) { try second.enterLiveMode() }
        second.restore()
        #expect(first.isLive && !second.isLive)
        first.restore()
        try second.enterLiveMode()
        second.restore()
    }

    @Test func readsWhatIsTypedAndTimesOutEmpty() throws {
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterLiveMode()
        defer { terminal.restore() }
        #expect(try terminal.read(timeout: 0).isEmpty)
        #expect(try terminal.read(timeout: -1).isEmpty)
        #expect(try terminal.read(timeout: .nan).isEmpty)
        let typed = Array("q\u{1B}[<0;3;4M\u{03}".utf8)
        pty.type(typed)
        var received: [UInt8] = []
        for _ in 0..<20 where received.count < typed.count {
            received += try terminal.read(timeout: 1).flatMap(\.bytes)
        }
        #expect(received == typed)
    }

    @Test func aHangUpEndsInput() throws {
        var pty: PseudoTerminal? = try PseudoTerminal()
        let device = dup(pty!.device)
        defer { close(device) }
        let terminal = try PosixTerminal(inputDescriptor: device, outputDescriptor: device)
        pty = nil  // Closes the controller: the terminal hangs up.
        #expect(throws: TerminalError.inputClosed) { try terminal.read(timeout: 1) }
    }

    @Test func reportsItsSizeAndResizes() throws {
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        pty.setSize(columns: 100, rows: 30)
        #expect(terminal.size()?.columns == 100 && terminal.size()?.rows == 30)
        pty.setSize(columns: 0, rows: 0)
        #expect(terminal.size() == nil)

        #expect(!terminal.takeResize())
        try terminal.enterLiveMode()
        #expect(!terminal.takeResize())
        Self.raiseUnblocked(SIGWINCH)
        #expect(terminal.takeResize())
        #expect(!terminal.takeResize())
        terminal.restore()
        #expect(Self.handler(of: SIGWINCH) == 0)  // SIG_DFL again.
    }

    /// SIGHUP with a handler installed before: the terminal is restored from the signal
    /// handler, and the signal then reaches the earlier handler instead of ending the tests.
    @Test func anEndingSignalRestoresAndReachesTheEarlierDisposition() throws {
        var original = sigaction()
        var testAction = sigaction()
        testAction.__sigaction_handler.sa_handler = recordHangUp
        sigaction(SIGHUP, &testAction, &original)
        defer { sigaction(SIGHUP, &original, nil) }
        let pty = try PseudoTerminal()
        let before = pty.settings
        let terminal = try PosixTerminal(inputDescriptor: pty.device, outputDescriptor: pty.device)
        try terminal.enterLiveMode()
        _ = pty.written(count: PosixTerminal.enterSequence.count)
        hangUps.store(0, ordering: .relaxed)

        Self.raiseUnblocked(SIGHUP)

        #expect(hangUps.load(ordering: .relaxed) == 1)
        let restore = PosixTerminal.restoreSequence
        #expect(pty.written(count: restore.count) == restore)
        #expect(pty.settings.c_lflag == before.c_lflag)
        terminal.restore()  // Already restored by the handler: writes nothing more.
        #expect(!pty.hasUnreadOutput)
        #expect(
            Self.handler(of: SIGHUP) == unsafeBitCast(recordHangUp as sighandler_t?, to: Int.self))
    }

    /// Raises a signal with it unblocked on this thread: the test runner's threads block
    /// signals, and a raised signal reaches only the thread that raised it.
    private static func raiseUnblocked(_ signal: Int32) {
        var only = sigset_t()
        var previous = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        pthread_sigmask(SIG_UNBLOCK, &only, &previous)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    private static func handler(of signal: Int32) -> Int {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }
}

private let hangUps = Atomic<Int>(0)

private func recordHangUp(_ signal: Int32) {
    hangUps.add(1, ordering: .relaxed)
}

@Suite("File descriptor output", .isolatedDiagnostics)
@MainActor
struct FileDescriptorOutputTests {
    @Test func writesEveryByteInOrder() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let output = FileDescriptorOutput(fileDescriptor: ends[1])
        let bytes = (0..<20_000).map { UInt8(truncatingIfNeeded: $0) }
        try output.write(Array(bytes[..<10_000]))
        try output.write([])
        try output.write(Array(bytes[10_000...]))
        var received = [UInt8](repeating: 0, count: 30_000)
        var total = 0
        while total < bytes.count {
            let count = received.withUnsafeMutableBytes {
                read(ends[0], $0.baseAddress! + total, $0.count - total)
            }
            guard count > 0 else { break }
            total += count
        }
        #expect(Array(received[..<total]) == bytes)
        #expect(FileDescriptorOutput().fileDescriptor == STDOUT_FILENO)
    }

    @Test func aClosedDescriptorThrowsWithItsErrno() {
        let output = FileDescriptorOutput(fileDescriptor: -1)
        #expect(throws: TerminalError.writeFailed(errno: EBADF)) { try output.write([0x41]) }
        #expect(
            TerminalError.writeFailed(errno: EBADF).description
                == "Writing to the terminal failed: Bad file descriptor (errno 9).")
        #expect(throws: Never.self) { try output.write([]) }
    }
}
