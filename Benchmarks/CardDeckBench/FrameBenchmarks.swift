import CardDeckMotion
import CardDeckViews

/// The cost of one frame of the window's loop (input, motion, layout, commit) with a card of N
/// nodes whose root is moved by a spring.
@MainActor
enum FrameBenchmarks {
    static let sizes = [100, 1_000, 10_000]

    /// Prints `frame.spring.nN` for each size, then the ratio N = 10,000 / N = 100.
    static func run(filter: String?) {
        var medians: [Int: Double] = [:]
        for size in sizes {
            let name = "frame.spring.n\(size)"
            guard filter.map({ name.contains($0) || "frame.ratio".contains($0) }) ?? true else {
                continue
            }
            let scene = FrameScene(nodeCount: size)
            let median = medianNanoseconds(runs: 101, batch: 200) { scene.step() }
            medians[size] = median
            if filter.map({ name.contains($0) }) ?? true {
                print("\(name) \(format(median / 1_000)) µs")
            }
        }
        if let small = medians[100], let large = medians[10_000] {
            print("frame.ratio.n10000_over_n100 \(format(large / small)) x")
        }
    }

    /// Prints `frame.carddrag.nN` for each size (the front card of a three-card stack dragged
    /// within its interactive dismissal), then the ratio N = 10,000 / N = 100.
    static func runCardDrag(filter: String?) {
        var medians: [Int: Double] = [:]
        for size in sizes {
            let name = "frame.carddrag.n\(size)"
            guard filter.map({ name.contains($0) }) ?? true else { continue }
            let scene = CardDragScene(nodeCount: size)
            let median = medianNanoseconds(runs: 101, batch: 200) { scene.step() }
            medians[size] = median
            print("\(name) \(format(median / 1_000)) µs")
        }
        if let small = medians[100], let large = medians[10_000] {
            print("frame.carddrag.ratio.n10000_over_n100 \(format(large / small)) x")
        }
    }

    /// Runs `frames` steady-state frames of the N = 1,000 scene; used under valgrind to count
    /// heap allocations per frame (see Benchmarks/allocations-per-frame.sh).
    static func steadyFrames(_ frames: Int) {
        let scene = FrameScene(nodeCount: 1_000)
        for _ in 0..<frames { scene.step() }
        // Items printed one by one: one interpolated line needs a longer buffer for larger
        // counts, an allocation that would show up as a per-frame cost between two runs.
        print("ran", frames, "frames,", scene.host.mutationCount, "mutations")
    }

    /// Runs `frames` frames of the 1,000-row scroll view flicked again and again; used under
    /// valgrind to count heap allocations per frame (see Benchmarks/allocations-per-frame.sh).
    static func scrollFrames(_ frames: Int) {
        let scene = ScrollScene()
        for _ in 0..<frames { scene.step() }
        print(
            "ran \(frames) frames, \(scene.flickCount) flicks, "
                + "\(scene.host.mutationCount) mutations")
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
