import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

/// An inspector serves one session: a second session that calls it is ignored, with a warning,
/// and cannot take the first one's sections away.
@Suite("Web inspector: one inspector, one session", .isolatedDiagnostics)
@MainActor
struct InspectorSharedSessionTests {
    /// A window with one node and a session on it, stepped once with `inspector`.
    private static func session(
        clock: ManualClock, inspector: WebInspector
    ) throws -> (WebSession, Window) {
        let window = Window(size: Size(width: 390, height: 844), clock: clock)
        window.root.addSubview(ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 50)))
        let session = WebSession(window: window, transport: FakeTransport())
        session.inspector = inspector
        clock.advance(by: 1 / 120)
        try session.step([])
        return (session, window)
    }

    @Test("a second session is ignored with one warning; the first keeps its panel")
    func secondSessionIgnored() throws {
        let clock = ManualClock()
        let tree = TreeSection()
        let inspector = WebInspector(sections: [tree])
        let (first, firstWindow) = try Self.session(clock: clock, inspector: inspector)
        Diagnostics.removeAll()
        let (second, secondWindow) = try Self.session(clock: clock, inspector: inspector)
        try second.step([])
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.first?.contains("serves one session") == true)
        // The tree follows the first window only: the second one's change is not in it.
        secondWindow.root.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
        secondWindow.advance(by: 1 / 60)
        var json = InspectorJSON()
        #expect(!tree.outline.takeOperations(into: &json), "followed the second window")
        // Taking the inspector off the second session leaves the first one's sections on.
        second.inspector = nil
        firstWindow.root.addSubview(ViewNode(frame: Rect(x: 2, y: 2, width: 5, height: 5)))
        firstWindow.advance(by: 1 / 60)
        json = InspectorJSON()
        #expect(tree.outline.takeOperations(into: &json), "the first window went unfollowed")
        #expect(Diagnostics.warnings.count == 1, "warned more than once")
        #expect(first.inspector === inspector)
    }

    @Test("once its session is gone, the inspector serves the next one")
    func nextSessionAfterTheFirstIsGone() throws {
        let clock = ManualClock()
        let tree = TreeSection()
        let inspector = WebInspector(sections: [tree])
        do {
            let (first, _) = try Self.session(clock: clock, inspector: inspector)
            first.inspector = nil
        }
        Diagnostics.removeAll()
        let (second, secondWindow) = try Self.session(clock: clock, inspector: inspector)
        secondWindow.root.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
        secondWindow.advance(by: 1 / 60)
        var json = InspectorJSON()
        #expect(tree.outline.takeOperations(into: &json), "the second window went unfollowed")
        #expect(Diagnostics.warnings.isEmpty)
        #expect(second.inspector === inspector)
    }
}
