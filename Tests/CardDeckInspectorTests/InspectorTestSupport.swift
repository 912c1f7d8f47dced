import CardDeck
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Foundation

@testable import CardDeckInspector

/// A 390 × 844 window on a manual clock, its root controller and an inspector context.
@MainActor
func makeInspectedWindow(direction: LayoutDirection = .leftToRight)
    -> (Window, ViewController, InspectorContext)
{
    let window = Window(size: Size(width: 390, height: 844), clock: ManualClock())
    window.traits.layoutDirection = direction
    let root = ViewController()
    window.rootViewController = root
    let session = WebSession(window: window, transport: FakeTransport())
    return (window, root, InspectorContext(session: session))
}

/// The JSON object of a message.
func object(_ message: InspectorMessage?) -> [String: Any] {
    guard let data = message?.text.data(using: .utf8),
        let value = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return value
}

/// The tree suites' fixture: a 390 × 844 window on a manual clock with a card node (350 × 444
/// at 20, 400) under its root, its session, and a tree section following it.
@MainActor
struct InspectedTree {
    let window = Window(size: Size(width: 390, height: 844), clock: ManualClock())
    let context: InspectorContext
    let section = TreeSection()
    let card = ViewNode(frame: Rect(x: 20, y: 400, width: 350, height: 444))

    init() {
        context = InspectorContext(
            session: WebSession(window: window, transport: FakeTransport()))
        window.root.addSubview(card)
    }

    /// Runs a 1/60 s frame and returns the section's message, if any.
    func frame() -> String? {
        window.advance(by: 1 / 60)
        return section.frameDidCommit(in: context)?.text
    }

    /// Runs a frame and applies its message, if any, to a page that applied every message
    /// before it.
    func follow(_ page: inout OutlineReplica) throws {
        if let message = frame() { try page.apply(message: message) }
    }

    /// What a page that connects now is shown.
    func lateReplica() throws -> OutlineReplica {
        var late = OutlineReplica()
        try late.apply(message: section.snapshot(in: context).text)
        return late
    }
}

/// A suite that drives an inspector through its session turn by turn, as the session's loop
/// does: each turn 1/120 s after the one before, with the events the server handed over.
@MainActor
protocol InspectedSessionSuite {
    /// The clock of the session's window.
    var clock: ManualClock { get }
    /// The inspected session.
    var session: WebSession { get }
}

extension InspectedSessionSuite {
    /// The first page to connect (it controls the window).
    var first: WebConnectionID { WebConnectionID(rawValue: 1) }
    /// The second page (it watches while the first is there).
    var second: WebConnectionID { WebConnectionID(rawValue: 2) }

    /// Advances the clock by 1/120 s and runs one turn of the session with `events`.
    func step(_ events: [WebServerEvent] = []) throws {
        clock.advance(by: 1 / 120)
        try session.step(events)
    }

    /// A page's message as the server hands it over.
    func message(_ connection: WebConnectionID, _ text: String) -> WebServerEvent {
        .message(connection, text, receivedAtUptimeNanoseconds: 0)
    }
}

/// A session over `transport` that shows a 390 × 844 window on `clock`, inspected by a
/// ``WebInspector`` with `sections`.
@MainActor
func makeInspectedSession(
    clock: ManualClock, sections: [any InspectorSection], transport: FakeTransport = FakeTransport()
) -> WebSession {
    let window = Window(size: Size(width: 390, height: 844), clock: clock)
    let session = WebSession(window: window, transport: transport)
    session.inspector = WebInspector(sections: sections)
    return session
}
