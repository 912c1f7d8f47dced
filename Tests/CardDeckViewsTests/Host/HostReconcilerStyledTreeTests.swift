import CardDeckTesting
import CardDeckViews
import Testing

/// The reconciler's contract under every change the hosts draw (`RandomTreeEdits`, which the
/// terminal's damage runs and the web host's page runs use too), once for every host: seeds
/// 1–26, and 1,078 and 1,118, the seeds that inserted a node twice in one list with the hosts'
/// former drivers (`HostReconcilerReinsertTests` keeps that case).
@Suite("HostReconciler: random styled trees, replayed and joined late", .isolatedDiagnostics)
@MainActor
struct HostReconcilerStyledTreeTests {
    @Test(
        "a mirror equals the window after every commit; a snapshot or a late attach, every 40",
        arguments: Array(1...26) + [1_078, 1_118] as [UInt64])
    func replayAndLateJoin(seed: UInt64) {
        var driver = RandomTreeEdits(seed: seed)
        let live = MirrorHost()
        driver.window.attach(live)
        for frame in 0..<160 {
            driver.step()
            guard frame % 40 == 39 else { continue }
            let late = MirrorHost()
            late.apply(live.snapshot(), in: driver.window)
            #expect(late.failures.isEmpty, "frame \(frame): \(late.failures)")
            #expect(late.nodeCount == live.nodeCount)
            let attached = MirrorHost()
            driver.window.attach(attached)
            #expect(attached.failures.isEmpty, "frame \(frame): \(attached.failures)")
            driver.window.detach(attached)
        }
        #expect(live.commitCount > 150)
        #expect(live.failures.isEmpty, "\(live.failures)")
    }
}
