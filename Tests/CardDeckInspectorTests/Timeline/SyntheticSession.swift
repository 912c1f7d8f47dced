import CardDeckScenarios
import CardDeckTesting
import CardDeckViews

/// A made-up live session of a demo scenario: taps, drags and flicks at random places with
/// idle pauses between them, recorded on a `ManualClock` as a live session would record it.
@MainActor
enum SyntheticSession {
    /// The scenario the sessions play: the stacked cards, the busiest.
    static let scenario = "music-stack"

    /// A fresh copy of ``scenario``: its root, and the scenario, which must stay alive with it.
    static func makeRoot() -> (root: ViewController, owner: AnyObject?) {
        let made = ScenarioCatalog.scenario(named: scenario)!.make()
        return (made.rootViewController, made)
    }

    /// The scenarios of the live windows made, kept alive for the tests' duration.
    private static var liveOwners: [AnyObject] = []

    /// A live window like a phone's showing a fresh copy of ``scenario``, laid out; its
    /// scenario stays alive.
    static func makeLiveWindow() -> (window: Window, owner: AnyObject?) {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let (root, owner) = makeRoot()
        if let owner { liveOwners.append(owner) }
        window.rootViewController = root
        window.root.layoutIfNeeded()
        return (window, owner)
    }

    /// Records `seconds` of made-up input; the same seed gives the same recording.
    ///
    /// - Parameters:
    ///   - seconds: How long the session runs.
    ///   - seed: The random seed.
    ///   - busy: The share of the time a finger is down or a card moves, 0…1.
    /// - Returns: The window (at the end), its recording and the scenario to keep alive.
    static func record(seconds: Double, seed: UInt64 = 32, busy: Double = 0.5)
        -> (window: Window, recording: InputRecording, owner: AnyObject?)
    {
        let (window, owner) = makeLiveWindow()
        let recorder = InputRecorder(window: window)
        recorder.start(scenario: scenario)
        play(seconds: seconds, in: window, seed: seed, busy: busy)
        return (window, recorder.stop(), owner)
    }

    /// Sends made-up input to a window for `seconds`.
    static func play(seconds: Double, in window: Window, seed: UInt64, busy: Double) {
        var random = SplitMix64(seed: seed)
        let end = window.time + seconds
        let input = window.scriptedInput
        func point() -> Point {
            Point(
                x: random.double(in: 20...370).rounded(),
                y: random.double(in: 80...800).rounded())
        }
        let tour = ScenarioCatalog.scenario(named: scenario)!.make().tour
        let player = TourPlayer(window: window)
        while window.time < end - 2 {
            switch random.int(below: 6) {
            case 4, 5:
                // A stretch of the scenario's own tour: cards grow, stack and go.
                let first = random.int(below: tour.count)
                for (index, step) in tour.enumerated().dropFirst(first).prefix(4) {
                    if case .selectDetent = step.action { continue }
                    try? player.perform(step, index: index)
                }
            case 0: input.tap(at: point())
            case 1:
                let start = point()
                input.drag(
                    from: start, to: Point(x: start.x, y: random.double(in: 80...820).rounded()),
                    duration: random.double(in: 0.15...0.8))
            case 2:
                input.flick(
                    from: point(), by: Point(x: 0, y: random.chance(0.5) ? 300 : -300),
                    releaseVelocity: random.double(in: 400...2_500))
            default:
                input.press(at: point())
                input.move(to: point(), duration: random.double(in: 0.2...1.2))
                input.release()
            }
            // A card springs for about a second after a release; then the idle pause.
            window.advance(by: 0.8)
            if !random.chance(busy) { window.advance(by: random.double(in: 1...6)) }
        }
        window.advance(to: end)
    }
}
