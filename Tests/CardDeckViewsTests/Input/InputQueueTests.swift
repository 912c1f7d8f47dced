import CardDeckTesting
import CardDeckViews
import Testing

/// The window's input queue when events always arrive a little after the frame they were
/// meant for, so it never empties.
@MainActor
@Suite("Input queue", .isolatedDiagnostics)
struct InputQueueTests {
    @Test("events stamped just after each frame are all delivered, in order, one frame late")
    func lateEveryFrame() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        var moves: [Double] = []
        node.addGestureRecognizer(
            PanGestureRecognizer { pan in
                if pan.state == .changed { moves.append(pan.translation(in: nil).y) }
            })
        let frame = 1.0 / 120
        window.send(
            PointerEvent(phase: .began, location: Point(x: 100, y: 100), timestamp: 1e-7))
        for step in 1...1_000 {
            // Each event is due a hair after frame `step`, so it waits for frame `step + 1`.
            let stamp = Double(step) * frame + 1e-7
            window.send(
                PointerEvent(
                    phase: .moved, location: Point(x: 100, y: 100 + Double(step) * 0.5),
                    timestamp: stamp))
            window.advance(to: Double(step) * frame)
            #expect(window.hasPendingPointerEvents)
        }
        window.advance(by: frame)
        #expect(!window.hasPendingPointerEvents)
        // The pan begins after 10 pt (20 events), then hears every later event in order.
        #expect(moves.count == 1_000 - 20)
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $1 > $0 })
        #expect(moves.last == 500)
    }
}
