import CardDeckTesting
import CardDeckViews
import Testing

/// A scripted input and the transcript a recognizer must produce for it.
struct StateRow: Sendable, CustomTestStringConvertible {
    let name: String
    let steps: [GestureStep]
    let expected: [String]
    var testDescription: String { name }
}

@MainActor
@Suite("Gesture recognizer state sequences", .isolatedDiagnostics)
struct GestureRecognizerStateTests {
    /// A window with one node covering it below the status bar, holding the recognizer.
    private func scene(_ recognizer: GestureRecognizer) -> Window {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.root.addSubview(node)
        node.addGestureRecognizer(recognizer)
        return window
    }

    nonisolated static let panRows: [StateRow] = [
        StateRow(
            name: "press and lift without moving fails", steps: [.press(100, 300), .release()],
            expected: ["failed"]),
        StateRow(
            name: "9.9 pt of movement is not a pan",
            steps: [.press(100, 300), .move(100, 309.9), .release()], expected: ["failed"]),
        StateRow(
            name: "10 pt begins, more changes, lifting ends",
            steps: [.press(100, 300), .move(100, 310), .move(100, 330), .release()],
            expected: ["began", "changed", "ended"]),
        StateRow(
            name: "diagonal movement counts its length",
            steps: [.press(100, 300), .move(106, 308), .release()], expected: ["began", "ended"]),
        StateRow(
            name: "a cancelled touch cancels an active pan",
            steps: [.press(100, 300), .move(100, 320), .cancel()],
            expected: ["began", "cancelled"]),
        StateRow(
            name: "a cancelled touch fails an undecided pan",
            steps: [.press(100, 300), .move(100, 305), .cancel()], expected: ["failed"]),
        StateRow(
            name: "a second finger joining and leaving keeps the pan going",
            steps: [
                .press(100, 300), .move(100, 320), .press(200, 300, pointer: 1),
                .move(200, 340, pointer: 1), .release(pointer: 1), .move(100, 340), .release(),
            ],
            expected: ["began", "changed", "changed", "ended"]),
    ]

    @Test("Pan state sequences", arguments: panRows)
    func panSequences(row: StateRow) {
        let pan = PanGestureRecognizer()
        let transcript = Transcript()
        transcript.attach(to: pan)
        let window = scene(pan)
        for step in row.steps { step.run(in: window) }
        #expect(transcript.entries == row.expected)
        #expect(pan.state == .possible)
        #expect(window.activeTouches.isEmpty)
    }

    nonisolated static let axisRows: [(PanGestureRecognizer.Axis, Double, Double, [String])] = [
        (.vertical, 100, 320, ["began", "ended"]),
        (.vertical, 120, 305, ["failed"]),
        (.horizontal, 120, 305, ["began", "ended"]),
        (.horizontal, 100, 320, ["failed"]),
        (.vertical, 110, 310, ["began", "ended"]),  // exactly diagonal counts for either axis
    ]

    @Test(
        "An axis-constrained pan fails when the first movement is across its axis",
        arguments: axisRows)
    func axisConstraint(
        axis: PanGestureRecognizer.Axis, x: Double, y: Double, expected: [String]
    ) {
        let pan = PanGestureRecognizer()
        pan.axis = axis
        let transcript = Transcript()
        transcript.attach(to: pan)
        let window = scene(pan)
        for step: GestureStep in [.press(100, 300), .move(x, y), .release()] {
            step.run(in: window)
        }
        #expect(transcript.entries == expected)
    }

    @Test("Translation is measured from touch-down and follows setTranslation")
    func translation() {
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        pan.addTarget { recognizer in
            translations.append((recognizer as! PanGestureRecognizer).translation(in: nil))
        }
        let window = scene(pan)
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 315))
        #expect(translations == [Point(x: 0, y: 15)])
        pan.setTranslation(.zero, in: nil)
        window.move(to: Point(x: 103, y: 325))
        #expect(translations.last == Point(x: 3, y: 10))
        window.release()
        #expect(pan.minimumDistance == 10)
        #expect(pan.axis == nil)
    }

    @Test("The translation does not jump when a second finger joins or leaves")
    func centroidRebasing() {
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        pan.addTarget { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
        let window = scene(pan)
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 320))
        window.press(at: Point(x: 300, y: 500), pointer: 1)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        window.move(to: Point(x: 300, y: 540), pointer: 1)  // the centroid moves 20
        #expect(pan.translation(in: nil) == Point(x: 0, y: 40))
        window.release(pointer: 1)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 40))
        window.release()
        #expect(translations.count == 3)
    }

    nonisolated static let tapRows: [(TapRow)] = [
        TapRow(
            name: "a tap is recognized on lift", taps: 1, touches: 1,
            steps: [.press(100, 300), .release()], expected: ["ended"]),
        TapRow(
            name: "moving 9 pt is still a tap", taps: 1, touches: 1,
            steps: [.press(100, 300), .move(109, 300), .release()], expected: ["ended"]),
        TapRow(
            name: "moving 11 pt fails", taps: 1, touches: 1,
            steps: [.press(100, 300), .move(111, 300), .release()], expected: ["failed"]),
        TapRow(
            name: "a cancelled tap fails", taps: 1, touches: 1,
            steps: [.press(100, 300), .cancel()], expected: ["failed"]),
        TapRow(
            name: "a double tap within 0.35 s", taps: 2, touches: 1,
            steps: [.press(100, 300), .release(), .wait(0.2), .press(110, 305), .release()],
            expected: ["ended"]),
        TapRow(
            name: "a double tap that waits 0.4 s fails", taps: 2, touches: 1,
            steps: [.press(100, 300), .release(), .wait(0.4), .press(100, 300), .release()],
            expected: ["failed", "failed"]),
        TapRow(
            name: "a second tap 60 pt away fails", taps: 2, touches: 1,
            steps: [.press(100, 300), .release(), .press(160, 300), .release()],
            expected: ["failed"]),
        TapRow(
            name: "two fingers for a two-finger tap", taps: 1, touches: 2,
            steps: [
                .press(100, 300), .press(150, 300, pointer: 1), .release(), .release(pointer: 1),
            ],
            expected: ["ended"]),
        TapRow(
            name: "one finger for a two-finger tap fails", taps: 1, touches: 2,
            steps: [.press(100, 300), .release()], expected: ["failed"]),
        TapRow(
            name: "two fingers for a one-finger tap fails", taps: 1, touches: 1,
            steps: [
                .press(100, 300), .press(150, 300, pointer: 1), .release(), .release(pointer: 1),
            ],
            expected: ["failed"]),
    ]

    @Test("Tap state sequences", arguments: tapRows)
    func tapSequences(row: TapRow) {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = row.taps
        tap.numberOfTouchesRequired = row.touches
        let transcript = Transcript()
        transcript.attach(to: tap)
        let window = scene(tap)
        for step in row.steps { step.run(in: window) }
        window.advance(by: 1)  // let any multi-tap timer run out
        #expect(transcript.entries == row.expected)
        #expect(tap.state == .possible)
    }

    nonisolated static let edgeRows: [StateRow] = [
        StateRow(
            name: "from the left edge inward",
            steps: [.press(1, 400), .move(31, 402), .release()], expected: ["began", "ended"]),
        StateRow(
            name: "20 pt from the left edge still counts",
            steps: [.press(20, 400), .move(50, 400), .release()], expected: ["began", "ended"]),
        StateRow(
            name: "21 pt from the left edge fails at once",
            steps: [.press(21, 400), .move(60, 400), .release()], expected: ["failed"]),
        StateRow(
            name: "along the edge fails",
            steps: [.press(1, 400), .move(3, 440), .release()], expected: ["failed"]),
        StateRow(
            name: "outward fails",
            steps: [.press(15, 400), .move(2, 400), .release()], expected: ["failed"]),
        StateRow(
            name: "from the right edge inward",
            steps: [.press(389, 400), .move(350, 400), .release()], expected: ["began", "ended"]),
    ]

    @Test("Screen-edge pan state sequences (edges: left and right)", arguments: edgeRows)
    func edgeSequences(row: StateRow) {
        let pan = ScreenEdgePanGestureRecognizer()
        pan.edges = [.left, .right]
        let transcript = Transcript()
        transcript.attach(to: pan)
        let window = scene(pan)
        for step in row.steps { step.run(in: window) }
        #expect(transcript.entries == row.expected)
    }

    @Test("Documented defaults")
    func defaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.allowableMovement == 10)
        #expect(tap.maximumTapInterval == 0.35)
        #expect(tap.maximumTapSeparation == 45)
        #expect(tap.isDiscrete)
        let edge = ScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [])
        #expect(edge.edgeRegionWidth == 20)
        #expect(!edge.isDiscrete)
        let pan = PanGestureRecognizer()
        #expect(pan.minimumDistance == 10)
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.isEnabled)
        #expect(pan.delegate == nil)
        #expect(pan.state == .possible)
    }
}

/// A tap configuration, its script and the transcript it must produce.
struct TapRow: Sendable, CustomTestStringConvertible {
    let name: String
    let taps: Int
    let touches: Int
    let steps: [GestureStep]
    let expected: [String]
    var testDescription: String { name }
}
