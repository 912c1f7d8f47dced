import CardDeckTesting
import CardDeckViews
import Testing

/// The README's host-renderer snippet, compiled and run (keep the two in step).
final class LoggingHost: HostRenderer {
    var lines: [String] = []

    func apply(_ mutations: [Mutation], in window: Window) {
        for case .update(let node, let mask) in mutations where mask.contains(.geometry) {
            lines.append("\(node.presentedFrameInWindow)")  // the README prints it
        }
    }
}

@MainActor
@Suite("README host renderer", .isolatedDiagnostics)
struct ReadmeHostRendererTests {
    @Test("the logging host hears each geometry change with the presented frame")
    func loggingHost() {
        let window = Window(size: Size(width: 100, height: 100))
        let host = LoggingHost()
        window.attach(host)
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        window.advance(by: 1 / 120)
        #expect(host.lines.isEmpty, "an insert is not an update")
        node.frame.origin.x = 20
        window.advance(by: 1 / 120)
        #expect(host.lines == ["\(Rect(x: 20, y: 0, width: 10, height: 10))"])
    }
}
