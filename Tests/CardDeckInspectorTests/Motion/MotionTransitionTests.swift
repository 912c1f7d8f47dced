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
                curves[index].until = min(curves[index].until, start)
            }
            curves.append(
                Curve(
                    card: card, kind: curve["kind"] as? String ?? "", start: start,
                    points: curve["points"] as? [Double] ?? [],
                    target: curve["target"] as? Double ?? .nan))
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
            // Well above its detent: the finger no longer scrubs a dismissal.
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
        let expected =
            switch scenario {
            case .present: ["presentation"]
            case .dismiss: ["dismissal"]
            case .caught: ["dismissal", "settle"]
            }
        #expect(record.curves.map(\.kind) == expected)
        for curve in record.curves {
            let pairs = record.matches(curve)
            // Points every 1/60 s, frames every 1/120 s: every other frame has its point.
            #expect(pairs.count >= 5, "\(curve.kind): \(pairs.count) frames on the curve")
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
    }

    @Test(
        "a finger catching a dismissal ends its curve; the settle after it starts where the card is"
    )
    func caughtStartsANewCurve() throws {
        for timing in Self.timings {
            let record = try run(.caught, timing: timing)
            let (dismissal, settle) = (record.curves[0], record.curves[1])
            // The dismissal was left at the catch, before the settle began.
            #expect(dismissal.until < settle.start)
            // No jump: the settle's first point is the frame shown when it began.
            let first = try #require(record.frames.first { $0.time == settle.start })
            #expect(abs(settle.points[1] - (first.extents[settle.card] ?? .nan)) < 2e-4)
        }
    }
}
