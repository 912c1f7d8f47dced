import CardDeckTesting
import CardDeckViews
import Testing

/// A window that goes away while a finger is down takes its touches, and the recognizers
/// tracking them, with it: the gestures are cancelled, as when their views leave the window.
@MainActor
@Suite("Touches outlive no window", .isolatedDiagnostics)
struct TouchLifetimeTests {
    /// A window with one full-screen node and a pan on it, a finger pressed and dragged on
    /// the node and never lifted; returns the pan's states, for the caller to read after the
    /// window is gone.
    private func dragWithoutLifting(states: StateLog) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        node.addGestureRecognizer(PanGestureRecognizer { states.states.append($0.state) })
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 400), duration: 0.1)
        #expect(LiveObjects.count(of: .touch) == 1)
    }

    @Test("a window dropped during a drag releases the touch, the pan and the nodes")
    func droppedWindowReleasesTouch() {
        let before = LiveObjects.snapshot()
        let log = StateLog()
        dragWithoutLifting(states: log)
        let difference = LiveObjects.snapshot().difference(from: before)
        #expect(difference.isEmpty, "\(difference)")
        // The gesture ended as a cancelled one, once.
        #expect(log.states.first == .began)
        #expect(log.states.last == .cancelled)
        #expect(log.states.filter { $0 == .cancelled }.count == 1)
    }

    @Test("a pan whose view outlives its window returns to possible and works in another")
    func survivingViewStartsAfresh() {
        var states: [GestureRecognizer.State] = []
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let pan = PanGestureRecognizer { states.append($0.state) }
        node.addGestureRecognizer(pan)
        do {
            let window = Window(size: Size(width: 390, height: 844))
            window.root.addSubview(node)
            window.press(at: Point(x: 100, y: 300))
            window.move(to: Point(x: 100, y: 400), duration: 0.1)
            #expect(pan.state == .changed)
        }
        #expect(LiveObjects.count(of: .touch) == 0)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
        #expect(states.last == .cancelled)
        states.removeAll()
        let window = Window(size: Size(width: 390, height: 844))
        node.removeFromSuperview()
        window.root.addSubview(node)
        window.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 500))
        #expect(states.first == .began && states.last == .ended)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
    }
}

/// The states a recognizer's action saw; a class, so the action can outlive the test's frame.
@MainActor
final class StateLog {
    var states: [GestureRecognizer.State] = []
}
