import CardDeckTesting
import Testing

@testable import CardDeckViews

@MainActor
@Suite("ScrollView bad input", .serialized, .isolatedDiagnostics)
struct ScrollViewBadInputTests {
    nonisolated static let sizes: [(Size, Size)] = [
        (Size(width: -10, height: 2000), Size(width: 0, height: 2000)),
        (Size(width: 390, height: .nan), Size(width: 390, height: 0)),
        (Size(width: .infinity, height: -.infinity), Size(width: 0, height: 0)),
    ]

    @Test("A negative or non-finite content size becomes 0 with a warning", arguments: sizes)
    func badContentSize(size: Size, expected: Size) {
        let scene = ScrollScene()
        Diagnostics.removeAll()
        scene.scrollView.contentSize = size
        #expect(scene.scrollView.contentSize == expected)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.first?.contains("contentSize") == true)
    }

    @Test("Zero content size: nothing scrolls, nothing crashes, no warning")
    func zeroContent() {
        let scene = ScrollScene(contentSize: .zero)
        Diagnostics.removeAll()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -300), releaseVelocity: 3000)
        scene.window.advance(by: 1)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.recorder.events.isEmpty)
        #expect(scene.scrollView.panGestureRecognizer.state == .possible)
        #expect(Diagnostics.warnings.isEmpty)
    }

    @Test("A zero-sized scroll view: an animated scroll still lands, nothing divides by zero")
    func zeroBounds() {
        let scene = ScrollScene(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        scene.scrollView.alwaysBounceVertical = true
        // Nothing can be hit in a zero-sized view; drive the motion directly instead.
        scene.scrollView.contentOffset = Point(x: 0, y: -30)
        scene.scrollView.setContentOffset(Point(x: 0, y: 10), animated: true)
        scene.settle()
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 10))
    }

    @Test("NaN and infinite offsets are ignored with a warning")
    func badOffsets() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = Point(x: 0, y: 100)
        Diagnostics.removeAll()
        scene.scrollView.contentOffset = Point(x: .nan, y: 10)
        scene.scrollView.setContentOffset(Point(x: 0, y: .infinity), animated: true)
        scene.scrollView.setContentOffset(Point(x: 0, y: -.infinity), animated: false)
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 100))
        #expect(Diagnostics.warnings.count == 3)
        #expect(Diagnostics.warnings.allSatisfy { $0.contains("non-finite") })
        scene.window.advance(by: 1)
        #expect(scene.recorder.events == ["didScroll"])
    }

    @Test("NaN insets become 0 with a warning; negative insets are kept, as in UIKit")
    func badInsets() {
        let scene = ScrollScene()
        Diagnostics.removeAll()
        scene.scrollView.contentInset = EdgeInsets(top: .nan, left: 0, bottom: -20, right: 0)
        #expect(scene.scrollView.contentInset == EdgeInsets(top: 0, left: 0, bottom: -20, right: 0))
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.first?.contains("contentInset") == true)
        // The bottom edge moves up by 20: 2000 − 20 − 844.
        scene.window.flick(
            from: Point(x: 195, y: 700), by: Point(x: 0, y: -300), releaseVelocity: 5000)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 1136)
    }

    @Test("A NaN target from an observer is ignored with a warning")
    func badTarget() {
        let scene = ScrollScene()
        scene.recorder.chooseTarget = { _, _ in Point(x: .nan, y: .nan) }
        Diagnostics.removeAll()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 1000)
        scene.settle()
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.first?.contains("targetContentOffset") == true)
        #expect(scene.scrollView.contentOffset == scene.recorder.proposedTarget)
    }

    @Test("Removed from its window while decelerating: the motion stops, nothing crashes")
    func removedWhileDecelerating() {
        let scene = ScrollScene()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 2000)
        scene.window.advance(by: 0.2)
        #expect(scene.window.hasTicker(scene.scrollView))
        scene.scrollView.removeFromSuperview()
        #expect(!scene.scrollView.isDecelerating)
        #expect(!scene.window.hasTicker(scene.scrollView))
        let offset = scene.scrollView.contentOffset
        scene.window.advance(by: 2)
        #expect(scene.scrollView.contentOffset == offset)
        #expect(!scene.recorder.events.contains("didEndDecelerating"))
        // Back in the window it is at rest and scrolls again.
        scene.window.root.addSubview(scene.scrollView)
        scene.window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 500), duration: 0.1)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y > offset.y)
    }

    @Test("A scroll view dropped while decelerating is freed; the window goes on")
    func droppedWhileDecelerating() {
        let window = Window(size: Size(width: 390, height: 844))
        weak var dropped: ScrollView?
        do {
            let scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = Size(width: 390, height: 3000)
            window.root.addSubview(scrollView)
            window.flick(
                from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 2000)
            #expect(scrollView.isDecelerating)
            scrollView.removeFromSuperview()
            dropped = scrollView
        }
        window.advance(by: 1)
        #expect(dropped == nil)
        #expect(window.tickers.isEmpty)
    }

    @Test("An observer removing the scroll view from its window during didScroll")
    func removedDuringCallback() {
        let scene = ScrollScene()
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -100), releaseVelocity: 2000)
        scene.recorder.didScroll = { $0.removeFromSuperview() }
        scene.window.advance(by: 1)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.recorder.events.filter { $0 == "didScroll" }.count > 0)
        #expect(!scene.recorder.events.contains("didEndDecelerating"))
    }
}
