import CardDeckMotion
import CardDeckViews

/// A window with a scroll view over very tall content, flicked so that it coasts for minutes
/// (deceleration rate 0.9999 per ms): every frame is a steady-state deceleration frame that
/// moves the content and tells an observer.
@MainActor
final class ScrollScene {
    let window = Window(size: Size(width: 390, height: 844))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let host = CountingHost()
    let observer = OffsetObserver()

    init() {
        scrollView.contentSize = Size(width: 390, height: 10_000_000)
        scrollView.decelerationRate = DecelerationRate(rawValue: 0.9999)
        for row in 0..<100 {
            scrollView.addSubview(
                ViewNode(frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44)))
        }
        window.root.addSubview(scrollView)
        scrollView.addObserver(observer)
        window.attach(host)
        // A finger moving up 20 pt per frame (2,400 pt/s), then lifting.
        for frame in 0...12 {
            let time = window.time + 1.0 / 120
            let phase: PointerEvent.Phase = frame == 0 ? .began : frame == 12 ? .ended : .moved
            window.send(
                PointerEvent(
                    phase: phase, location: Point(x: 195, y: 800 - Double(frame) * 20),
                    timestamp: time))
            window.advance(to: time)
        }
        for _ in 0..<10 { step() }
    }

    func step() {
        window.advance(by: 1.0 / 120)
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
