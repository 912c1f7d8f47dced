import CardDeckTesting
import CardDeckViews
import Testing

/// A view that leaves its window cancels the gestures it is tracking, as in UIKit.
@MainActor
@Suite("Gestures of a view leaving its window", .isolatedDiagnostics)
struct GestureLeavingWindowTests {
    @Test("an active pan is cancelled when its view is removed, and hears nothing after")
    func activePanCancelled() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.root.addSubview(node)
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        node.addGestureRecognizer(pan)
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 340))
        #expect(states == [.began])
        node.removeFromSuperview()
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
        // The finger goes on moving and lifts: the pan hears none of it.
        window.move(to: Point(x: 100, y: 400))
        window.release()
        #expect(states == [.began, .cancelled])
    }

    @Test("moving a view within its window keeps its gesture going")
    func moveWithinWindowKeepsGesture() {
        let window = Window(size: Size(width: 390, height: 844))
        let first = ViewNode(frame: window.bounds)
        let second = ViewNode(frame: Rect(x: 0, y: 700, width: 390, height: 144))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(first)
        window.root.addSubview(second)
        first.addSubview(node)
        var states: [GestureRecognizer.State] = []
        node.addGestureRecognizer(PanGestureRecognizer { states.append($0.state) })
        window.press(at: Point(x: 100, y: 300))
        window.move(to: Point(x: 100, y: 340))
        second.addSubview(node)
        window.move(to: Point(x: 100, y: 360))
        window.release()
        #expect(states == [.began, .changed, .ended])
    }
}
