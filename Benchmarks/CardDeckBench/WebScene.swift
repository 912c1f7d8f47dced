import CardDeckViews
import CardDeckWeb

/// The card-drag scene with a web host attached; each step encodes the frame's patch into a
/// reused buffer, as the session sends it.
@MainActor
final class WebScene {
    /// The host, timed: what its `apply` took at the latest commit.
    final class TimedHost: HostRenderer {
        let host = WebHost()
        var applyDuration = Duration.zero

        func apply(_ mutations: [Mutation], in window: Window) {
            let start = ContinuousClock.now
            host.apply(mutations, in: window)
            applyDuration = ContinuousClock.now - start
        }
    }

    let drag: CardDragScene
    let timed = TimedHost()
    /// The message's bytes, a buffer reused from frame to frame as the session's is.
    private var message: [UInt8] = []

    init(nodeCount: Int) {
        drag = CardDragScene(nodeCount: nodeCount)
        drag.window.attach(timed)
        for _ in 0..<20 { _ = step() }
    }

    /// One frame: the drag moves, the host records the commit, the patch is encoded.
    func step() -> (bytes: Int, operations: Int, fields: Int, hostSeconds: Double) {
        timed.applyDuration = .zero
        drag.step()
        let start = ContinuousClock.now
        let operations = timed.host.takePatch()
        WebPatchEncoder.encode(operations, frame: drag.window.frameCount, into: &message)
        let encode = ContinuousClock.now - start + timed.applyDuration
        var fields = 0
        for operation in operations {
            switch operation {
            case .insert(_, _, _, _, let set), .update(_, _, let set):
                fields += set.rawValue.nonzeroBitCount
            default: break
            }
        }
        let seconds =
            Double(encode.components.seconds) + Double(encode.components.attoseconds) * 1e-18
        return (message.count, operations.count, fields, seconds)
    }
}
