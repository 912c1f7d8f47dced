import CardDeckMotion
import CardDeckViews
import Testing

/// A clock that jumps by ages (2⁵² frames and more ahead) is bad input like any other: the
/// frame loop neither traps converting the frame number nor loses the jump.
@MainActor
@Suite("Window frame loop: a clock that jumps by ages", .isolatedDiagnostics)
struct FarClockJumpTests {
    @Test(
        "the frames of the jump run as for any long one, the last at the target",
        arguments: [1e14, 1e17, 1e300, .greatestFiniteMagnitude])
    func farJump(target: Double) {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        window.advance(by: 0.05)
        var completions = 0
        let animator = PropertyAnimator(spring: Spring(response: 0.4, dampingRatio: 0.5)) {
            node.center = Point(x: 50, y: 50)
        }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        window.advance(to: target)
        #expect(window.time == target)
        #expect(window.frameCount <= 6 + Window.maximumFramesPerAdvance)
        #expect(node.presentation.center == Point(x: 50, y: 50))
        #expect(completions == 1)
        #expect(window.frameLoop.nextFrameTime >= target)
    }

    @Test("live pacing and an input frame take such a jump too", arguments: [1e17, 1e300])
    func farLiveJump(target: Double) {
        let window = Window(size: Size(width: 100, height: 100))
        window.advance(by: 0.05)
        let frames = window.frameCount
        #expect(window.advanceSkippingMissedFrames(to: target))
        #expect(window.frameCount == frames + 1)
        #expect(window.time == target)
        let other = Window(size: Size(width: 100, height: 100))
        other.advance(by: 0.05)
        other.send(PointerEvent(phase: .began, location: Point(x: 5, y: 5), timestamp: target))
        #expect(other.frameLoop.runInputFrame(at: target))
        #expect(other.time == target)
        #expect(other.activeTouches.count == 1)
    }

    @Test("a recognizer's timer ages ahead does not trap an idle jump")
    func farTimer() {
        let window = Window(size: Size(width: 100, height: 100))
        let doubleTap = TapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        window.root.addGestureRecognizer(doubleTap)
        window.advance(by: 0.05)
        window.send(PointerEvent(phase: .began, location: Point(x: 5, y: 5), timestamp: 1e17))
        window.send(PointerEvent(phase: .ended, location: Point(x: 5, y: 5), timestamp: 1e17))
        window.advance(to: 1e17)
        window.advance(to: 2e17)
        #expect(window.time == 2e17)
        #expect(window.activeTouches.isEmpty)
    }
}
