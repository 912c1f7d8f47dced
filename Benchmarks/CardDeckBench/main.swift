// carddeck-bench: prints one figure per line as `name value unit`.
//
//     swift run -c release carddeck-bench [--filter TEXT]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
var filter: String?
if let index = arguments.firstIndex(of: "--filter") {
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("carddeck-bench: --filter needs a value\n".utf8))
        exit(64)
    }
    filter = arguments[index + 1]
}

/// The frame-count modes run one scene under valgrind (Benchmarks/allocations-per-frame.sh).
let frameModes: [(flag: String, run: @MainActor (Int) -> Void)] = [
    ("--steady-frames", FrameBenchmarks.steadyFrames),
    ("--scroll-frames", FrameBenchmarks.scrollFrames),
    ("--card-drag-frames", FrameBenchmarks.cardDragFrames),
    ("--terminal-frames", TerminalBenchmarks.frames),
]
for mode in frameModes {
    guard let index = arguments.firstIndex(of: mode.flag) else { continue }
    let frames = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? -1 : -1
    guard frames >= 0 else {
        FileHandle.standardError.write(Data("carddeck-bench: \(mode.flag) needs a count\n".utf8))
        exit(64)
    }
    MainActor.assumeIsolated { mode.run(frames) }
    exit(0)
}

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
}
