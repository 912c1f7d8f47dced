import CardDeck
import CardDeckViews
import CardDeckWeb
import Foundation

@testable import CardDeckInspector

/// A transport that keeps nothing and never waits: the sections' tests only need a session.
@MainActor
final class QuietTransport: WebTransport {
    func waitForEvents(timeout: Double) -> [WebServerEvent] { [] }
    func send(_ text: String, to connection: WebConnectionID) {}
    func pendingOutboundBytes(for connection: WebConnectionID) -> Int { 0 }
    func close(_ connection: WebConnectionID, code: UInt16, reason: String) {}
}

/// A 390 × 844 window on a manual clock, its root controller and an inspector context.
@MainActor
func makeInspectedWindow(direction: LayoutDirection = .leftToRight)
    -> (Window, ViewController, InspectorContext)
{
    let window = Window(size: Size(width: 390, height: 844), clock: ManualClock())
    window.traits.layoutDirection = direction
    let root = ViewController()
    window.rootViewController = root
    let session = WebSession(window: window, transport: QuietTransport())
    return (window, root, InspectorContext(session: session))
}

/// The JSON object of a message.
func object(_ message: InspectorMessage?) -> [String: Any] {
    guard let data = message?.text.data(using: .utf8),
        let value = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return value
}
