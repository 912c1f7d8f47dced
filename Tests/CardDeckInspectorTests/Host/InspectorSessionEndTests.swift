import CardDeck
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Testing

@testable import CardDeckInspector

/// A session that goes away with its inspector set tells it, as taking it off does, and lets
/// go of the window: the window may outlive both.
@Suite("Web inspector: a session that goes away with its inspector leaves nothing attached")
@MainActor
struct InspectorSessionEndTests {
    @Test("the window, which outlives the session, feeds neither the tree's follower nor the host")
    func theWindowKeepsNothing() throws {
        let fixture = SessionEndFixture(size: Size(width: 390, height: 844))
        fixture.window.root.addSubview(ViewNode(frame: Rect(x: 10, y: 10, width: 50, height: 50)))
        let tree = TreeSection()
        let host = WebHost()
        let gone = try fixture.run(host: host) { session in
            session.inspector = WebInspector(sections: [tree])
            fixture.clock.advance(by: 1 / 120)
            try session.step([])
            // While the session is there, the follower reads the window's commits.
            fixture.window.root.addSubview(ViewNode(frame: Rect(x: 30, y: 30, width: 5, height: 5)))
            fixture.window.advance(by: 1 / 60)
            var json = InspectorJSON()
            #expect(tree.outline.takeOperations(into: &json))
            #expect(host.hasPendingPatch)
            try session.step([])
            #expect(!host.hasPendingPatch)
        }
        #expect(gone, "the session was kept alive")
        fixture.window.root.addSubview(ViewNode(frame: Rect(x: 20, y: 20, width: 5, height: 5)))
        fixture.window.advance(by: 1 / 60)
        var json = InspectorJSON()
        let followed = tree.outline.takeOperations(into: &json)
        #expect(!followed, "the outline still followed the window: \(json.text)")
        #expect(!host.hasPendingPatch, "the host still turned the window's commits into patches")
    }
}
