import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

/// Keys typed while the reply sheet leaves after Escape reach the window, not its field: as in
/// UIKit, a dismissal no finger drives takes the keyboard down with it.
@MainActor
@Suite("Reply sheet: Escape takes the keyboard down with the sheet", .isolatedDiagnostics)
struct ReplyDismissalKeysTests {
    @Test("the field resigns as the dismissal begins; a key typed meanwhile is the demo's")
    func escapeResignsTheField() throws {
        let window = Window(size: Size(width: 390, height: 844))
        let demo = LiveDemo(scenarios: ScenarioCatalog.all, window: window, recordPath: nil)
        _ = demo.handle(.character("5"))
        window.advance(by: 0.1)
        window.tap(
            at: try #require(TourPlayer.frontmostNode(named: "conversation.reply", in: window))
                .presentedFrameInWindow.center)
        window.advance(by: 1)
        let field = try #require(TourPlayer.frontmostNode(named: "reply.field", in: window))
        window.tap(at: field.presentedFrameInWindow.center)
        window.advance(by: 0.5)
        #expect(window.send(.character("H")))
        #expect(field.isFirstResponder)

        #expect(window.send(KeyPress(.escape)))
        window.advance(by: 1.0 / 120)
        // The sheet is still on its way out, and the field no longer takes keys.
        #expect(field.window != nil)
        #expect(window.firstResponder == nil)
        #expect(!window.send(.character("2")))
        #expect((field as? TextField)?.string == "H")
    }
}
