import CardDeckTerminal
import CardDeckViews

/// A terminal that plays a script, one step per read, with no wall clock: each read advances
/// the window's manual clock by the timeout the session asked for, as a real wait would.
@MainActor
final class FakeTerminalDevice: TerminalDevice {
    enum Step {
        /// Bytes that arrived during the wait.
        case bytes([UInt8])
        /// Bytes that arrived this many seconds into the wait, ending it early.
        case arrive(after: Double, [UInt8])
        /// Chunks that arrived during the wait, with their own timestamps.
        case chunks([TerminalInputChunk])
        /// The process stood still for this many seconds (stopped, or swapped out) during the
        /// wait; nothing arrived.
        case stall(Double)
        /// Nothing arrived.
        case idle
        /// The terminal was resized to this grid during the wait.
        case resize(columns: Int, rows: Int)
        /// Reading failed.
        case failure(any Error)
    }

    let clock: ManualClock
    let output: any TerminalOutput
    var script: [Step]
    var grid: (columns: Int, rows: Int)?
    var enterError: (any Error)?
    private(set) var enterCount = 0
    private(set) var restoreCount = 0
    private(set) var suspendCount = 0
    private(set) var isLive = false
    private(set) var timeouts: [Double] = []
    private var resized = false

    init(
        clock: ManualClock, script: [Step], grid: (columns: Int, rows: Int)? = (80, 24),
        output: any TerminalOutput = TerminalBufferOutput()
    ) {
        self.clock = clock
        self.script = script
        self.grid = grid
        self.output = output
    }

    func enterLiveMode() throws {
        enterCount += 1
        isLive = true
        if let enterError { throw enterError }
    }

    func restore() {
        restoreCount += 1
        isLive = false
    }

    /// How long an infinite wait (the session asleep while the window is idle) lasts before
    /// the next step arrives, in seconds: 1.
    static let idleWait = 1.0

    /// Plays the next step; once the script is over, input ends.
    func read(timeout seconds: Double) throws -> [TerminalInputChunk] {
        timeouts.append(seconds)
        let wait = seconds == .infinity ? Self.idleWait : max(seconds, 0)
        guard !script.isEmpty else {
            clock.advance(by: wait)
            throw TerminalError.inputClosed
        }
        let step = script.removeFirst()
        if case .arrive(let after, let bytes) = step {
            clock.advance(by: min(after, wait))
            return [TerminalInputChunk(bytes: bytes)]
        }
        clock.advance(by: wait)
        switch step {
        case .arrive: return []
        case .bytes(let bytes):
            return [TerminalInputChunk(bytes: bytes)]
        case .chunks(let chunks):
            return chunks
        case .stall(let seconds):
            clock.advance(by: seconds)
            return []
        case .idle:
            return []
        case .resize(let columns, let rows):
            grid = (columns, rows)
            resized = true
            return []
        case .failure(let error):
            throw error
        }
    }

    func size() -> (columns: Int, rows: Int)? { grid }

    func suspend() {
        suspendCount += 1
    }

    func takeResize() -> Bool {
        defer { resized = false }
        return resized
    }
}

extension FakeTerminalDevice.Step {
    /// Text typed in one chunk.
    static func text(_ text: String) -> Self { .bytes(Array(text.utf8)) }

    /// An SGR mouse report for a 0-based cell: `M` for press and drag, `m` for release.
    static func mouse(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> Self {
        .text("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")")
    }

    /// Frames in which nothing arrives.
    static func idle(_ count: Int) -> [Self] { Array(repeating: .idle, count: count) }
}

/// A host that takes time: each commit advances the clock by `cost` seconds, as drawing a
/// frame in a debug build does.
@MainActor
final class SlowHost: HostRenderer {
    let clock: ManualClock
    let cost: Double

    init(clock: ManualClock, cost: Double) {
        self.clock = clock
        self.cost = cost
    }

    func apply(_ mutations: [Mutation], in window: Window) {
        clock.advance(by: cost)
    }
}

/// An output that keeps each write apart, or fails every write.
@MainActor
final class RecordingOutput: TerminalOutput {
    struct Failure: Error {}

    let fails: Bool
    private(set) var writes: [[UInt8]] = []
    private(set) var attempts = 0

    init(fails: Bool = false) { self.fails = fails }

    func write(_ bytes: [UInt8]) throws {
        attempts += 1
        if fails { throw Failure() }
        writes.append(bytes)
    }
}
