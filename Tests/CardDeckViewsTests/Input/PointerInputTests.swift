import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Pointer input", .isolatedDiagnostics)
struct PointerInputTests {
    private func scene() -> (Window, ViewNode, PanGestureRecognizer, [String]) {
        let window = Window(size: Size(width: 390, height: 844))
        let card = ViewNode(frame: Rect(x: 0, y: 400, width: 390, height: 444))
        window.root.addSubview(card)
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        return (window, card, pan, [])
    }

    @Test("An event is delivered by the first frame at or after its timestamp")
    func deliveryTime() {
        let (window, _, _, _) = scene()
        window.advance(by: 0.1)
        window.send(PointerEvent(phase: .began, location: Point(x: 10, y: 500), timestamp: 0.13))
        window.advance(by: 1.0 / 120)  // frame at 0.1083: not yet
        #expect(window.activeTouches.isEmpty)
        #expect(window.hasPendingPointerEvents)
        window.advance(by: 2.0 / 120)  // frames at 0.1167 and 0.125: not yet
        #expect(window.activeTouches.isEmpty)
        window.advance(by: 1.0 / 120)  // frame at 0.1333 delivers it
        #expect(window.activeTouches.count == 1)
        #expect(window.activeTouches.first?.timestamp == 0.13)
        #expect(!window.hasPendingPointerEvents)
    }

    @Test("A touch is hit-tested once, on presented geometry, and stays with its node")
    func hitTestOnce() {
        let (window, card, pan, _) = scene()
        let backdrop = ViewNode(frame: window.bounds)
        let backdropPan = PanGestureRecognizer()
        backdrop.addGestureRecognizer(backdropPan)
        window.root.insertSubview(backdrop, at: 0)
        // Animate the card up: its model frame is 100…544 at once, on screen it is still low.
        ViewNode.animate(withDuration: 1, curve: .linear) { card.frame.origin.y = 100 }
        window.advance(by: 0.1)
        #expect(isClose(card.presentation.frame.origin.y, 370))
        // y = 700 is on the card's presented frame but below its model frame.
        window.press(at: Point(x: 200, y: 700))
        #expect(window.activeTouches.first?.view === card)
        window.move(to: Point(x: 200, y: 50), duration: 0.1)  // off the card, onto the backdrop
        #expect(pan.state == .changed)
        #expect(backdropPan.state == .possible)
        #expect(backdropPan.numberOfTouches == 0)
        window.release()
        #expect(window.activeTouches.isEmpty)
    }

    @Test("Several pointers at once are tracked independently")
    func severalPointers() {
        let window = Window(size: Size(width: 390, height: 844))
        let left = ViewNode(frame: Rect(x: 0, y: 0, width: 195, height: 844))
        let right = ViewNode(frame: Rect(x: 195, y: 0, width: 195, height: 844))
        window.root.addSubview(left)
        window.root.addSubview(right)
        let leftPan = PanGestureRecognizer()
        let rightPan = PanGestureRecognizer()
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        window.press(at: Point(x: 50, y: 400), pointer: 1)
        window.press(at: Point(x: 300, y: 400), pointer: 2)
        window.move(to: Point(x: 50, y: 450), pointer: 1)
        window.move(to: Point(x: 300, y: 380), pointer: 2)
        #expect(leftPan.translation(in: nil) == Point(x: 0, y: 50))
        #expect(rightPan.translation(in: nil) == Point(x: 0, y: -20))
        #expect(window.activeTouches.map(\.pointerID) == [1, 2])
        window.release(pointer: 1)
        #expect(window.activeTouches.map(\.pointerID) == [2])
        #expect(rightPan.state.isActive)
        window.release(pointer: 2)
    }

    @Test("Touch locations convert into a node's coordinates")
    func touchLocations() {
        let (window, card, _, _) = scene()
        window.press(at: Point(x: 30, y: 410))
        window.move(to: Point(x: 30, y: 420))
        let touch = try! #require(window.activeTouches.first)
        #expect(touch.location(in: card) == Point(x: 30, y: 20))
        #expect(touch.previousLocation(in: card) == Point(x: 30, y: 10))
        #expect(touch.location(in: nil) == Point(x: 30, y: 420))
        #expect(touch.initialLocationInWindow == Point(x: 30, y: 410))
        #expect(touch.phase == .moved)
        window.release()
    }

    nonisolated static let badEvents: [(String, [PointerEvent], Int, String)] = [
        (
            "began at NaN is dropped",
            [PointerEvent(phase: .began, location: Point(x: .nan, y: 1), timestamp: 0.01)], 0,
            "non-finite"
        ),
        (
            "moved for an unknown pointer is dropped",
            [
                PointerEvent(
                    pointerID: 7, phase: .moved, location: Point(x: 1, y: 1), timestamp: 0.01)
            ],
            0, "not down"
        ),
        (
            "ended for an unknown pointer is dropped",
            [
                PointerEvent(
                    pointerID: 7, phase: .ended, location: Point(x: 1, y: 1), timestamp: 0.01)
            ],
            0, "not down"
        ),
        (
            "moved at NaN leaves the touch where it was",
            [
                PointerEvent(phase: .began, location: Point(x: 5, y: 500), timestamp: 0.01),
                PointerEvent(phase: .moved, location: Point(x: 5, y: .infinity), timestamp: 0.02),
            ], 1, "non-finite"
        ),
    ]

    @Test("Malformed events are dropped with a warning", arguments: badEvents)
    func malformed(name: String, events: [PointerEvent], touchesAfter: Int, message: String) {
        let (window, _, _, _) = scene()
        Diagnostics.removeAll()
        for event in events { window.send(event) }
        window.advance(by: 0.05)
        #expect(window.activeTouches.count == touchesAfter)
        #expect(window.activeTouches.allSatisfy { $0.locationInWindow.isFinite })
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains(message) == true)
    }

    @Test("An ended event at NaN ends the touch where it was last, and the pan ends")
    func endedAtNaN() {
        let (window, _, pan, _) = scene()
        var states: [GestureRecognizer.State] = []
        var translations: [Point] = []
        pan.addTarget { [unowned pan] recognizer in
            states.append(recognizer.state)
            translations.append(pan.translation(in: nil))
        }
        window.press(at: Point(x: 10, y: 500))
        window.move(to: Point(x: 10, y: 540))
        Diagnostics.removeAll()
        window.send(
            PointerEvent(phase: .ended, location: Point(x: .nan, y: .nan), timestamp: window.time))
        window.advance(by: 1.0 / 120)
        #expect(states == [.began, .ended])
        #expect(translations.last == Point(x: 0, y: 40))
        #expect(window.activeTouches.isEmpty)
        #expect(Diagnostics.warnings.count == 1)
    }

    @Test("A touch that never ends is cancelled by the next began of the same pointer")
    func neverEnded() {
        let (window, _, pan, _) = scene()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        window.press(at: Point(x: 10, y: 500))
        window.move(to: Point(x: 10, y: 540))
        Diagnostics.removeAll()
        window.press(at: Point(x: 100, y: 600))
        #expect(states == [.began, .cancelled])
        #expect(window.activeTouches.count == 1)
        #expect(window.activeTouches.first?.initialLocationInWindow == Point(x: 100, y: 600))
        #expect(Diagnostics.warnings.count == 1)
        window.move(to: Point(x: 100, y: 640))
        #expect(states == [.began, .cancelled, .began])
        window.release()
    }

    @Test("Timestamps going backwards are raised to the previous event's")
    func backwardsTimestamps() {
        let (window, _, pan, _) = scene()
        Diagnostics.removeAll()
        window.send(PointerEvent(phase: .began, location: Point(x: 10, y: 500), timestamp: 0.05))
        window.send(PointerEvent(phase: .moved, location: Point(x: 10, y: 520), timestamp: 0.04))
        window.send(PointerEvent(phase: .moved, location: Point(x: 10, y: 540), timestamp: .nan))
        window.advance(by: 0.1)
        #expect(Diagnostics.warnings.count == 2)
        #expect(pan.state == .changed)
        #expect(window.activeTouches.first?.timestamp == 0.05)
        // All three samples share one time, so no velocity can be measured: 0, not infinity.
        #expect(pan.velocity(in: nil).isFinite)
    }

    @Test("A frame with no input allocates no touch and delivers nothing")
    func quietFrames() {
        let (window, _, pan, _) = scene()
        window.advance(by: 1)
        #expect(window.activeTouches.isEmpty)
        #expect(pan.state == .possible)
        #expect(!window.hasPendingPointerEvents)
    }
}
