import CardDeckTesting
import Foundation
import Testing

/// The example executables as `swift test` builds them, next to the test bundle, and a way to
/// run one.
enum Executables {
    /// The build products directory holding the examples, or `nil` when they are not built.
    static let directory: URL? = {
        var candidates: [URL] = []
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                candidates.append(bundle.bundleURL.deletingLastPathComponent())
            }
        #endif
        candidates.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        return candidates.first { directory in
            FileManager.default.isExecutableFile(
                atPath: directory.appendingPathComponent("carddeck-demo").path)
        }
    }()

    /// Whether the examples were found.
    static var areBuilt: Bool { directory != nil }

    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var error: String
        var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    /// Runs an example with no standard input and waits for it to exit.
    static func run(_ name: String, _ arguments: [String]) throws -> Run {
        let directory = try #require(directory)
        let process = Process()
        process.executableURL = directory.appendingPathComponent(name)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}

@Suite(
    "The example executables, run as a user would",
    .enabled(
        if: Executables.areBuilt,
        "the example executables were not found next to the test bundle (swift test did not build them)"
    ), .isolatedDiagnostics)
struct ExecutableTests {
    @Test(
        "each example's scripted tour ends in its scenario's final state",
        arguments: [
            ("reactions-card", "  reactions: expanded, top 77, dimmer 0.7"),
            ("resizable-sheet", "  sheet: height 498, content 420, navigation depth 2"),
            ("music-stack", "  stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51"),
        ])
    func example(name: String, finalState: String) throws {
        let run = try Executables.run(name, ["--script", "--quiet"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.lines.first?.hasPrefix("1/1 \(name): ") == true)
        #expect(run.lines.last == finalState)
    }

    @Test("carddeck-demo --script --quiet tours every scenario and prints each final state")
    func showcase() throws {
        let run = try Executables.run("carddeck-demo", ["--script", "--quiet"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(
            run.lines.filter { !$0.contains(" s  ") } == [
                "1/6 reactions-card: Reactions card, the draggable card (normal and expanded, "
                    + "dimmer, flick to dismiss)",
                "  reactions: expanded, top 77, dimmer 0.7",
                "2/6 resizable-sheet: Resizable sheet, the fitted sheet (resizing, scroll "
                    + "hand-off, navigation inside)",
                "  sheet: height 498, content 420, navigation depth 2",
                "3/6 music-stack: Music stack, stacked cards (grow from the mini player, three "
                    + "deep, drag anywhere)",
                "  stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51",
                "4/6 side-sheet: Side sheet, a sheet on the leading edge, with a right-to-left "
                    + "switch",
                "  side sheet: dismissed · left-to-right",
                "5/6 compose-sheet: Reply sheet, a sheet with a text field that rises above the "
                    + "keyboard",
                "  reply: dismissed · 3 messages",
                "6/6 two-stacks: Two stacks, presentation contexts: a card stack in each pane of "
                    + "a split view",
                "  mail: message (front x 0…131, top 63) · map: none",
            ])
        #expect(!run.output.contains("live mode"))
    }

    @Test("without --quiet the frames print as terminal text")
    func frames() throws {
        let run = try Executables.run("music-stack", ["--frames-per-second", "2"])
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.hasPrefix("-- frame 1, ") })
        #expect(run.output.contains("Paper Planets"))
        #expect(run.lines.last == "  stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51")
    }

    @Test(
        "a bad command line prints the error and the usage on standard error and exits 64",
        arguments: [
            (["--size", "huge"], "--size needs WIDTHxHEIGHT in points, like 390x844, not 'huge'"),
            (
                ["--frames-per-second", "0"],
                "--frames-per-second must be between 1 and 240, not '0'"
            ),
            (["--verbose"], "unknown option '--verbose'"),
        ])
    func badCommandLine(arguments: [String], message: String) throws {
        let run = try Executables.run("carddeck-demo", arguments)
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("carddeck-demo: \(message)\nusage: carddeck-demo [--script]"))
    }

    @Test("--help prints the help on standard output and exits 0")
    func help() throws {
        let run = try Executables.run("resizable-sheet", ["--help"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(
            run.lines.first
                == "usage: resizable-sheet [--script] [--quiet] [--svg DIR] [--size WxH]")
        #expect(run.output.contains("--frames-per-second N"))
    }
}
