import Foundation

/// The command line `carddeck-bench` accepts, checked before anything runs: `--help` prints the
/// usage and exits 0; an argument it does not know, or a flag without its value, prints what
/// is wrong and exits 64 (`EX_USAGE`), so a typo never runs the whole suite by mistake.
@MainActor
enum BenchCommandLine {
    /// Flags followed by a value.
    static let valued: Set<String> = Set(["--filter", "--nodes", "--frame-rate"])
        .union(FrameModes.flags)
    /// Flags on their own.
    static let switches: Set<String> = ["--full-raster", "--palette256", "--inspect"]

    static let usage = """
        usage: carddeck-bench [--filter TEXT]
               carddeck-bench --card-drag-frames N [--nodes K]
               carddeck-bench --detent-drag-frames N [--nodes K]
               carddeck-bench --sheet-resizes N | --scroll-flicks N | --present-cycles N
                              [--nodes K] [--frame-rate R]
               carddeck-bench --steady-frames N | --scroll-frames N
               carddeck-bench --terminal-frames N [--nodes K] [--full-raster] [--palette256]
               carddeck-bench --terminal-session-reports N [--nodes K]
               carddeck-bench --terminal-session-detent-reports N [--nodes K]
               carddeck-bench --web-frames N [--nodes K] [--inspect]

        Without a frame-count mode it runs every benchmark whose name contains TEXT (all of
        them without --filter) and prints one `name value unit` line each. A frame-count mode
        runs one scene N times for valgrind (Benchmarks/run-suite.sh runs them all).
        """

    /// The first problem with `arguments`, or `nil` when every one is known and each valued
    /// flag has its value.
    static func problem(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument) {
                guard index + 1 < arguments.count else { return "\(argument) needs a value" }
                index += 2
            } else if switches.contains(argument) {
                index += 1
            } else {
                return "unknown argument '\(argument)'"
            }
        }
        return nil
    }

    /// Prints the usage and exits for `--help`, or the problem and exits 64 for a bad command
    /// line; returns for a good one.
    static func check(_ arguments: [String]) {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            exit(0)
        }
        if let problem = problem(in: arguments) {
            FileHandle.standardError.write(
                Data("carddeck-bench: \(problem) (see --help)\n".utf8))
            exit(64)
        }
    }
}
