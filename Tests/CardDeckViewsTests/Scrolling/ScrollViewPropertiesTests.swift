import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

/// A scroll view frame and safe area, and the adjusted inset they give.
struct InsetRow: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: Rect
    let safeArea: EdgeInsets
    var contentInset = EdgeInsets.zero
    var behavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
    let expected: EdgeInsets
    var testDescription: String { name }
}

@MainActor
@Suite("ScrollView properties", .isolatedDiagnostics)
struct ScrollViewPropertiesTests {
    @Test("Documented defaults")
    func defaults() {
        let scrollView = ScrollView()
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.isScrollEnabled)
        #expect(scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical)
        #expect(!scrollView.alwaysBounceHorizontal)
        #expect(scrollView.decelerationRate == .normal)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.gestureRecognizers.count == 1)
        #expect(scrollView.gestureRecognizers.first === scrollView.panGestureRecognizer)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.panGestureRecognizer.delegate == nil)
        #expect(ScrollView.rubberBandCoefficient == 0.55)
        #expect(ScrollView.bounceSpring == Spring(response: 0.4, dampingRatio: 1))
        #expect(ScrollView.scrollAnimationDuration == 0.3)
        #expect(ScrollView.scrollAnimationCurve == .easeInOut)
    }

    @Test("contentOffset is bounds.origin: it moves the subviews")
    func offsetIsBoundsOrigin() {
        let scene = ScrollScene()
        let row = ViewNode(frame: Rect(x: 0, y: 500, width: 390, height: 44))
        scene.scrollView.addSubview(row)
        scene.scrollView.contentOffset = Point(x: 0, y: 300)
        #expect(scene.scrollView.bounds.origin == Point(x: 0, y: 300))
        #expect(scene.scrollView.presentation.bounds.origin == Point(x: 0, y: 300))
        #expect(row.presentedFrameInWindow.minY == 200)
        #expect(scene.window.hitTest(Point(x: 100, y: 220)) === row)
        // Not even an animation block animates it: model and presented values stay together.
        let animator = PropertyAnimator(duration: 1) {
            scene.scrollView.contentOffset = Point(x: 0, y: 400)
        }
        animator.startAnimation()
        #expect(scene.scrollView.presentation.bounds.origin == Point(x: 0, y: 400))
        #expect(!scene.scrollView.isAnimating)
    }

    @Test("Content outside the bounds is clipped: it is neither hit nor drawn outside")
    func clipsContent() {
        let scene = ScrollScene(frame: Rect(x: 0, y: 100, width: 390, height: 300))
        let row = ViewNode(frame: Rect(x: 0, y: 150, width: 390, height: 100))
        scene.scrollView.addSubview(row)
        scene.scrollView.contentOffset = Point(x: 0, y: 200)
        // The row spans window y 50…150; only its part inside the scroll view (100…150) counts.
        #expect(row.presentedFrameInWindow.minY == 50)
        #expect(scene.window.hitTest(Point(x: 100, y: 75)) !== row)
        #expect(scene.window.hitTest(Point(x: 100, y: 125)) === row)
        #expect(scene.window.treeDescription.contains("clips"))
        // As in UIKit, hit-testing ignores clipping: unclipped, the row is drawn out there but
        // still not hit outside the scroll view's bounds.
        scene.scrollView.clipsToBounds = false
        #expect(scene.window.hitTest(Point(x: 100, y: 75)) !== row)
    }

    nonisolated static let insetRows: [InsetRow] = [
        InsetRow(
            name: "full window: the whole top and bottom safe area",
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, bottom: 34),
            expected: EdgeInsets(top: 47, bottom: 34)),
        InsetRow(
            name: "never: the content inset alone",
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, bottom: 34), contentInset: EdgeInsets(top: 8),
            behavior: .never, expected: EdgeInsets(top: 8)),
        InsetRow(
            name: "content inset plus safe area",
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, bottom: 34),
            contentInset: EdgeInsets(top: 10, bottom: 10),
            expected: EdgeInsets(top: 57, bottom: 44)),
        InsetRow(
            name: "a frame below the top safe area and above the bottom one",
            frame: Rect(x: 0, y: 100, width: 390, height: 600),
            safeArea: EdgeInsets(top: 47, bottom: 34), expected: .zero),
        InsetRow(
            name: "a frame partly under the top safe area",
            frame: Rect(x: 0, y: 20, width: 390, height: 400),
            safeArea: EdgeInsets(top: 47, bottom: 34), expected: EdgeInsets(top: 27)),
        InsetRow(
            name: "landscape-like side insets", frame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(left: 44, right: 44), expected: EdgeInsets(left: 44, right: 44)),
    ]

    @Test("adjustedContentInset adds the safe area the frame overlaps", arguments: insetRows)
    func adjustedInset(row: InsetRow) {
        let scene = ScrollScene(safeArea: row.safeArea, frame: row.frame)
        scene.scrollView.contentInset = row.contentInset
        scene.scrollView.contentInsetAdjustmentBehavior = row.behavior
        #expect(scene.scrollView.adjustedContentInset == row.expected)
        scene.scrollView.removeFromSuperview()
        #expect(scene.scrollView.adjustedContentInset == row.contentInset)
    }

    @Test("The adjusted inset moves the edges: the top edge is at −47 under a 47 pt safe area")
    func insetMovesEdges() {
        let scene = ScrollScene(safeArea: EdgeInsets(top: 47, bottom: 34))
        scene.scrollView.contentOffset = Point(x: 0, y: -47)
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        let expected = -47 - RubberBand.offset(for: 100, dimension: 844)
        #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-9)
        scene.window.release()
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == -47)
        // The bottom edge: 2000 + 34 − 844.
        scene.window.flick(
            from: Point(x: 195, y: 700), by: Point(x: 0, y: -300), releaseVelocity: 5000)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 1190)
    }

    @Test(
        "An animated setContentOffset scrolls in 0.3 s with didScroll at each frame",
        arguments: [120.0, 60])
    func animatedSetContentOffset(frameRate: Double) {
        let scene = ScrollScene()
        scene.window.frameRate = frameRate
        scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(scene.scrollView.contentOffset == .zero)  // it moves from the next frame on
        #expect(!scene.scrollView.isDecelerating)
        var frames = 0
        while scene.recorder.events.last != "didEndScrollingAnimation", frames < 1000 {
            scene.window.advance(by: 1 / frameRate)
            frames += 1
        }
        #expect(frames == Int((0.3 * frameRate).rounded()))
        #expect(scene.recorder.events.filter { $0 == "didScroll" }.count == frames)
        #expect(scene.recorder.events.last == "didEndScrollingAnimation")
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 600))
        let ys = scene.recorder.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 > $0 })
        // Ease-in-out: half way in time is half way in distance.
        let half = ys[frames / 2 - 1]
        #expect(abs(half - 300) < 1e-6)
        scene.window.advance(by: 1)
        #expect(scene.recorder.events.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test("A touch stops an animated scroll where it is, without the end callback")
    func touchStopsAnimation() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
        scene.window.advance(by: 0.1)
        scene.window.press(at: Point(x: 195, y: 400))
        let caught = scene.scrollView.contentOffset
        scene.window.advance(by: 0.5)
        scene.window.release()
        #expect(caught.y > 0 && caught.y < 600)
        #expect(scene.scrollView.contentOffset == caught)
        #expect(!scene.recorder.events.contains("didEndScrollingAnimation"))
    }

    @Test("setContentOffset while decelerating stops the deceleration and goes there")
    func setContentOffsetStopsDeceleration() {
        let scene = ScrollScene()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 1000)
        scene.window.advance(by: 0.1)
        scene.scrollView.setContentOffset(Point(x: 0, y: 50), animated: false)
        #expect(!scene.scrollView.isDecelerating)
        scene.window.advance(by: 1)
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 50))
        #expect(!scene.recorder.events.contains("didEndDecelerating"))
    }

    @Test("contentOffset set while decelerating: the coast goes on from there at its velocity")
    func contentOffsetDuringDeceleration() {
        let scene = ScrollScene(contentSize: Size(width: 390, height: 5000))
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 1000)
        scene.window.advance(by: 0.5)
        let before = scene.recorder.offsets.suffix(2).map(\.y)
        scene.scrollView.contentOffset.y -= 100
        scene.recorder.clear()
        scene.window.advance(by: 1 / 120)
        #expect(scene.scrollView.isDecelerating)
        let step = (scene.recorder.offsets.last?.y ?? 0) - (before[1] - 100)
        #expect(abs(step - (before[1] - before[0])) / (before[1] - before[0]) < 0.02)
        scene.settle()
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }
}
