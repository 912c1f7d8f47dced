import CardDeck
import CardDeckTesting
import FirstAppKit

/// The app in a 390 × 844 phone window (safe area 47 top, 34 bottom) on a manual clock,
/// with the app's style applied, as `main` starts it.
@MainActor
struct AppHarness {
    let clock = ManualClock()
    let window: Window
    let list = BookListController()

    init() {
        AppStyle.apply()
        window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            clock: clock)
        window.rootViewController = list
        window.advance(by: 0.1)
    }

    /// The centre of `node` in window points, where a finger would tap it.
    func center(of node: ViewNode) -> Point {
        let frame = node.presentedFrameInWindow
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Taps the first book's row and lets the card settle; returns its controller.
    func openFirstBook() -> DetailController? {
        window.tap(at: center(of: list.rows[0]))
        window.advance(by: 2)
        return list.presentedViewController as? DetailController
    }
}

/// A frame rounded to 1e-6 pt: a spring ends within a hair of its target.
func rounded(_ rect: Rect) -> Rect {
    func r(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    return Rect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
}
