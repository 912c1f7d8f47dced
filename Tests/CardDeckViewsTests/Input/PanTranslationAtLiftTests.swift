import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Pan translation when the finger lifts", .isolatedDiagnostics)
struct PanTranslationAtLiftTests {
    nonisolated static let lifts: [(name: String, lift: Point, expected: Point)] = [
        ("lifting where the finger last moved", Point(x: 100, y: 320), Point(x: 0, y: 20)),
        ("lifting 20 pt further on", Point(x: 100, y: 340), Point(x: 0, y: 40)),
        ("lifting off to the side", Point(x: 130, y: 320), Point(x: 30, y: 20)),
    ]

    /// The ended action reports the translation to the lift location, as the velocity already
    /// includes it (it used to report the location of the last move).
    @Test("The ended action's translation includes the lift location", arguments: lifts)
    func endedTranslation(name: String, lift: Point, expected: Point) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.root.addSubview(node)
        let pan = PanGestureRecognizer()
        var ended: Point?
        pan.addTarget { recognizer in
            if recognizer.state == .ended {
                ended = (recognizer as? PanGestureRecognizer)?.translation(in: nil)
            }
        }
        node.addGestureRecognizer(pan)
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 320))
        window.release(at: lift)
        #expect(ended == expected)
    }
}
