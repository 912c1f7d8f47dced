import CardDeckInspector
import CardDeckViews
import CardDeckWeb

/// The web card-drag scene with the inspector on, as `--web --inspect` runs it: the session's
/// own host patches each frame (encoded into a reused buffer, as the session sends it), then
/// the inspector's sections run and their messages go to one connected page.
@MainActor
final class InspectedWebScene {
    /// A page that takes every message and keeps only their count and bytes.
    final class Page: WebTransport {
        var messages = 0
        var bytes = 0

        func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }
        func send(_ text: String, to connection: WebConnectionID) {
            messages += 1
            bytes += text.utf8.count
        }
        func pendingOutboundBytes(for connection: WebConnectionID) -> Int { 0 }
        func close(_ connection: WebConnectionID, code: UInt16, reason: String) {}
    }

    let drag: CardDragScene
    let page = Page()
    let session: WebSession
    let inspector = WebInspector()
    /// The patch's bytes, a buffer reused from frame to frame as the session's is.
    private(set) var message: [UInt8] = []

    init(nodeCount: Int) {
        drag = CardDragScene(nodeCount: nodeCount)
        session = WebSession(window: drag.window, transport: page)
        session.inspector = inspector
        // The page connects (and gets its snapshots); the session's host is the scene's web
        // host, whose change lists the tree section reads.
        _ = try? session.step([.opened(WebConnectionID(rawValue: 1))])
        for _ in 0..<20 { _ = step() }
    }

    /// One frame: the scene's frame and patch, then the inspector's turn.
    func step() -> (bytes: Int, operations: Int) {
        drag.step()
        let operations = session.host.encodePatch(frame: drag.window.frameCount, into: &message)
        inspector.sessionDidFinishTurn(session)
        return (message.count, operations)
    }
}
