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
