import CardDeck
import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckInspector

/// What the motion section sent over a run of frames, as the page receives it.
@MainActor
private struct MotionRecord {
    struct Curve {
        var card: Double
        var kind: String
        var start: Double
        var points: [Double]
        var target: Double
        /// The frame whose message brought it.
        var sentAt: Double
        /// When the page stops drawing it: the next curve's start, or the frame that said it
        /// ended.
        var until = Double.infinity
    }

    var frames: [(time: Double, extents: [Double: Double])] = []
    var curves: [Curve] = []

    mutating func take(_ message: [String: Any]) {
        guard let time = message["time"] as? Double else { return }
        var extents: [Double: Double] = [:]
        for pair in message["cards"] as? [[Double]] ?? [] { extents[pair[0]] = pair[1] }
        frames.append((time, extents))
        for card in message["ended"] as? [Double] ?? [] {
            if let index = curves.lastIndex(where: { $0.card == card }),
                curves[index].until == .infinity
            {
                curves[index].until = time
            }
        }
        for curve in message["curves"] as? [[String: Any]] ?? [] {
            let card = curve["id"] as? Double ?? -1
            let start = curve["start"] as? Double ?? .nan
            if let index = curves.lastIndex(where: { $0.card == card }) {
                curves[index].until = min(curves[index].until, time)
            }
            curves.append(
                Curve(
                    card: card, kind: curve["kind"] as? String ?? "", start: start,
                    points: curve["points"] as? [Double] ?? [],
                    target: curve["target"] as? Double ?? .nan, sentAt: time))
        }
    }

    /// Every frame shown while `curve` was followed, at a time the curve has a point for:
    /// `(point's extent, frame's extent)`.
    func matches(_ curve: Curve) -> [(plotted: Double, shown: Double)] {
        var pairs: [(Double, Double)] = []
        for frame in frames where frame.time >= curve.start && frame.time < curve.until {
            guard let shown = frame.extents[curve.card] else { continue }
            for index in stride(from: 0, to: curve.points.count, by: 2)
            where abs(curve.points[index] - frame.time) < 1e-6 {
                pairs.append((curve.points[index + 1], shown))
            }
        }
        return pairs
    }
}

@Suite("The motion section: the curves of presentations, dismissals and caught transitions")
@MainActor
struct MotionTransitionTests {
    enum Scenario: String, CaseIterable {
        case present, dismiss, caught
        /// A finger scrubs the dismissal, then lets go short of the threshold: the dismissal
        /// runs back.
        case cancelled
    }

    static let timings: [CardTiming] = [
        .spring(Spring(response: 0.44, dampingRatio: 0.8)),
        .curve(CubicBezierCurve.easeInOut, duration: 0.35),
    ]

    /// Runs `scenario` with `timing` for the presentation and the dismissal, committing the
    /// section after every frame; checks on every frame that the engine's motion at the
    /// window's time is the presented top, bit for bit.
    private func run(_ scenario: Scenario, timing: CardTiming) throws -> MotionRecord {
        let (window, root, context) = makeInspectedWindow()
        let section = MotionSection()
        var record = MotionRecord()
        let card = ViewController()
        let configuration = CardConfiguration(
            presentationTiming: timing, dismissalTiming: timing)
        var following = 0
        func frame(_ advance: () -> Void) {
            advance()
            record.take(object(section.frameDidCommit(in: context)))
            guard let inspection = card.cardPresentationController?.inspection,
                let motion = inspection.motion
            else { return }
            following += 1
            #expect(motion.top(at: window.time) == inspection.top, "at \(window.time)")
        }
        if scenario == .cancelled {
            root.presentCard(card, configuration: configuration)
            window.advance(by: 2)
            record.take(object(section.snapshot(in: context)))
            var finger = card.view.presentedFrameInWindow.minY + 30
            frame { window.press(at: Point(x: 195, y: finger)) }
            // A quarter of the way down: a curve runs back over the progress made, so the
            // way back is long enough to plot.
            for _ in 0..<25 {
                finger += 10
                frame { window.move(to: Point(x: 195, y: finger)) }
            }
            // Held still until the finger's speed is gone, then lifted.
            for _ in 0..<30 { frame { window.advance(by: 1 / 120) } }
            frame { window.release() }
            for _ in 0..<240 { frame { window.advance(by: 1 / 120) } }
            // A curve runs back in its duration times the progress made (0.35 s · ~0.3).
            #expect(following > 10)
            return record
        }
        if scenario == .present {
            record.take(object(section.snapshot(in: context)))
            root.presentCard(card, configuration: configuration)
        } else {
            root.presentCard(card, configuration: configuration)
            window.advance(by: 2)
            record.take(object(section.snapshot(in: context)))
            card.dismiss(animated: true)
        }
        for _ in 0..<(scenario == .caught ? 10 : 240) { frame { window.advance(by: 1 / 120) } }
        if scenario == .caught {
            #expect(card.isBeingDismissed)
            var finger = card.view.presentedFrameInWindow.minY + 30
            frame { window.press(at: Point(x: 195, y: finger)) }
            // Back up towards its detent; the release runs the rest of the way.
            for _ in 0..<20 {
                finger -= 8
                frame { window.move(to: Point(x: 195, y: finger)) }
            }
            frame { window.release() }
            for _ in 0..<240 { frame { window.advance(by: 1 / 120) } }
        }
        #expect(following > 20)
        return record
    }

    @Test(
        "the plotted curve is where the engine puts the card at every frame it followed it",
        arguments: Scenario.allCases, 0..<2)
    func curveMatchesFrames(scenario: Scenario, timing: Int) throws {
        let record = try run(scenario, timing: Self.timings[timing])
        let kinds = record.curves.map(\.kind)
        switch scenario {
        case .present: #expect(kinds == ["presentation"])
        case .dismiss: #expect(kinds == ["dismissal"])
        case .cancelled: #expect(kinds.first == "cancelled dismissal")
        case .caught:
            // The release cancels the dismissal the finger scrubbed; the card settles.
            #expect(kinds.first == "dismissal" && kinds.count >= 2)
            #expect(kinds.dropFirst().allSatisfy { $0 == "cancelled dismissal" || $0 == "settle" })
        }
        var compared = 0
        for curve in record.curves {
            let pairs = record.matches(curve)
            compared += pairs.count
            // Points every 1/60 s, frames every 1/120 s: every other frame has its point.
            #expect(!pairs.isEmpty, "\(curve.kind): no frame on the curve")
            for (plotted, shown) in pairs {
                // Both go through the JSON writer's four decimals.
                #expect(abs(plotted - shown) < 2e-4, "\(curve.kind)")
            }
            // A curve followed to its end ends at its target, where the card came to rest
            // (a dismissed card is gone by then).
            let last = record.frames.last?.extents[curve.card]
            if curve.until == .infinity, let last {
                #expect(abs(curve.target - last) < 0.01, "\(curve.kind)")
            }
        }
        // Even the shortest run (a curve running back a third of the way) has 7.
        #expect(compared >= 6)
    }

    @Test(
        "a finger catching a dismissal ends its curve; the motion after it starts where the card is"
    )
    func caughtStartsANewCurve() throws {
        for timing in Self.timings {
            let record = try run(.caught, timing: timing)
            try #require(record.curves.count >= 2)
            // The dismissal was left at the catch, before the release's motion began.
            #expect(record.curves[0].until < record.curves[1].start)
            for (before, curve) in zip(record.curves, record.curves.dropFirst()) {
                #expect(before.until <= curve.sentAt)
                // No jump: each curve's first point is the frame shown when it began.
                let first = try #require(record.frames.first { $0.time == curve.start })
                #expect(abs(curve.points[1] - (first.extents[curve.card] ?? .nan)) < 2e-4)
            }
        }
    }
}
