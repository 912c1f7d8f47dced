import Foundation
import Testing

@Suite(
    "carddeck-bench's command line",
    .enabled(if: Executables.areBuilt, "the executables were not found next to the test bundle"))
struct BenchCommandLineTests {
    @Test("--help prints the usage and runs nothing", arguments: ["--help", "-h"])
    func help(flag: String) throws {
        let run = try Executables.run("carddeck-bench", [flag])
        #expect(run.status == 0)
        #expect(run.lines.first?.hasPrefix("usage: carddeck-bench") == true)
        #expect(run.output.contains("--terminal-frames N"))
        #expect(!run.output.contains("ran "), "a mode ran")
        #expect(run.error.isEmpty)
    }

    @Test(
        "an argument it does not know, or a flag without its value, is an error that runs nothing",
        arguments: [
            (["--card-drag-frame", "10"], "unknown argument '--card-drag-frame'"),
            (["--web-frames", "10", "--node", "5"], "unknown argument '--node'"),
            (["suite"], "unknown argument 'suite'"),
            (["--filter"], "--filter needs a value"),
            (["--nodes", "10", "--card-drag-frames"], "--card-drag-frames needs a value"),
        ])
    func badArguments(arguments: [String], problem: String) throws {
        let run = try Executables.run("carddeck-bench", arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty, "something ran: \(run.output.prefix(200))")
        #expect(run.error == "carddeck-bench: \(problem) (see --help)\n")
    }

    @Test("a known mode with its options still runs")
    func knownMode() throws {
        let run = try Executables.run(
            "carddeck-bench", ["--card-drag-frames", "2", "--nodes", "10", "--frame-rate", "60"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("ran "), "\(run.output.prefix(200)) \(run.error)")
    }
}
