import CardDeck
import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckInspector

/// The tuning section's message text, byte for byte where the page reads it: moving the writer
/// must not change it.
@MainActor
@Suite(
    "The tuning section's message text", .isolatedDiagnostics,
    .sharedCardConfiguration(CardConfiguration()))
struct TuningMessageTextTests {
    @Test("a command for no card is answered with the error only")
    func noCard() throws {
        let (_, _, context) = makeInspectedWindow()
        let reply = TuningSection().receive(
            InspectorCommand(
                section: "tuning", members: ["do": "copy", "card": 9.0], controls: true),
            in: context)
        #expect(
            reply?.text
                == #"{"t":"i.tuning","reply":"copy","warnings":[],"#
                + #""error":"No presented card has that view id."}"#)
    }

    @Test("a card's values: no inset is null, a timing is an object of its kind")
    func cardState() throws {
        let (window, root, context) = makeInspectedWindow()
        root.presentCard(
            ViewController(),
            configuration: CardConfiguration(
                detents: [.medium, .large],
                snapTiming: .curve(CubicBezierCurve.easeInOut, duration: 0.3)))
        window.advance(by: 2)
        let text = TuningSection().snapshot(in: context).text
        let id = try #require(InspectedCards.all(in: window).first?.presentedView?.id.rawValue)
        #expect(
            text.hasPrefix(
                #"{"t":"i.tuning","cards":[{"id":\#(id),"label":"Card 1 · ViewController","#
                    + #""fixed":["grabberStyle","stacksBackCards","#))
        #expect(
            text.contains(
                ##""verticalInset":null,"dimmingColor":"#000000","detents":"[.medium, .large]","##
                    + #""dismissalTiming":{"kind":"spring","response":0.44,"dampingRatio":0.8},"#))
        #expect(
            text.hasSuffix(
                #""snapTiming":{"kind":"curve","curve":"easeInOut","duration":0.3}}}]}"#))
    }
}
