import Foundation
import Glibc
import Testing

extension Executables {
    /// Waits up to `seconds` for `process` to end; kills it and returns `false` when it does
    /// not, so a program that ignores its stop cannot hang the suite.
    static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        guard process.isRunning else {
            // Returns at once, and lets Foundation let go of the process it holds while it
            // runs (without it LeakSanitizer reports the Process and its pipes).
            process.waitUntilExit()
            return true
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }
}

/// A Ctrl-C sent the moment a web session starts: a Dispatch signal source registered
/// asynchronously and lost a signal that came meanwhile (3 of 20 such Ctrl-Cs hung
/// `live-app`); `WebStopSignals` blocks the signals before any thread starts, so none is lost.
@Suite(
    "Ctrl-C the moment live-app --web starts",
    .enabled(if: Executables.areBuilt, "the example executables were not found"))
struct WebStopSignalTests {
    /// Microseconds from launch to the signal: at once, and every 2 ms through the first
    /// moments, when the runtime starts, the signals are blocked and the server's thread
    /// starts (about 15 ms into the run on an idle machine, later on a busy one).
    @Test(arguments: Array(stride(from: UInt32(0), through: 60_000, by: 2_000)) + [100_000])
    func signalAtOnce(delay: UInt32) throws {
        let directory = try #require(Executables.directory)
        let process = Process()
        process.executableURL = directory.appendingPathComponent("live-app")
        process.arguments = ["--web", "--port", "0"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if delay > 0 { usleep(delay) }
        kill(process.processIdentifier, SIGINT)
        try #require(
            Executables.waitForExit(process, seconds: 20), "still running 20 s after Ctrl-C")
        // Before the signals are blocked, Ctrl-C ends the program as it ends any; after, the
        // session stops and the program exits 0. Never does it run on.
        let endedBySignal =
            process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT
        let stopped = process.terminationReason == .exit && process.terminationStatus == 0
        #expect(endedBySignal || stopped, "ended with \(process.terminationStatus)")
    }
}
