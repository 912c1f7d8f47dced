import CardDeckTesting
import CardDeckViews
import Testing

/// One random run: its seed, the tree's starting size, its frames and how often a late mirror
/// joins.
struct LateJoinRun: Sendable, CustomTestStringConvertible {
    let seed: UInt64
    var nodes = 14
    var frames = 160
    var every = 40
    var testDescription: String { "seed \(seed), \(nodes) nodes, \(frames) frames" }
}

/// The reconciler's contract under every change the hosts draw (`RandomTreeEdits`, which the
/// terminal's damage runs and the web host's page runs use too), once for every host: seeds
/// 1–26, and 1,078 and 1,118, the seeds that inserted a node twice in one list with the hosts'
/// former drivers (`HostReconcilerReinsertTests` keeps that case), on small trees; and three
/// longer runs on trees of 36 nodes, joined every 25 frames.
@Suite("HostReconciler: random styled trees, replayed and joined late", .isolatedDiagnostics)
@MainActor
struct HostReconcilerStyledTreeTests {
    nonisolated static let runs: [LateJoinRun] =
        (Array(1...26) + [1_078, 1_118]).map { LateJoinRun(seed: $0) }
        + [3, 11, 99].map { LateJoinRun(seed: $0, nodes: 36, frames: 300, every: 25) }

    @Test(
        "a mirror equals the window after every commit; a snapshot or a late attach equals it",
        arguments: runs)
    func replayAndLateJoin(run: LateJoinRun) {
        var driver = RandomTreeEdits(seed: run.seed, nodes: run.nodes)
        let live = MirrorHost()
        driver.window.attach(live)
        for frame in 0..<run.frames {
            driver.step()
            guard frame % run.every == run.every - 1 else { continue }
            let late = MirrorHost()
            late.apply(live.snapshot(), in: driver.window)
            #expect(late.failures.isEmpty, "frame \(frame): \(late.failures)")
            #expect(late.nodeCount == live.nodeCount)
            let attached = MirrorHost()
            driver.window.attach(attached)
            #expect(attached.failures.isEmpty, "frame \(frame): \(attached.failures)")
            driver.window.detach(attached)
        }
        #expect(live.commitCount > run.frames * 9 / 10)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }
}
