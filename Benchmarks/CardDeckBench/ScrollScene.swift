import CardDeckMotion
import CardDeckViews

/// A scroll view of 1,000 rows of 44 pt at the normal deceleration rate, flicked by a finger
/// (ten pointer events, 30 pt apart, one per frame: 3,600 pt/s), coasting until it stops, then
/// flicked again, turning before it reaches either end: every frame is a frame of a finger
/// dragging the content or of the content decelerating, with an observer told each scroll.
@MainActor
final class ScrollScene {
    static let rowCount = 1_000
    static let rowHeight = 44.0

    let window = Window(size: Size(width: 390, height: 844))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let host = CountingHost()
    let observer = OffsetObserver()
    /// How many flicks have started.
    private(set) var flickCount = 0
    /// The next pointer event of the flick in progress, or `nil` when no finger is down.
    private var fingerStep: Int?
    /// +1 flicks the content up (towards the end), -1 down.
    private var direction = 1.0
    private static let fingerSteps = 10

    init() {
        scrollView.contentSize = Size(width: 390, height: Double(Self.rowCount) * Self.rowHeight)
        for row in 0..<Self.rowCount {
            scrollView.addSubview(
                ViewNode(
                    frame: Rect(x: 0, y: Double(row) * Self.rowHeight, width: 390, height: 44)))
        }
        window.root.addSubview(scrollView)
        scrollView.addObserver(observer)
        window.attach(host)
        window.advance(by: 1.0 / 120)
        runFlicks(1)
    }

    /// Whether the finger is up and the content at rest: the flick is over.
    var isIdle: Bool { fingerStep == nil && !scrollView.isDecelerating }

    /// One frame: the next pointer event of a flick, or a frame of deceleration, or, when the
    /// content has stopped, the first event of a new flick.
    func step() {
        let time = window.time + 1.0 / 120
        if fingerStep == nil && !scrollView.isDecelerating { beginFlick() }
        if let step = fingerStep {
            let phase: PointerEvent.Phase =
                step == 0 ? .began : step == Self.fingerSteps - 1 ? .ended : .moved
            let y = 422 - direction * (Double(step) * 30 - 135)
            window.send(PointerEvent(phase: phase, location: Point(x: 195, y: y), timestamp: time))
            fingerStep = step + 1 < Self.fingerSteps ? step + 1 : nil
        }
        window.advance(to: time)
    }

    /// Runs frames until `count` more flicks have started and the last one has stopped.
    func runFlicks(_ count: Int) {
        let target = flickCount + count
        while flickCount < target || !isIdle { step() }
    }

    private func beginFlick() {
        let offset = scrollView.contentOffset.y
        let end = scrollView.contentSize.height - scrollView.bounds.height
        // Turn well before an end, so the content never bounces.
        if offset > end - 4_000 { direction = -1 }
        if offset < 4_000 { direction = 1 }
        flickCount += 1
        fingerStep = 0
    }
}

/// Reads the offset at every scroll, as an app's observer would.
@MainActor
final class OffsetObserver: ScrollViewObserver {
    var checksum = 0.0

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        checksum += scrollView.contentOffset.y
    }
}
