// carddeck-bench: prints one figure per line as `name value unit`.
//
//     swift run -c release carddeck-bench [--filter TEXT]   (--help: the usage)
//
// The frame-count modes (see FrameModes.swift) run one scene for valgrind instead:
//
//     carddeck-bench --card-drag-frames N [--nodes K]
//     carddeck-bench --sheet-resizes N | --scroll-flicks N | --present-cycles N
//                    [--nodes K] [--frame-rate R]
//     carddeck-bench --steady-frames N | --scroll-frames N
//     carddeck-bench --terminal-frames N [--nodes K] [--full-raster]
//     carddeck-bench --terminal-session-reports N [--nodes K]
//     carddeck-bench --terminal-session-detent-reports N [--nodes K]
//     carddeck-bench --web-frames N [--nodes K] [--inspect]
//
// Benchmarks/run-suite.sh runs the suite (`--filter suite.` and the modes under valgrind) and
// prints one table.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
MainActor.assumeIsolated { BenchCommandLine.check(arguments) }
var filter: String?
if let index = arguments.firstIndex(of: "--filter") {
    filter = arguments[index + 1]
}

MainActor.assumeIsolated { FrameModes.runIfRequested(arguments) }

let benchmarks = MotionBenchmarks.all
for benchmark in benchmarks where filter.map({ benchmark.name.contains($0) }) ?? true {
    let nanoseconds = medianNanoseconds(of: benchmark)
    print("\(benchmark.name) \(String(format: "%.1f", nanoseconds)) \(benchmark.unit)")
}
MainActor.assumeIsolated {
    FrameBenchmarks.run(filter: filter)
    FrameBenchmarks.runCardDrag(filter: filter)
    SVGBenchmarks.run(filter: filter)
    TerminalBenchmarks.run(filter: filter)
    WebBenchmarks.run(filter: filter)
    SuiteBenchmarks.run(filter: filter)
}
