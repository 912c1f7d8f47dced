import CardDeckTesting
import CardDeckViews
import Testing

/// A content size, a drag and whether (and how far) the scroll view follows it.
struct AxisRow: Sendable, CustomTestStringConvertible {
    let name: String
    let content: Size
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    let finger: Point
    /// The offset while the finger is still down, or `nil` when the pan must fail.
    let offset: Point?
    var testDescription: String { name }
}

@MainActor
@Suite("ScrollView scrollable axes", .isolatedDiagnostics)
struct ScrollViewAxisTests {
    nonisolated static let rows: [AxisRow] = [
        AxisRow(
            name: "tall content: a vertical drag scrolls", content: Size(width: 390, height: 2000),
            finger: Point(x: 0, y: -100), offset: Point(x: 0, y: 100)),
        AxisRow(
            name: "tall content: a horizontal drag fails the pan",
            content: Size(width: 390, height: 2000), finger: Point(x: -100, y: 5), offset: nil),
        AxisRow(
            name: "tall content: a mostly vertical drag moves only vertically",
            content: Size(width: 390, height: 2000), finger: Point(x: -30, y: -100),
            offset: Point(x: 0, y: 100)),
        AxisRow(
            name: "wide content: a vertical drag fails the pan",
            content: Size(width: 1000, height: 844), finger: Point(x: 5, y: -100), offset: nil),
        AxisRow(
            name: "wide content: a horizontal drag scrolls",
            content: Size(width: 1000, height: 844),
            finger: Point(x: -100, y: 0), offset: Point(x: 100, y: 0)),
        AxisRow(
            name: "content larger both ways: a diagonal drag moves both",
            content: Size(width: 1000, height: 2000), finger: Point(x: -60, y: -80),
            offset: Point(x: 60, y: 80)),
        AxisRow(
            name: "content that fits: no axis scrolls, the pan fails",
            content: Size(width: 390, height: 500), finger: Point(x: 0, y: -100), offset: nil),
        AxisRow(
            name: "content exactly the bounds' size does not scroll",
            content: Size(width: 390, height: 844), finger: Point(x: 0, y: -100), offset: nil),
        AxisRow(
            name: "alwaysBounceVertical makes short content rubber-band",
            content: Size(width: 390, height: 500), alwaysBounceVertical: true,
            finger: Point(x: 0, y: 100),
            offset: Point(x: 0, y: -51.635_150_166_852_07)),
        AxisRow(
            name: "alwaysBounceHorizontal does not make it scroll vertically",
            content: Size(width: 390, height: 500), alwaysBounceHorizontal: true,
            finger: Point(x: 0, y: 100), offset: nil),
    ]

    @Test("The pan is limited to the scrollable axes", arguments: rows)
    func axes(row: AxisRow) {
        let scene = ScrollScene(contentSize: row.content)
        scene.scrollView.alwaysBounceVertical = row.alwaysBounceVertical
        scene.scrollView.alwaysBounceHorizontal = row.alwaysBounceHorizontal
        let start = Point(x: 195, y: 422)
        scene.window.press(at: start)
        scene.window.move(to: start + row.finger, duration: 0.1)
        if let offset = row.offset {
            #expect(scene.scrollView.isDragging)
            #expect(scene.scrollView.contentOffset.isClose(to: offset))
        } else {
            #expect(!scene.scrollView.isDragging)
            #expect(scene.scrollView.panGestureRecognizer.state == .failed)
            #expect(scene.scrollView.contentOffset == .zero)
            #expect(scene.recorder.events.isEmpty)
        }
        scene.window.release()
        scene.settle()
        if row.alwaysBounceVertical { #expect(scene.scrollView.contentOffset == .zero) }
    }

    @Test(
        "A horizontal pan inside a vertical scroll view takes horizontal drags; the scroll view vertical ones"
    )
    func innerHorizontalPan() {
        let scene = ScrollScene()
        let row = ViewNode(frame: Rect(x: 0, y: 300, width: 390, height: 200))
        scene.scrollView.addSubview(row)
        let inner = PanGestureRecognizer()
        inner.axis = .horizontal
        var innerStates: [GestureRecognizer.State] = []
        inner.addTarget { innerStates.append($0.state) }
        row.addGestureRecognizer(inner)

        scene.window.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 410), duration: 0.1)
        #expect(innerStates.first == .began)
        #expect(innerStates.last == .ended)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.recorder.events.isEmpty)

        innerStates.removeAll()
        scene.window.press(at: Point(x: 200, y: 400))
        scene.window.move(to: Point(x: 205, y: 300), duration: 0.1)
        #expect(innerStates.isEmpty)
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 100))
        scene.window.release()
    }

    @Test("isScrollEnabled false disables the pan; true enables it again")
    func scrollDisabled() {
        let scene = ScrollScene()
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        scene.window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 400), duration: 0.1)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.recorder.events.isEmpty)
        scene.scrollView.isScrollEnabled = true
        scene.window.press(at: Point(x: 195, y: 600))
        scene.window.move(to: Point(x: 195, y: 400), duration: 0.1)
        #expect(scene.scrollView.contentOffset == Point(x: 0, y: 200))
        // Disabling in the middle of a drag cancels it: it ends there, at zero velocity.
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.isDragging)
        #expect(scene.recorder.releaseVelocity == .zero)
        #expect(scene.recorder.summary.last == "didEndDragging(false)")
        scene.window.release()
    }
}
