import CardDeckInspector
import CardDeckViews
import CardDeckWeb

/// The web card-drag scene with the inspector on, as `--web --inspect` runs it: after each
/// frame's patch, the inspector's sections run and their messages go to one connected page.
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

    let web: WebScene
    let page = Page()
    let session: WebSession
    let inspector = WebInspector()

    init(nodeCount: Int) {
        web = WebScene(nodeCount: nodeCount)
        session = WebSession(window: web.drag.window, transport: page)
        session.inspector = inspector
        // The page connects (and gets its snapshots); the scene's own host stays the only one.
        _ = try? session.step([.opened(WebConnectionID(rawValue: 1))])
        web.drag.window.detach(session.host)
        for _ in 0..<20 { _ = step() }
    }

    /// One frame: the scene's frame and patch, then the inspector's turn.
    func step() -> (bytes: Int, operations: Int, hostSeconds: Double) {
        let frame = web.step()
        inspector.sessionDidFinishTurn(session)
        return frame
    }
}
