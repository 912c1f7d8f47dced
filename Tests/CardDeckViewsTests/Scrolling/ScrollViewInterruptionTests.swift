import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("ScrollView deceleration: interruptions", .isolatedDiagnostics)
struct ScrollViewInterruptionTests {
    @Test("Content caught past the edge by a touch that lifts without dragging springs back")
    func caughtThenLifted() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        scene.window.advance(by: 0.1)
        scene.window.release()
        scene.window.advance(by: 0.05)
        scene.window.press(at: Point(x: 195, y: 300))
        let caught = scene.scrollView.contentOffset.y
        #expect(caught < 0)
        scene.recorder.clear()
        scene.window.release()
        #expect(scene.scrollView.isDecelerating)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(
            scene.recorder.summary == ["willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    @Test("Content that shrinks during a coast: the coast bounces on the new edge and rests there")
    func contentShrinksWhileCoasting() {
        let scene = ScrollScene(contentSize: Size(width: 390, height: 5000))
        scene.window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: -200), releaseVelocity: 1000)
        scene.window.advance(by: 0.1)
        #expect(scene.scrollView.contentOffset.y < 300)
        scene.scrollView.contentSize = Size(width: 390, height: 1144)  // largest offset 300
        scene.settle()
        #expect(scene.recorder.offsets.contains { $0.y > 300 })
        #expect(scene.scrollView.contentOffset.y == 300)
        #expect(scene.recorder.events.last == "didEndDecelerating")
    }
}
