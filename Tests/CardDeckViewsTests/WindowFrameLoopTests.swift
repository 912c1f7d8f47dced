import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Window frame loop", .isolatedDiagnostics)
struct WindowFrameLoopTests {
    @Test("advance(by:) runs whole frames at k / frameRate")
    func wholeFrames() {
        let window = Window(size: Size(width: 390, height: 844))
        window.advance(by: 0.1)
        #expect(window.frameCount == 12)
        #expect(window.time == 12.0 / 120)
        window.advance(by: 0.004)  // less than a frame: the clock moves, no frame is due
        #expect(window.frameCount == 12)
        window.advance(by: 0.005)
        #expect(window.frameCount == 13)
        #expect(window.time == 13.0 / 120)
        window.frameRate = 60
        window.advance(by: 1.0 / 60)
        #expect(window.time == 13.0 / 120 + 1.0 / 60)
    }

    @Test("Negative, NaN, infinite and backwards times are ignored with a warning")
    func badTimes() {
        let window = Window(size: Size(width: 100, height: 100))
        window.advance(by: 0.05)
        let frames = window.frameCount
        let before = Diagnostics.warnings.count
        window.advance(by: -1)
        window.advance(by: .nan)
        window.advance(by: .infinity)
        window.advance(to: 0.01)
        #expect(window.frameCount == frames)
        #expect(Diagnostics.warnings.count == before + 4)
        window.frameRate = .nan
        #expect(window.frameRate == 120)
        window.frameRate = 1e9
        #expect(window.frameRate == 1_000)
    }

    @Test("A clock that jumps a minute ahead finishes animations without overshoot")
    func clockJump() {
        let window = Window(size: Size(width: 400, height: 800))
        let card = ViewNode(frame: Rect(x: 0, y: 800, width: 400, height: 600))
        window.root.addSubview(card)
        var completions = 0
        let animator = PropertyAnimator(spring: Spring(response: 0.4, dampingRatio: 0.5)) {
            card.center = Point(x: 200, y: 500)
        }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        window.advance(by: 60)
        #expect(window.frameCount <= Window.maximumFramesPerAdvance)
        #expect(card.presentation.center == Point(x: 200, y: 500))
        #expect(completions == 1)
        #expect(animator.state == .inactive)
    }

    @Test("60 Hz and 120 Hz give bit-identical presented values at shared timestamps")
    func determinism() {
        func run(frameRate: Double) -> [Double] {
            let window = Window(size: Size(width: 400, height: 800))
            window.frameRate = frameRate
            let card = ViewNode(frame: Rect(x: 0, y: 800, width: 400, height: 600))
            window.root.addSubview(card)
            ViewNode.animate(with: Spring(response: 0.44, dampingRatio: 0.8)) {
                card.center = Point(x: 200, y: 400)
                card.alpha = 0.5
            }
            ViewNode.animate(withDuration: 0.3, curve: .easeOut) { card.cornerRadius = 12 }
            var samples: [Double] = []
            for _ in 0..<30 {
                window.advance(by: 1.0 / 60)
                let state = card.presentation
                samples += [state.center.y, state.alpha, state.cornerRadius]
            }
            return samples
        }
        let slow = run(frameRate: 60)
        let fast = run(frameRate: 120)
        #expect(slow == fast)
        #expect(Set(slow).count > 30)  // the values really moved
    }

    @Test("Layout runs in the layout phase, after motion, and on bounds size changes")
    func layoutPhase() {
        let window = Window(size: Size(width: 300, height: 300))
        let container = ViewNode(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = ViewNode()
        container.addSubview(child)
        var passes = 0
        container.layout = { node in
            passes += 1
            child.frame = Rect(x: 0, y: 0, width: node.bounds.width / 2, height: node.bounds.height)
        }
        window.root.addSubview(container)
        container.setNeedsLayout()
        #expect(passes == 0)
        window.advance(by: 1.0 / 120)
        #expect(passes == 1)
        #expect(child.frame.width == 100)
        window.advance(by: 1.0 / 120)
        #expect(passes == 1)
        container.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        container.layoutIfNeeded()
        #expect(passes == 2 && child.frame.width == 150)
    }

    @Test("resize changes the root and reports insets; bad sizes are sanitized")
    func resize() {
        let window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47))
        window.resize(
            to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(left: 47, right: 47))
        #expect(window.root.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(window.safeAreaInsets.left == 47 && window.safeAreaInsets.top == 0)
        window.resize(to: Size(width: -5, height: .nan), safeAreaInsets: EdgeInsets(top: .infinity))
        #expect(window.size == .zero && window.safeAreaInsets.top == 0)
    }
}
