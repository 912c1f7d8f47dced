import CardDeckTesting
import CardDeckViews
import Testing

/// Counts the events a recognizer sees, and remembers the release.
final class EventCounter: PanGestureRecognizer {
    var moves = 0
    var timestamps: [Double] = []
    var releaseVelocity: Point?
    var releaseTranslation: Point?

    override func touchBegan(_ touch: Touch) {
        timestamps.append(touch.timestamp)
        super.touchBegan(touch)
    }
    override func touchMoved(_ touch: Touch) {
        moves += 1
        timestamps.append(touch.timestamp)
        super.touchMoved(touch)
    }
    override func touchEnded(_ touch: Touch) {
        timestamps.append(touch.timestamp)
        super.touchEnded(touch)
        releaseVelocity = velocity(in: nil)
        releaseTranslation = translation(in: nil)
    }
}

@MainActor
@Suite("Scripted input", .isolatedDiagnostics)
struct ScriptedInputTests {
    private func scene() -> (Window, EventCounter) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let counter = EventCounter()
        node.addGestureRecognizer(counter)
        return (window, counter)
    }

    nonisolated static let speeds: [Double] = [100, 250, 500, 1_000, 2_000, 3_000, 5_000]
    nonisolated static let directions: [Point] = [
        Point(x: 0, y: 300), Point(x: 0, y: -300), Point(x: -240, y: 0), Point(x: 120, y: 160),
    ]

    @Test(
        "A flick's recorded release velocity is the requested one within 1 %",
        arguments: speeds, directions)
    func flickVelocity(speed: Double, translation: Point) throws {
        let (window, counter) = scene()
        let start = Point(x: 195, y: 422)
        window.flick(from: start, by: translation, releaseVelocity: speed)
        let velocity = try #require(counter.releaseVelocity)
        let length = translation.magnitudeSquared.squareRoot()
        let expected = translation.scaled(by: speed / length)
        let error = (velocity - expected).magnitudeSquared.squareRoot()
        #expect(error <= 0.01 * speed, "measured \(velocity), wanted \(expected)")
        #expect(counter.releaseTranslation == translation)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("A drag sends one event per frame and releases at distance / duration")
    func drag() throws {
        let (window, counter) = scene()
        window.frameRate = 60
        let before = window.frameCount
        window.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 400), duration: 0.5)
        #expect(window.frameCount - before == 31)  // the press, then 30 frames of movement
        #expect(counter.moves == 29)  // the 30th frame is the release
        let gaps = zip(counter.timestamps.dropFirst(), counter.timestamps).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
        let velocity = try #require(counter.releaseVelocity)
        #expect(abs(velocity.y - 600) < 1e-6)
        #expect(abs(velocity.x) < 1e-9)
    }

    @Test("press, move and release compose; a pause before lifting stops the velocity")
    func handWritten() throws {
        let (window, counter) = scene()
        window.press(at: Point(x: 50, y: 50))
        #expect(window.activeTouches.first?.locationInWindow == Point(x: 50, y: 50))
        window.move(to: Point(x: 50, y: 150), duration: 0.1)
        #expect(counter.state == .changed)
        #expect(counter.translation(in: nil) == Point(x: 0, y: 100))
        window.advance(by: 0.05)  // the finger rests 50 ms: longer than the 40 ms pause
        window.release()
        #expect(try #require(counter.releaseVelocity) == .zero)
        #expect(counter.releaseTranslation == Point(x: 0, y: 100))
    }

    @Test("A tap holds for its duration and is recognized once")
    func tap() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        var taps: [Point] = []
        let recognizer = TapGestureRecognizer { taps.append($0.location(in: nil)) }
        node.addGestureRecognizer(recognizer)
        let start = window.time
        window.tap(at: Point(x: 20, y: 30), duration: 0.1)
        #expect(taps == [Point(x: 20, y: 30)])
        #expect(abs(window.time - start - (0.1 + 1.0 / 120)) < 1e-9)
    }

    nonisolated static let edges: [(RectEdge, Point)] = [
        (.left, Point(x: 120, y: 0)), (.right, Point(x: -120, y: 0)),
        (.top, Point(x: 0, y: 120)), (.bottom, Point(x: 0, y: -120)),
    ]

    @Test("An edge pan starts at the edge and moves inward", arguments: edges)
    func edgePan(edge: RectEdge, expected: Point) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        var states: [GestureRecognizer.State] = []
        var translation = Point.zero
        let recognizer = ScreenEdgePanGestureRecognizer(edges: edge) { pan in
            states.append(pan.state)
            translation = pan.translation(in: nil)
        }
        node.addGestureRecognizer(recognizer)
        window.edgePan(from: edge, distance: 120, duration: 0.2)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(translation == expected)
    }

    @Test("Misuse sends nothing and is recorded")
    func misuse() {
        let (window, counter) = scene()
        Diagnostics.removeAll()
        window.move(to: Point(x: 10, y: 10))
        window.release()
        window.press(at: Point(x: .nan, y: 0))
        window.edgePan(from: [], distance: 100)
        #expect(Diagnostics.warnings.count == 4)
        #expect(counter.timestamps.isEmpty)
        window.flick(from: Point(x: 100, y: 100), by: Point(x: 0, y: 100), releaseVelocity: -5)
        #expect(Diagnostics.warnings.count == 5)
        #expect(counter.releaseTranslation == Point(x: 0, y: 100))  // dragged instead
    }
}
