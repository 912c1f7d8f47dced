import CardDeckTerminal
import Foundation
import Glibc
import Synchronization
import Testing

/// The demo running live in a pseudo-terminal, in a child process that real signals reach.
final class LiveDemoProcess: @unchecked Sendable {
    struct Unavailable: Error {}

    let pid: pid_t
    let controller: Int32
    let device: Int32
    /// What the demo wrote, filled by a thread of its own so the demo never blocks writing.
    private final class Written: Sendable {
        let bytes = Mutex<[UInt8]>([])
    }

    private let output = Written()
    private let drain: Thread

    init(executable: URL) throws {
        // `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)`: unlock, number.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlocked: Int32 = 0
        var index: UInt32 = 0
        guard controller >= 0, ioctl(controller, UInt(0x4004_5431), &unlocked) == 0,
            ioctl(controller, UInt(0x8004_5430), &index) == 0
        else { throw Unavailable() }
        device = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        guard device >= 0 else { throw Unavailable() }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, device, 0)
        posix_spawn_file_actions_adddup2(&actions, device, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The test runner's threads block signals; the child starts with none blocked and
        // every disposition the default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let path = executable.path
        let arguments = [strdup(path), nil]
        let environment = [strdup("TERM=xterm-256color"), nil]
        defer {
            free(arguments[0])
            free(environment[0])
        }
        guard posix_spawn(&pid, path, &actions, &attributes, arguments, environment) == 0 else {
            throw Unavailable()
        }
        self.pid = pid
        let controller = controller
        let output = output
        drain = Thread {
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(controller, $0.baseAddress, $0.count)
                }
                if count <= 0 { break }
                output.bytes.withLock { $0 += buffer[0..<count] }
            }
        }
        drain.start()
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(device)
        close(controller)
    }

    /// How many bytes the demo has written so far.
    var writtenCount: Int { output.bytes.withLock { $0.count } }

    /// Waits up to `seconds` for `bytes` to appear in what the demo wrote after `offset`.
    func waitFor(_ bytes: [UInt8], after offset: Int, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = output.bytes.withLock { written in
                written.count >= offset + bytes.count
                    && (offset...(written.count - bytes.count)).contains { start in
                        written[start..<(start + bytes.count)].elementsEqual(bytes)
                    }
            }
            if found { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits up to `seconds` for the child to stop, continue or end; returns the status.
    func waitForStatus(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG | WUNTRACED | WCONTINUED) == pid { return status }
            usleep(20_000)
        }
        return nil
    }

    /// Whether the terminal reads lines with echo, as a shell expects (not live mode).
    var isCooked: Bool {
        var settings = termios()
        tcgetattr(device, &settings)
        return settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
    }
}

@Suite(
    "The live demo under real signals",
    .enabled(if: Executables.areBuilt, "the example executables were not found"),
    .serialized)
struct LiveDemoSignalTests {
    private func launch() throws -> LiveDemoProcess {
        let directory = try #require(Executables.directory)
        let demo = try LiveDemoProcess(
            executable: directory.appendingPathComponent("carddeck-demo"))
        #expect(demo.waitFor(PosixTerminal.enterSequence, after: 0), "the demo never went live")
        return demo
    }

    /// Ctrl-Z's signal restores the terminal before the process stops; `fg`'s SIGCONT puts
    /// it back in live mode and repaints.
    @Test func aStopRestoresAndAContinueRepaints() throws {
        let demo = try launch()
        usleep(300_000)
        let beforeStop = demo.writtenCount
        kill(demo.pid, SIGTSTP)
        let stopped = try #require(demo.waitForStatus())
        #expect(stopped & 0xFF == 0x7F && (stopped >> 8) & 0xFF == SIGTSTP, "not stopped")
        #expect(demo.waitFor(PosixTerminal.restoreSequence, after: beforeStop, seconds: 5))
        #expect(demo.isCooked)

        let beforeContinue = demo.writtenCount
        kill(demo.pid, SIGCONT)
        #expect(demo.waitFor(PosixTerminal.enterSequence, after: beforeContinue, seconds: 5))
        // The repaint: a full frame clears the screen and writes the cells again.
        #expect(demo.waitFor(Array("\u{1B}[0m\u{1B}[2J".utf8), after: beforeContinue, seconds: 10))
        #expect(!demo.isCooked)
        kill(demo.pid, SIGTERM)
        _ = demo.waitForStatus()
    }

    /// Ctrl-C typed in the live terminal (a byte in raw mode, not a signal) ends the session,
    /// which restores the terminal, and the demo exits 0.
    @Test func ctrlCRestoresAndEnds() throws {
        let demo = try launch()
        usleep(300_000)
        let before = demo.writtenCount
        var interrupt: UInt8 = 0x03
        #expect(write(demo.controller, &interrupt, 1) == 1)
        let status = try #require(demo.waitForStatus())
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 0, "not exited 0: \(status)")
        #expect(demo.waitFor(PosixTerminal.restoreSequence, after: before, seconds: 5))
        #expect(demo.isCooked)
    }

    /// Every catchable signal that ends a process by default restores the terminal first and
    /// then ends it with that signal.
    @Test(arguments: [
        SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGTERM,
        SIGHUP, SIGINT,
    ])
    func anEndingSignalRestoresAndEnds(signal: Int32) throws {
        let demo = try launch()
        usleep(300_000)
        let before = demo.writtenCount
        kill(demo.pid, signal)
        let status = try #require(demo.waitForStatus())
        #expect(status & 0x7F == signal, "not ended by signal \(signal)")
        #expect(demo.waitFor(PosixTerminal.restoreSequence, after: before, seconds: 5))
        #expect(demo.isCooked)
    }
}
