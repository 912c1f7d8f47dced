import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

/// Randomized runs over the public API, with every invariant checked after every step.
///
/// CI plays a fixed budget of seeds. The environment replays or soaks:
/// - `CARDDECK_FUZZ_SEED=n` plays only seed `n`, printing every action;
/// - `CARDDECK_FUZZ_SEEDS=n` plays `n` seeds (default 500), from `CARDDECK_FUZZ_FIRST_SEED`
///   (default 0), and `CARDDECK_FUZZ_STEPS=n` makes each run `n` actions long (default 200),
///   for a long soak on a developer's machine.
///
/// A failing seed is shrunk to a short list of actions, printed as Swift source to paste into
/// `InvariantRegressionTests`.
@MainActor
@Suite("Randomized invariants", .isolatedDiagnostics)
struct InvariantFuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test("random runs keep every invariant")
    func randomRuns() {
        let steps = Self.environment["CARDDECK_FUZZ_STEPS"].flatMap(Int.init) ?? 200
        let seeds: [UInt64]
        if let seed = Self.environment["CARDDECK_FUZZ_SEED"].flatMap(UInt64.init) {
            seeds = [seed]
        } else {
            let count = Self.environment["CARDDECK_FUZZ_SEEDS"].flatMap(UInt64.init) ?? 500
            let first = Self.environment["CARDDECK_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 0
            seeds = Array(first..<first + count)
        }
        let replaying = seeds.count == 1
        var failures = 0
        for seed in seeds {
            let run = FuzzRun(seed: seed, steps: steps)
            let failure = run.play(log: replaying ? { print("step \($0): \($1)") } : nil)
            guard let failure else { continue }
            failures += 1
            let shrunk = run.shrunk()
            Issue.record(
                """
                Seed \(seed) failed \(failure)
                Replay: CARDDECK_FUZZ_SEED=\(seed) swift test --filter InvariantFuzzTests
                Shrunk to \(shrunk.actions.count) actions, which fail \(shrunk.play().map(String.init(describing:)) ?? "?"):
                \(shrunk.source)
                """)
            if failures >= 3 { break }
        }
    }

    @Test("SplitMix64 matches the reference sequence for seed 0")
    func splitMixReference() {
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("the same seed gives the same run")
    func deterministic() {
        // Compared as source: actions holding NaN are never equal to themselves.
        #expect(FuzzRun(seed: 42, steps: 50).source == FuzzRun(seed: 42, steps: 50).source)
        #expect(FuzzRun(seed: 42, steps: 50).source != FuzzRun(seed: 43, steps: 50).source)
    }
}
