import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("ScrollView deceleration", .isolatedDiagnostics)
struct ScrollViewDecelerationTests {
    /// Flicks 200 pt of 5000 pt tall content up at 1,000 pt/s and lets it come to rest.
    private func flick(rate: DecelerationRate, frameRate: Double = 120)
        -> (scene: ScrollScene, release: Double)
    {
        let scene = ScrollScene(contentSize: Size(width: 390, height: 5000))
        scene.window.frameRate = frameRate
        scene.scrollView.decelerationRate = rate
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -200), releaseVelocity: 1000)
        return (scene, scene.scrollView.contentOffset.y)
    }

    nonisolated static let restRows: [(name: String, rate: DecelerationRate, distance: Double)] = [
        ("normal: 499 pt", .normal, 499),
        ("fast: 99 pt", .fast, 99),
    ]

    @Test("A 1,000 pt/s flick comes to rest exactly on the projected target", arguments: restRows)
    func restingDistance(name: String, rate: DecelerationRate, distance: Double) {
        let (scene, release) = flick(rate: rate)
        let recorder = scene.recorder
        #expect(release == 200)
        let velocity = recorder.releaseVelocity?.y ?? 0
        #expect(abs(velocity - 1000) < 1)  // points per second, not per millisecond
        #expect(recorder.releaseVelocity?.x == 0)
        let dragOffsets = recorder.offsets.count
        scene.settle()
        let rest = scene.scrollView.contentOffset.y
        #expect(abs(rest - release - rate.projectedDistance(initialVelocity: velocity)) < 0.5)
        #expect(abs(rest - release - distance) < 0.5)
        #expect(rest == recorder.finalTarget?.y)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(recorder.events.last == "didEndDecelerating")
        // The coast never passes its target and slows down frame after frame, until the last
        // frame lands on the target from within half a pixel (1/6 pt at 3 pixels per point).
        let ys = recorder.offsets.dropFirst(dragOffsets).map(\.y)
        #expect(ys.allSatisfy { $0 <= rest })
        let steps = zip(ys, ys.dropFirst()).map { $1 - $0 }
        #expect(zip(steps, steps.dropFirst()).dropLast().allSatisfy { $1 <= $0 + 1e-9 })
        #expect(steps.last.map { $0 <= 0.5 / 3 + steps[steps.count - 2] } == true)
    }

    @Test("The coast lands on the same offsets at 60 and 120 frames per second")
    func frameRateIndependence() {
        let (fast, release120) = flick(rate: .normal, frameRate: 120)
        let (slow, release60) = flick(rate: .normal, frameRate: 60)
        #expect(release120 == release60)
        var samples: [(Double, Double)] = []
        for _ in 0..<8 {
            fast.window.advance(by: 0.25)
            slow.window.advance(by: 0.25)
            samples.append((fast.scrollView.contentOffset.y, slow.scrollView.contentOffset.y))
        }
        for (a, b) in samples { #expect(abs(a - b) < 1e-6) }
        fast.settle()
        slow.settle()
        #expect(fast.scrollView.contentOffset.y == fast.recorder.finalTarget?.y)
        #expect(abs(fast.scrollView.contentOffset.y - slow.scrollView.contentOffset.y) < 1e-9)
    }

    @Test(
        "A flick into the bottom edge overshoots, then settles exactly on it, with continuous velocity"
    )
    func bounceAtEdge() {
        let scene = ScrollScene()
        // 1,000 frames per second, so a kink in the motion stands out against the small change
        // of velocity from one frame to the next.
        scene.window.frameRate = 1_000
        scene.scrollView.contentOffset = Point(x: 0, y: 1000)
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 3000)
        #expect(scene.recorder.proposedTarget?.y == 1156)
        scene.settle()
        let ys = scene.recorder.offsets.map(\.y)
        let overshoot = (ys.max() ?? 0) - 1156
        #expect(overshoot > 20 && overshoot < 100)
        #expect(scene.scrollView.contentOffset.y == 1156)
        #expect(scene.recorder.events.last == "didEndDecelerating")
        // The frame that crosses the edge is where the coast hands over to the spring.
        guard let crossing = ys.firstIndex(where: { $0 > 1156 }), crossing >= 2 else {
            Issue.record("the coast never crossed the edge")
            return
        }
        // The spring starts with the coast's velocity, so the step per frame barely changes:
        // by 1.6 % across the switch and 4.7 % from the last coasting frame to the first
        // springing one (the spring's damping slows the content by 2ω ≈ 3.1 % per ms at the
        // edge). A spring started at rest, or at 90 % of the velocity, would change it by
        // 100 % or more than 10 %.
        let before = ys[crossing - 1] - ys[crossing - 2]
        let across = ys[crossing] - ys[crossing - 1]
        let after = ys[crossing + 1] - ys[crossing]
        #expect(abs(across - before) / before < 0.02)
        #expect(abs(after - before) / before < 0.05)
    }

    @Test("Released past the edge, the content springs back to it in about half a second")
    func releaseWhileOverscrolled() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        scene.window.advance(by: 0.1)  // the finger rests: released at zero velocity
        let released = scene.window.time
        scene.window.release()
        #expect(scene.recorder.releaseVelocity == .zero)
        #expect(scene.recorder.proposedTarget == .zero)
        #expect(
            scene.recorder.summary.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        scene.recorder.clear()
        var settledAt = released
        while scene.scrollView.isDecelerating {
            scene.window.advance(by: 1.0 / 120)
            settledAt = scene.window.time
        }
        let ys = scene.recorder.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 })  // no overshoot, no wobble
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(settledAt - released > 0.4 && settledAt - released < 0.6)
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }

    @Test("Released past the edge while still moving outwards, the spring carries that velocity")
    func releaseOverscrolledWithVelocity() {
        let scene = ScrollScene()
        scene.window.flick(
            from: Point(x: 195, y: 300), by: Point(x: 0, y: 150), releaseVelocity: 800)
        let released = scene.scrollView.contentOffset.y
        #expect(released < 0)
        #expect(abs((scene.recorder.releaseVelocity?.y ?? 0) + 800) < 1)
        scene.recorder.clear()
        scene.settle()
        let ys = scene.recorder.offsets.map(\.y)
        #expect(ys.first.map { $0 < released } == true)  // it first goes on outwards
        #expect(ys.last == 0)
    }

    @Test("A touch stops a deceleration at once, without didEndDecelerating")
    func touchStopsDeceleration() {
        let (scene, _) = flick(rate: .normal)
        scene.window.advance(by: 0.3)
        scene.recorder.clear()
        let before = scene.scrollView.contentOffset
        scene.window.press(at: Point(x: 100, y: 100))
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.isTracking)
        #expect(scene.scrollView.contentOffset == before)
        scene.window.advance(by: 1)
        #expect(scene.scrollView.contentOffset == before)
        scene.window.release()
        scene.window.advance(by: 1)
        #expect(scene.scrollView.contentOffset == before)
        #expect(scene.recorder.events.isEmpty)
    }

    @Test("An observer's target ahead of the flick is reached exactly, without overshoot")
    func observerTargetAhead() {
        let scene = ScrollScene(contentSize: Size(width: 390, height: 5000))
        // Paging: round the resting place up to the next multiple of 844 pt.
        scene.recorder.chooseTarget = { _, proposed in
            Point(x: proposed.x, y: (proposed.y / 844).rounded(.up) * 844)
        }
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -200), releaseVelocity: 1000)
        #expect(scene.recorder.finalTarget?.y == 844)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 844)
        #expect(scene.recorder.offsets.allSatisfy { $0.y <= 844 })
    }

    nonisolated static let springRows: [(name: String, fingerVelocity: Double, target: Double)] = [
        ("a target behind the flick", 1000, 0),
        ("a target chosen for a release at rest", 0, 300),
    ]

    @Test(
        "A target behind the release, or with no velocity, is reached with a spring",
        arguments: springRows)
    func springToTarget(name: String, fingerVelocity: Double, target: Double) {
        let scene = ScrollScene()
        scene.recorder.chooseTarget = { _, _ in Point(x: 0, y: target) }
        if fingerVelocity > 0 {
            scene.window.flick(
                from: Point(x: 195, y: 600), by: Point(x: 0, y: -150),
                releaseVelocity: fingerVelocity)
        } else {
            scene.window.press(at: Point(x: 195, y: 600))
            scene.window.move(to: Point(x: 195, y: 450), duration: 0.1)
            scene.window.advance(by: 0.1)
            scene.window.release()
        }
        let released = scene.scrollView.contentOffset.y
        #expect(scene.recorder.summary.contains("didEndDragging(true)"))
        scene.recorder.clear()
        scene.settle()
        let ys = scene.recorder.offsets.map(\.y)
        if fingerVelocity > 0 { #expect((ys.first ?? 0) > released) }  // carried on first
        #expect(scene.scrollView.contentOffset.y == target)
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }

    @Test("Without bounces the flick's target is clamped and the content stops on the edge")
    func noBouncesClampsTarget() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        scene.scrollView.contentOffset = Point(x: 0, y: 1000)
        scene.recorder.chooseTarget = { _, _ in Point(x: 0, y: 5000) }
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 3000)
        scene.settle()
        #expect(scene.recorder.offsets.allSatisfy { $0.y <= 1156 })
        #expect(scene.scrollView.contentOffset.y == 1156)
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }
}
