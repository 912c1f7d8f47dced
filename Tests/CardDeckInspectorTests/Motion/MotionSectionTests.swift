import CardDeck
import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

@testable import CardDeckInspector

@Suite("The motion section")
@MainActor
struct MotionSectionTests {
    private func presentCard(
        _ configuration: CardConfiguration = CardConfiguration(detents: [.medium, .large])
    )
        -> (Window, ViewController, InspectorContext)
    {
        let (window, root, context) = makeInspectedWindow()
        let card = ViewController()
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        return (window, card, context)
    }

    @Test("a still card sends nothing; a moving one sends one sample per frame")
    func samplesWhileMoving() throws {
        let (window, card, context) = presentCard()
        let section = MotionSection()
        let first = object(section.snapshot(in: context))
        let cards = try #require(first["cards"] as? [[Double]])
        // A medium detent's extent is its height.
        #expect(cards.first?[1] == card.cardPresentationController?.detents.first?.height)
        window.advance(by: 1 / 120)
        _ = section.frameDidCommit(in: context)
        window.advance(by: 1 / 120)
        #expect(section.frameDidCommit(in: context) == nil)
        card.cardPresentationController?.animateChanges {
            card.cardPresentationController?.selectedDetentIdentifier = .large
        }
        var sampled = 0
        for _ in 0..<30 {
            window.advance(by: 1 / 120)
            let message = object(section.frameDidCommit(in: context))
            if let interval = message["ms"] as? Double {
                #expect(interval == 8.3333)
                sampled += 1
            }
        }
        #expect(sampled == 30)
    }

    @Test("a settle's curve is sampled from its animator and ends at the card's resting extent")
    func curve() throws {
        let (window, card, context) = presentCard()
        let controller = try #require(card.cardPresentationController)
        let section = MotionSection()
        _ = section.snapshot(in: context)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        window.advance(by: 1 / 120)
        let message = object(section.frameDidCommit(in: context))
        let curves = try #require(message["curves"] as? [[String: Any]])
        let curve = try #require(curves.first)
        let large = try #require(controller.detents.last)
        #expect(curve["target"] as? Double == large.height)
        let points = try #require(curve["points"] as? [Double])
        let start = try #require(curve["start"] as? Double)
        #expect(points.first == start)
        // The curve starts at the medium extent and ends at the large one.
        #expect(abs(points[1] - controller.detents[0].height) < 0.01)
        #expect(abs(points[points.count - 1] - large.height) < 0.5)
        #expect((curve["timing"] as? String)?.hasPrefix("spring response") == true)
        // Where the card really is matches the curve at the frames shown.
        var samples: [(Double, Double)] = []
        for _ in 0..<12 {
            window.advance(by: 1 / 120)
            let frame = object(section.frameDidCommit(in: context))
            let extent = try #require((frame["cards"] as? [[Double]])?.first?[1])
            samples.append((try #require(frame["time"] as? Double), extent))
        }
        for (time, extent) in samples {
            let index = Int(((time - start) * 60).rounded())
            guard index * 2 + 1 < points.count, abs(points[index * 2] - time) < 1e-4 else {
                continue
            }
            #expect(abs(points[index * 2 + 1] - extent) < 0.01, "at \(time)")
        }
        // The curve is sent once per settle.
        window.advance(by: 1 / 120)
        #expect(object(section.frameDidCommit(in: context))["curves"] == nil)
    }

    @Test("frames skipped by live pacing are reported as missed")
    func missedFrames() throws {
        let (window, card, context) = presentCard()
        let section = MotionSection()
        _ = section.snapshot(in: context)
        card.cardPresentationController?.animateChanges {
            card.cardPresentationController?.selectedDetentIdentifier = .large
        }
        window.advanceSkippingMissedFrames(to: window.time + 1 / 120)
        _ = section.frameDidCommit(in: context)
        window.advanceSkippingMissedFrames(to: window.time + 1 / 120)
        _ = section.frameDidCommit(in: context)
        // A frame that took three intervals: the two frames due meanwhile are skipped.
        window.advanceSkippingMissedFrames(to: window.time + 3 / 120)
        let message = object(section.frameDidCommit(in: context))
        #expect(message["missed"] as? Int == 2)
        #expect(message["ms"] as? Double == 25)
    }

    @Test("frames skipped after an idle frame are idle time, not missed frames")
    func idleSkipsAreNotMissed() throws {
        let (window, card, context) = presentCard()
        let section = MotionSection()
        _ = section.snapshot(in: context)
        window.advanceSkippingMissedFrames(to: window.time + 1 / 120)
        #expect(section.frameDidCommit(in: context) == nil)
        card.cardPresentationController?.animateChanges {
            card.cardPresentationController?.selectedDetentIdentifier = .large
        }
        // The loop slept for a second; its first frame back moves the card.
        window.advanceSkippingMissedFrames(to: window.time + 1)
        let message = object(section.frameDidCommit(in: context))
        #expect(window.skippedFrameCount > 100)
        #expect(message["missed"] as? Int == 0)
    }

    @Test("a cost the host measured is sent with the frame, once")
    func frameCost() {
        let (window, card, context) = presentCard()
        let section = MotionSection()
        _ = section.snapshot(in: context)
        card.cardPresentationController?.animateChanges {
            card.cardPresentationController?.selectedDetentIdentifier = .large
        }
        section.recordFrameCost(seconds: 0.002)
        window.advance(by: 1 / 120)
        #expect(object(section.frameDidCommit(in: context))["costMs"] as? Double == 2)
        window.advance(by: 1 / 120)
        #expect(object(section.frameDidCommit(in: context))["costMs"] == nil)
        section.recordFrameCost(seconds: .nan)
        window.advance(by: 1 / 120)
        #expect(object(section.frameDidCommit(in: context))["costMs"] == nil)
    }

    @Test("another window (the timeline's past) starts the history over, never a negative interval")
    func anotherWindowStartsOver() {
        let (window, _, context) = presentCard()
        let section = MotionSection()
        _ = section.snapshot(in: context)
        window.advance(by: 5)
        _ = section.frameDidCommit(in: context)
        let past = Window(size: window.size, clock: ManualClock())
        past.rootViewController = ViewController()
        past.advance(by: 1 / 120)
        context.session.replaceWindow(with: past, pausingInput: true)
        let first = object(section.frameDidCommit(in: context))
        #expect(first["reset"] as? Bool == true)
        #expect(first["ms"] == nil)
        past.advance(by: 1 / 120)
        _ = section.frameDidCommit(in: context)
        context.session.replaceWindow(with: window, pausingInput: false)
        window.advance(by: 1 / 120)
        let back = object(section.frameDidCommit(in: context))
        #expect(back["reset"] as? Bool == true)
        #expect(back["ms"] == nil)
    }
}
