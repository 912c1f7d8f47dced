import CardDeck
import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckInspector

/// The motion section's message text, byte for byte: the page parses it, so moving the writer
/// must not change it.
@Suite("The motion section's message text")
@MainActor
struct MotionMessageTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var frame: MotionFrame
        var samples: [MotionSample]
        var ended: [UInt64]
        var text: String
        var testDescription: String { name }
    }

    nonisolated static let rows = [
        Row(
            name: "a page's first message",
            frame: MotionFrame(time: 0, interval: nil, frames: 0, missed: 0, cost: nil),
            samples: [], ended: [],
            text: #"{"t":"i.motion","time":0,"frames":0,"missed":0,"rate":120,"cards":[]}"#),
        Row(
            name: "a frame with its cost",
            frame: MotionFrame(
                time: 0.05, interval: 1 / 120, frames: 1, missed: 0, cost: 0.001_234_5),
            samples: [MotionSample(card: 4, extent: 143.520_9)], ended: [],
            text: #"{"t":"i.motion","time":0.05,"ms":8.3333,"frames":1,"missed":0,"#
                + #""costMs":1.2345,"rate":120,"cards":[[4,143.5209]]}"#),
        Row(
            name: "history starting over, two cards, one ended",
            frame: MotionFrame(
                time: 1.35, interval: nil, frames: 0, missed: 2, cost: nil, reset: true),
            samples: [MotionSample(card: 4, extent: 828), MotionSample(card: 9, extent: -0.5)],
            ended: [4, 9],
            text: #"{"t":"i.motion","reset":true,"time":1.35,"frames":0,"missed":2,"rate":120,"#
                + #""cards":[[4,828],[9,-0.5]],"ended":[4,9]}"#),
    ]

    @Test(arguments: rows)
    func text(row: Row) {
        let section = MotionSection()
        let message = section.message(
            frame: row.frame, samples: row.samples, curves: [], ended: row.ended, rate: 120)
        #expect(message.text == row.text)
    }

    @Test("a curve is an object of its own, its points flat")
    func curveText() throws {
        let (window, root, context) = makeInspectedWindow()
        let section = MotionSection()
        // A page's first message: the next has no interval.
        _ = section.snapshot(in: context)
        let card = ViewController()
        let timing = CardTiming.curve(CubicBezierCurve.easeInOut, duration: 0.35)
        root.presentCard(
            card, configuration: CardConfiguration(presentationTiming: timing))
        window.advance(by: 1 / 120)
        let text = try #require(section.frameDidCommit(in: context)?.text)
        let id = try #require(InspectedCards.all(in: window).first?.presentedView?.id.rawValue)
        #expect(
            text.hasPrefix(
                #"{"t":"i.motion","time":0.0083,"frames":1,"missed":0,"rate":120,"#
                    + #""cards":[[\#(id),"#))
        #expect(
            text.contains(
                #"]],"curves":[{"id":\#(id),"kind":"presentation","start":0,"target":828,"#
                    + #""timing":"curve (0.42, 0, 0.58, 1) over 0.35 s","#
                    + #""points":[0,0,0.0167,3.6235,0.0333,14.784,"#))
        #expect(text.hasSuffix("]}]}"))
    }
}
