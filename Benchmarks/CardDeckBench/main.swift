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

if let index = arguments.firstIndex(of: "--steady-frames") {
    let frames = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? -1 : -1
    guard frames >= 0 else {
        FileHandle.standardError.write(Data("carddeck-bench: --steady-frames needs a count\n".utf8))
        exit(64)
    }
    MainActor.assumeIsolated { FrameBenchmarks.steadyFrames(frames) }
    exit(0)
}

if let index = arguments.firstIndex(of: "--scroll-frames") {
    let frames = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? -1 : -1
    guard frames >= 0 else {
        FileHandle.standardError.write(Data("carddeck-bench: --scroll-frames needs a count\n".utf8))
        exit(64)
    }
    MainActor.assumeIsolated { FrameBenchmarks.scrollFrames(frames) }
    exit(0)
}

if let index = arguments.firstIndex(of: "--card-drag-frames") {
    let frames = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? -1 : -1
    guard frames >= 0 else {
        FileHandle.standardError.write(
            Data("carddeck-bench: --card-drag-frames needs a count\n".utf8))
        exit(64)
    }
    MainActor.assumeIsolated { FrameBenchmarks.cardDragFrames(frames) }
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
}
