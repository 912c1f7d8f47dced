import CardDeckTesting
import CardDeckViews
import Testing

/// The reconciler's contract under every change the hosts draw. The terminal's damage runs
/// (12 seeds) and the web host's page runs (14) each carried a mirror checking it; their
/// kinds of change are `StyledTreeDriver`'s, and this runs them as many times, once for every
/// host: seeds 1–26, and 1,078 and 1,118, the web host's seeds that inserted a node twice.
@Suite("HostReconciler: random styled trees, replayed and joined late", .isolatedDiagnostics)
@MainActor
struct HostReconcilerStyledTreeTests {
    @Test(
        "a mirror equals the window after every commit; a snapshot or a late attach, every 40",
        arguments: Array(1...26) + [1_078, 1_118] as [UInt64])
    func replayAndLateJoin(seed: UInt64) {
        var driver = StyledTreeDriver(seed: seed)
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
