import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

/// A drag that starts with the content at `startOffset` and moves the finger by `fingerDY`.
struct RubberBandRow: Sendable, CustomTestStringConvertible {
    let name: String
    let startOffset: Double
    let fingerDY: Double
    let expectedOffset: Double
    var testDescription: String { name }
}

@MainActor
@Suite("ScrollView dragging", .isolatedDiagnostics)
struct ScrollViewDraggingTests {
    /// UIKit's rubber band written as Apple's formula, (1 − 1/(x·c/d + 1))·d, independently of
    /// `RubberBand`'s own algebra.
    nonisolated static func band(_ overscroll: Double, _ dimension: Double = 844) -> Double {
        (1 - 1 / (overscroll * 0.55 / dimension + 1)) * dimension
    }

    /// 390 × 844 scroll view over 2000 pt of content: offsets 0…1156.
    nonisolated static let rows: [RubberBandRow] = [
        RubberBandRow(
            name: "within the content the offset follows the finger", startOffset: 500,
            fingerDY: -300, expectedOffset: 800),
        RubberBandRow(
            name: "50 pt past the top shows 26.63 pt", startOffset: 0, fingerDY: 50,
            expectedOffset: -26.632_243_26),
        RubberBandRow(
            name: "100 pt past the top shows 51.64 pt", startOffset: 0, fingerDY: 100,
            expectedOffset: -51.635_150_17),
        RubberBandRow(
            name: "200 pt past the top shows 97.32 pt", startOffset: 0, fingerDY: 200,
            expectedOffset: -97.316_561_84),
        RubberBandRow(
            name: "a drag from inside that ends 200 pt past the top", startOffset: 100,
            fingerDY: 300, expectedOffset: -97.316_561_84),
        RubberBandRow(
            name: "100 pt past the bottom shows 51.64 pt", startOffset: 1156, fingerDY: -100,
            expectedOffset: 1156 + 51.635_150_17),
        RubberBandRow(
            name: "a drag from inside that ends 200 pt past the bottom", startOffset: 1000,
            fingerDY: -356, expectedOffset: 1156 + 97.316_561_84),
    ]

    @Test("Dragging follows the finger and rubber-bands past the edges", arguments: rows)
    func rubberBand(row: RubberBandRow) {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = Point(x: 0, y: row.startOffset)
        scene.window.press(at: Point(x: 195, y: 422))
        scene.window.move(to: Point(x: 195, y: 422 + row.fingerDY), duration: 0.2)
        let offset = scene.scrollView.contentOffset
        #expect(abs(offset.y - row.expectedOffset) < 1e-6)
        #expect(offset.x == 0)
        // The table's values are UIKit's formula applied to the overscroll.
        let overscroll = max(
            -(row.startOffset - row.fingerDY), row.startOffset - row.fingerDY - 1156)
        if overscroll > 0 {
            #expect(abs(abs(offset.y - (offset.y < 0 ? 0 : 1156)) - Self.band(overscroll)) < 1e-9)
        }
        scene.window.release()
        scene.settle()
        #expect(scene.scrollView.contentOffset.y >= 0)
        #expect(scene.scrollView.contentOffset.y <= 1156)
    }

    @Test("The requirement: a 100 pt overscroll on an 844 pt tall scroll view shows 51.64 pt")
    func fiftyOnePointSixtyFour() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        let shown = -scene.scrollView.contentOffset.y
        #expect((shown * 100).rounded() / 100 == 51.64)
        #expect(shown == RubberBand.offset(for: 100, dimension: 844, coefficient: 0.55))
        #expect(ScrollView.rubberBandCoefficient == 0.55)
    }

    nonisolated static let clampRows: [(String, Double, Double, Double)] = [
        ("past the top", 0, 100, 0),
        ("past the bottom", 1100, -200, 1156),
        ("inside", 500, -100, 600),
    ]

    @Test("Without bounces a drag stops at the edge", arguments: clampRows)
    func noBounces(name: String, start: Double, fingerDY: Double, expected: Double) {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        scene.scrollView.contentOffset = Point(x: 0, y: start)
        scene.window.press(at: Point(x: 195, y: 422))
        scene.window.move(to: Point(x: 195, y: 422 + fingerDY), duration: 0.1)
        #expect(scene.scrollView.contentOffset.y == expected)
        scene.window.release()
    }

    @Test("An observer pinning the offset during a drag: the drag goes on without a jump")
    func pinnedOffsetContinues() {
        let scene = ScrollScene()
        // The card hand-off: while the content would pass its top, the card takes the movement
        // and pins the content at the top.
        scene.recorder.didScroll = { scrollView in
            if scrollView.contentOffset.y < 0 { scrollView.contentOffset.y = 0 }
        }
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.scrollView.isDragging)
        // Moving back up 30 pt scrolls the content 30 pt from where it was pinned.
        scene.window.move(to: Point(x: 195, y: 370), duration: 0.025)
        #expect(abs(scene.scrollView.contentOffset.y - 30) < 1e-9)
        // No step ever jumped by more than the finger moved in one frame (100 pt / 12 frames).
        let ys = scene.recorder.offsets.map(\.y)
        for (a, b) in zip(ys, ys.dropFirst()) { #expect(abs(b - a) <= 10 + 1e-9) }
        scene.window.release()
    }

    @Test("A touch catches bouncing content where it is, and the drag goes on from there")
    func catchWhileBouncing() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 300))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        scene.window.advance(by: 0.1)
        scene.window.release()
        scene.window.advance(by: 0.05)
        #expect(scene.scrollView.isDecelerating)
        scene.window.press(at: Point(x: 195, y: 300))
        let caught = scene.scrollView.contentOffset.y
        #expect(caught < 0 && caught > -51.64)
        #expect(!scene.scrollView.isDecelerating)
        scene.window.advance(by: 0.2)
        #expect(scene.scrollView.contentOffset.y == caught)
        #expect(!scene.recorder.events.contains("didEndDecelerating"))
        // The pan begins 10 pt later; the stretch continues from the caught offset.
        scene.window.move(to: Point(x: 195, y: 310))
        let raw = RubberBand.overscroll(for: caught, dimension: 844) - 10
        let expected = RubberBand.offset(for: raw, dimension: 844)
        #expect(abs(scene.scrollView.contentOffset.y - expected) < 1e-9)
        scene.window.release()
    }

    @Test("isTracking, isDragging and isDecelerating at each stage of a flick")
    func flags() {
        let scene = ScrollScene()
        let scrollView = scene.scrollView
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        scene.window.press(at: Point(x: 195, y: 600))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        scene.window.move(to: Point(x: 195, y: 595))
        #expect(scrollView.isTracking && !scrollView.isDragging)  // within the 10 pt slop
        scene.window.move(to: Point(x: 195, y: 500), duration: 0.1)
        #expect(scrollView.isTracking && scrollView.isDragging && !scrollView.isDecelerating)
        scene.window.release(at: Point(x: 195, y: 490))
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
        scene.settle()
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        // [isTracking, isDragging, isDecelerating] as each callback saw them.
        #expect(scene.recorder.flags["willBeginDragging"] == [true, true, false])
        #expect(scene.recorder.flags["willEndDragging"] == [false, true, false])
        #expect(scene.recorder.flags["didEndDragging(true)"] == [false, false, true])
        #expect(scene.recorder.flags["willBeginDecelerating"] == [false, false, true])
        #expect(scene.recorder.flags["didEndDecelerating"] == [false, false, false])
    }

    @Test("A tap tracks without dragging")
    func tapTracksOnly() {
        let scene = ScrollScene()
        scene.window.press(at: Point(x: 195, y: 600))
        #expect(scene.scrollView.isTracking)
        scene.window.release()
        #expect(!scene.scrollView.isTracking)
        #expect(scene.recorder.events.isEmpty)
    }
}
