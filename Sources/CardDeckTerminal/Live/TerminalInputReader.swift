import Dispatch
import Foundation
import Glibc
import Synchronization

/// Reads a terminal's input on a thread of its own and stamps each read with the monotonic
/// clock the moment it returns, so input is timed when it arrives, not when the main thread
/// gets round to it.
///
/// The main thread may be busy drawing when a mouse report arrives; reading the input there,
/// between frames, would stamp every report that arrived during a frame with one time, and a
/// slow drag would look like a flick. Here a thread blocks in `poll(2)` on the input and reads
/// each report as the terminal sends it; ``take()`` hands the reads to the main thread in
/// order, each with its own time. The main thread waits for input on ``wakeDescriptor``,
/// which becomes readable after every read (and, through ``TerminalRestoration``, after a
/// resize), so it can sleep while nothing happens.
///
/// The reader owns three descriptors it creates (a pipe to stop the thread and the wake
/// pipe); it never closes the input. ``stop()`` ends the thread and closes the pipes.
final class TerminalInputReader: Sendable {
    /// A read, with the monotonic time it returned at, in nanoseconds of uptime.
    struct Read: Sendable {
        var bytes: [UInt8]
        var uptimeNanoseconds: UInt64
    }

    /// What the thread found so far, handed over by ``take()``.
    private struct Inbox: Sendable {
        var reads: [Read] = []
        /// Input ended (end of file or hang-up); reads before it are still handed over.
        var isClosed = false
        /// A read failed with this `errno`.
        var failure: Int32?
        var hasStopped = false
    }

    /// The descriptor the main thread polls: readable when input arrived, input ended, or a
    /// resize was signalled. Non-blocking.
    let wakeDescriptor: Int32
    private let wakeWriteDescriptor: Int32
    private let stopReadDescriptor: Int32
    private let stopWriteDescriptor: Int32
    private let input: Int32
    private let inbox = Mutex(Inbox())
    private let finished = DispatchSemaphore(value: 0)

    /// The most bytes one read takes.
    static let readSize = 4_096

    /// Starts reading `input` on a new thread.
    ///
    /// - Parameter input: The descriptor to read; the reader never closes it.
    /// - Throws: ``TerminalError/systemCallFailed(_:errno:)`` when the pipes cannot be made.
    init(input: Int32) throws {
        self.input = input
        let wake = try Self.makePipe()
        let stop: [Int32]
        do {
            stop = try Self.makePipe()
        } catch {
            close(wake[0])
            close(wake[1])
            throw error
        }
        wakeDescriptor = wake[0]
        wakeWriteDescriptor = wake[1]
        stopReadDescriptor = stop[0]
        stopWriteDescriptor = stop[1]
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.start()
    }

    /// The descriptor a signal handler may write a byte to, to wake the main thread.
    var wakeSignalDescriptor: Int32 { wakeWriteDescriptor }

    /// Hands over every read since the previous call, in order, and what ended the input.
    ///
    /// - Returns: The reads, whether input ended, and the `errno` of a failed read.
    func take() -> (reads: [Read], isClosed: Bool, failure: Int32?) {
        drainWakePipe()
        return inbox.withLock { inbox in
            defer { inbox.reads.removeAll() }
            return (inbox.reads, inbox.isClosed, inbox.failure)
        }
    }

    /// Waits until the wake descriptor is readable or `seconds` pass.
    ///
    /// - Parameter seconds: The longest wait, ≥ 0; `.infinity` waits until input or a
    ///   resize. Millisecond resolution, rounded up.
    func wait(seconds: Double) {
        var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Self.milliseconds(seconds))
    }

    /// Stops the thread and closes the pipes. Idempotent. Waits up to a second for the thread;
    /// one that does not end by then (it cannot be blocked anywhere but `poll`) keeps its
    /// pipes open rather than have them closed under it.
    func stop() {
        let alreadyStopped = inbox.withLock { inbox in
            defer { inbox.hasStopped = true }
            return inbox.hasStopped
        }
        guard !alreadyStopped else { return }
        var byte: UInt8 = 1
        _ = write(stopWriteDescriptor, &byte, 1)
        guard finished.wait(timeout: .now() + 1) == .success else { return }
        for descriptor in [
            wakeDescriptor, wakeWriteDescriptor, stopReadDescriptor, stopWriteDescriptor,
        ] {
            close(descriptor)
        }
    }

    /// A pipe whose two ends never block and are closed in child processes.
    private static func makePipe() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.systemCallFailed("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return ends
    }

    /// A wait in seconds as `poll(2)`'s milliseconds: −1 (forever) for `.infinity`, 0 for
    /// negative or NaN, at most a minute otherwise.
    static func milliseconds(_ seconds: Double) -> Int32 {
        if seconds == .infinity { return -1 }
        guard seconds > 0 else { return 0 }
        return Int32((min(seconds, 60) * 1_000).rounded(.up))
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopReadDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return finish(failure: errno)
            }
            if descriptors[1].revents != 0 { return }
            let events = descriptors[0].revents
            if events & Int16(POLLNVAL) != 0 { return finish(failure: EBADF) }
            guard events != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                let now = DispatchTime.now().uptimeNanoseconds
                let bytes = Array(buffer[0..<count])
                inbox.withLock { $0.reads.append(Read(bytes: bytes, uptimeNanoseconds: now)) }
                wake()
            } else if count == 0 {
                return finish(failure: nil)
            } else {
                switch errno {
                case EINTR, EAGAIN: continue
                case EIO: return finish(failure: nil)
                case let code: return finish(failure: code)
                }
            }
        }
    }

    /// Records why input ended (`nil`: it closed) and wakes the main thread.
    private func finish(failure: Int32?) {
        inbox.withLock { inbox in
            if let failure { inbox.failure = failure } else { inbox.isClosed = true }
        }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriteDescriptor, &byte, 1)
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {
        }
    }
}
