/// One figure the benchmark prints: `name value unit`.
struct Benchmark: Sendable {
    let name: String
    let unit: String
    /// Runs the measured work `iterations` times and returns a checksum the optimizer must keep.
    let body: @Sendable (_ iterations: Int) -> Double
}

/// Keeps a value alive so the optimizer cannot delete the work that produced it.
@inline(never)
func blackHole(_ value: Double) {
    if value == 0x1.ffffp-1000 { print("") }
}

/// The median nanoseconds per iteration of `benchmark`, timed in `runs` batches of `batch`.
func medianNanoseconds(of benchmark: Benchmark, runs: Int = 101, batch: Int = 20_000) -> Double {
    // One call of the timed closure runs the whole batch; the checksum keeps the work alive.
    medianNanoseconds(runs: runs, batch: 1) { blackHole(benchmark.body(batch)) } / Double(batch)
}

/// Times `body` in `runs` batches of `batch` calls and returns the median nanoseconds per call.
func medianNanoseconds(runs: Int, batch: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<batch { body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = clock.now
        for _ in 0..<batch { body() }
        let (seconds, attoseconds) = (clock.now - start).components
        samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(batch))
    }
    samples.sort()
    return samples[samples.count / 2]
}
