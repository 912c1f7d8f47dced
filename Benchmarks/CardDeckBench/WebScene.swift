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
    private(set) var message: [UInt8] = []

    init(nodeCount: Int) {
        drag = CardDragScene(nodeCount: nodeCount)
        drag.window.attach(timed)
        for _ in 0..<20 { _ = step() }
    }

    /// One frame: the drag moves, the host records the commit, the patch is encoded.
    func step() -> (bytes: Int, operations: Int, hostSeconds: Double) {
        timed.applyDuration = .zero
        drag.step()
        let start = ContinuousClock.now
        let operations = timed.host.encodePatch(frame: drag.window.frameCount, into: &message)
        let encode = ContinuousClock.now - start + timed.applyDuration
        let seconds =
            Double(encode.components.seconds) + Double(encode.components.attoseconds) * 1e-18
        return (message.count, operations, seconds)
    }

    /// The style fields a message sets, counted outside the measured frame: the keys of its style objects, each a quoted letter
    /// followed by a colon after `{` or `,`. Text inside a label's string never matches: the
    /// scene's strings hold no quotes.
    static func fieldCount(in message: [UInt8]) -> Int {
        var depth = 0
        var count = 0
        var index = 0
        while index < message.count {
            let byte = message[index]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if depth == 2, byte == UInt8(ascii: "\""), index + 2 < message.count,
                message[index + 2] == UInt8(ascii: "\""), index + 3 < message.count,
                message[index + 3] == UInt8(ascii: ":"),
                message[index - 1] == UInt8(ascii: "{") || message[index - 1] == UInt8(ascii: ",")
            {
                count += 1
            }
            index += 1
        }
        return count
    }
}
