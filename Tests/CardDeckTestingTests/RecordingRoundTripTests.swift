import CardDeckTesting
import CardDeckViews
import Testing

/// A recording read back from its text is `==` to the one written: what a recorder records,
/// and what a test builds in code with any values.
@MainActor
@Suite("Input recordings: exact round trips", .isolatedDiagnostics)
struct RecordingRoundTripTests {
    /// A session of random input on a window whose clock and sizes are off every decimal
    /// grid (frames of 1/120 s, a window of 390.4 × 843.7 points), recorded.
    static func recordedSession(seed: UInt64) -> InputRecording {
        var random = SplitMix64(seed: seed)
        let window = Window(
            size: Size(width: 390.4, height: 843.7),
            safeAreaInsets: EdgeInsets(top: 47.123456, left: 0, bottom: 34.000_001, right: 0))
        window.advance(by: random.double(in: 0...3))
        let recorder = InputRecorder(window: window)
        recorder.start(scenario: "random-\(seed)")
        for _ in 0..<(1 + random.int(below: 12)) {
            switch random.int(below: 3) {
            case 0:
                let steps = 1 + random.int(below: 6)
                for step in 0...steps {
                    let phase: PointerEvent.Phase =
                        step == 0 ? .began : step == steps ? .ended : .moved
                    window.send(
                        PointerEvent(
                            phase: phase,
                            location: Point(
                                x: random.double(in: 0...390), y: random.double(in: 0...844)),
                            timestamp: window.time + random.double(in: 0...0.02)))
                    window.advance(by: 1.0 / 120)
                }
            case 1:
                window.send(KeyPress(random.pick([.tab, .escape, .character("é")])))
            default:
                window.resize(
                    to: Size(
                        width: random.double(in: 200...500), height: random.double(in: 300...900)))
            }
            window.advance(by: random.double(in: 0...2.5))
        }
        return recorder.stop(expectations: SessionState(window: window).lines)
    }

    /// A recording built in code, every number a random `Double` anywhere in its valid range.
    static func builtRecording(seed: UInt64) -> InputRecording {
        var random = SplitMix64(seed: seed)
        func any(_ range: ClosedRange<Double>) -> Double {
            // Whole numbers, grid values and arbitrary bits, tiny and huge magnitudes.
            switch random.int(below: 4) {
            case 0: return random.double(in: range).rounded()
            case 1: return (random.double(in: range) * 1_000).rounded() / 1_000
            case 2: return random.double(in: range) * pow10(-random.int(below: 9))
            default: return random.double(in: range)
            }
        }
        var time = 0.0
        var events: [WindowInput] = []
        for _ in 0..<random.int(below: 40) {
            time += random.chance(0.1) ? any(0...1e7) : any(0...0.1)
            switch random.int(below: 3) {
            case 0:
                events.append(
                    .pointer(
                        PointerEvent(
                            pointerID: random.int(below: 11),
                            phase: random.pick([.began, .moved, .ended, .cancelled]),
                            location: Point(x: any(-1e4...1e4), y: any(-1e4...1e4)),
                            timestamp: time)))
            case 1:
                events.append(
                    .key(KeyPress(.character("x"), modifiers: .shift), time: time))
            default:
                events.append(
                    .resize(
                        Size(width: any(0...1e5), height: any(0...1e5)),
                        safeAreaInsets: EdgeInsets(
                            top: any(0...100), left: any(0...100), bottom: any(0...100),
                            right: any(0...100)),
                        time: time))
            }
        }
        return InputRecording(
            scenario: "built", windowSize: Size(width: any(1...4_000), height: any(1...4_000)),
            safeAreaInsets: EdgeInsets(
                top: any(0...60), left: any(0...60), bottom: any(0...60), right: any(0...60)),
            events: events, duration: time + any(0...5), expectations: ["keyboard none"])
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<(-exponent)).reduce(1.0) { value, _ in value / 10 }
    }

    @Test("a recorded session reads back == from its text", arguments: 0..<100)
    func recorded(seed: UInt64) throws {
        let recording = Self.recordedSession(seed: seed)
        #expect(!recording.events.isEmpty)
        let read = try InputRecording(parsing: recording.text)
        #expect(read == recording, "seed \(seed)")
        // On the grid, so the text keeps six decimals: no time needs more digits.
        for line in recording.text.split(separator: "\n") where line.first?.isNumber == true {
            let time = line.prefix { $0 != " " }
            #expect(time.split(separator: ".").last?.count == 6, "seed \(seed): \(line)")
        }
    }

    @Test(
        "a recording built in code with any numbers reads back == from its text", arguments: 0..<200
    )
    func built(seed: UInt64) throws {
        let recording = Self.builtRecording(seed: seed)
        let read = try InputRecording(parsing: recording.text)
        #expect(read == recording, "seed \(seed)")
        #expect(read.text == recording.text)
    }

    @Test(
        "times on the microsecond grid keep six decimals; others get the digits they need",
        arguments: [
            (0.5, "0.500000 "),
            (0.508333, "0.508333 "),
            (3600.5, "3600.500000 "),
            (1.0 / 120, "0.008333333333333333 "),
            (0.1 + 0.2, "0.30000000000000004 "),
        ])
    func timeText(time: Double, prefix: String) throws {
        let recording = InputRecording(
            windowSize: Size(width: 100, height: 100),
            events: [.key(KeyPress(.tab), time: time)])
        let line = recording.text.split(separator: "\n").first { $0.hasSuffix("key tab") }
        #expect(line?.hasPrefix(prefix) == true, "\(line ?? "no key line")")
    }

    @Test("an app replays its own recording with a fresh root, no scenario catalogue")
    func replayWithRoot() throws {
        let live = Window(size: Size(width: 300, height: 400))
        live.rootViewController = DraggableBoxController()
        live.advance(by: 0.1)
        let recorder = InputRecorder(window: live)
        recorder.start(scenario: "box")
        live.drag(from: Point(x: 50, y: 50), to: Point(x: 170, y: 230), duration: 0.3)
        live.advance(by: 0.2)
        let recording = try InputRecording(parsing: recorder.stop().text)
        let liveBox = try #require(live.rootViewController as? DraggableBoxController).box.frame

        let window = recording.replay(rootViewController: DraggableBoxController())
        let box = try #require(window.rootViewController as? DraggableBoxController).box.frame
        #expect(liveBox.minX > 100 && liveBox.minY > 100, "the drag moved the box")
        #expect(box == liveBox)
        #expect(window.size == live.size)
    }
}

/// A root whose box follows a drag.
@MainActor
private final class DraggableBoxController: ViewController {
    let box = ViewNode(frame: Rect(x: 20, y: 20, width: 60, height: 60))
    private var start = Point.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        box.addGestureRecognizer(
            PanGestureRecognizer { [unowned self] pan in
                if pan.state == .began { start = box.frame.origin }
                let moved = pan.translation(in: nil)
                box.frame.origin = Point(x: start.x + moved.x, y: start.y + moved.y)
            })
    }
}
