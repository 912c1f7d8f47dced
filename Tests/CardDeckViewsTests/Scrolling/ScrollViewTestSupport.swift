import CardDeckTesting

@testable import CardDeckViews

/// A 390 × 844 window filled by a scroll view over 390 × 2000 of content.
@MainActor
struct ScrollScene {
    let window: Window
    let scrollView: ScrollView
    let recorder = ScrollRecorder()

    init(
        contentSize: Size = Size(width: 390, height: 2000), safeArea: EdgeInsets = .zero,
        frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)
    ) {
        window = Window(size: Size(width: 390, height: 844), safeAreaInsets: safeArea)
        scrollView = ScrollView(frame: frame)
        scrollView.contentSize = contentSize
        window.root.addSubview(scrollView)
        scrollView.addObserver(recorder)
    }

    /// Runs frames until the scroll view stops moving (at most `limit` seconds).
    func settle(limit: Double = 10) {
        var elapsed = 0.0
        while window.hasTicker(scrollView), elapsed < limit {
            window.advance(by: 0.1)
            elapsed += 0.1
        }
    }
}

/// Records every observer callback, with the offsets and the scroll view's flags.
@MainActor
final class ScrollRecorder: ScrollViewObserver {
    private(set) var events: [String] = []
    /// The offset at each didScroll.
    private(set) var offsets: [Point] = []
    /// The (tracking, dragging, decelerating) flags at each callback, by event name.
    private(set) var flags: [String: [Bool]] = [:]
    private(set) var releaseVelocity: Point?
    private(set) var proposedTarget: Point?
    private(set) var finalTarget: Point?
    /// Chooses the target from (velocity, proposed target); default keeps it.
    var chooseTarget: ((Point, Point) -> Point)?
    /// Runs after each didScroll is recorded.
    var didScroll: ((ScrollView) -> Void)?
    /// Runs after each other callback is recorded, with its name.
    var didRecord: ((String, ScrollView) -> Void)?

    /// The events with each run of didScroll collapsed into one `didScroll…`.
    var summary: [String] {
        var result: [String] = []
        for event in events where event != "didScroll" || result.last != "didScroll…" {
            result.append(event == "didScroll" ? "didScroll…" : event)
        }
        return result
    }

    func clear() {
        events.removeAll()
        offsets.removeAll()
    }

    private func record(_ name: String, _ scrollView: ScrollView) {
        events.append(name)
        flags[name] = [scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating]
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        record("didScroll", scrollView)
        offsets.append(scrollView.contentOffset)
        didScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        record("willBeginDragging", scrollView)
        didRecord?("willBeginDragging", scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        record("willEndDragging", scrollView)
        releaseVelocity = velocity
        proposedTarget = targetContentOffset
        if let chooseTarget { targetContentOffset = chooseTarget(velocity, targetContentOffset) }
        finalTarget = targetContentOffset
        didRecord?("willEndDragging", scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))", scrollView)
        didRecord?("didEndDragging", scrollView)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        record("willBeginDecelerating", scrollView)
        didRecord?("willBeginDecelerating", scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        record("didEndDecelerating", scrollView)
        didRecord?("didEndDecelerating", scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        record("didEndScrollingAnimation", scrollView)
        didRecord?("didEndScrollingAnimation", scrollView)
    }
}
