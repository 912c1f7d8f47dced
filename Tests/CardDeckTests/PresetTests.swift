import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A controller with a preferred content height.
@MainActor
final class SizedController: ViewController {
    init(height: Double) {
        super.init()
        preferredContentSize = Size(width: 0, height: height)
    }
}

@MainActor
@Suite("Presets", .isolatedDiagnostics)
struct PresetTests {
    @Test(
        "fitted sheet height = min(preferred + bottom inset, window − top inset − 20)",
        arguments: [
            (100.0, 134.0), (300, 334), (600, 634), (742, 776), (743, 777), (800, 777),
            (5_000, 777),
        ])
    func fittedHeights(preferred: Double, expected: Double) throws {
        let (window, root) = makeWindow()
        let sheet = SizedController(height: preferred)
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 2)
        let controller = try #require(sheet.cardPresentationController)
        #expect(controller.detents.map(\.height) == [expected])
        // The content's frame is the fitted height, flush with the bottom; the 20 pt pull bar
        // sits above it.
        #expect(
            rounded(sheet.view.presentedFrameInWindow)
                == Rect(x: 0, y: 844 - expected, width: 390, height: expected))
        #expect(controller.cardView.presentedFrameInWindow.minY == 844 - expected - 20)
        #expect(controller.cardView.surface?.cornerRadius == 10)
        // What is behind stays where it was, under a black dimmer at 0.6.
        #expect(root.view.presentedFrameInWindow == window.bounds)
        #expect(controller.dimmingView?.presentation.alpha == 0.6)
        #expect(controller.dimmingView?.backgroundColor == .black)
        let bar = try #require(controller.cardView.grabber)
        #expect(bar.frame.size == Size(width: 390, height: 20))
        #expect(bar.subviews.first?.frame.size == Size(width: 40, height: 4))
    }

    @Test("fitted sheet resizes with its content over 0.3 s ease-in-out")
    func fittedResize() throws {
        let (window, root) = makeWindow()
        let sheet = SizedController(height: 300)
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 2)
        sheet.preferredContentSize = Size(width: 0, height: 400)
        window.advance(by: 0.15)
        let halfway = sheet.view.presentedFrameInWindow.minY
        // Ease-in-out is symmetric: half the time is half the way, 510 → 410.
        #expect(abs(halfway - 460) < 1)
        window.advance(by: 0.2)
        #expect(rounded(sheet.view.presentedFrameInWindow.minY) == 410)
        sheet.preferredContentSize = Size(width: 0, height: .nan)
        window.advance(by: 1)
        #expect(rounded(sheet.view.presentedFrameInWindow.minY) == 410)
    }

    @Test("draggable card rests at normal, expands, and dims with its position")
    func draggable() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        // H = 763, b = 34: normal top (H + b)/2 = 398.5 below the safe area; expanded 30.
        #expect(controller.detents.map(\.top) == [445.5, 77])
        #expect(controller.cardView.presentedFrameInWindow.minY == 445.5)
        #expect(rounded(controller.dimmingView!.presentation.alpha) == 0.7)
        #expect(root.view.presentedFrameInWindow == window.bounds)
        // Dimming alpha = 0.7·clamp(1 − (t − F)/F, 0, 1) at chosen positions.
        for (top, alpha) in [(77.0, 0.7), (445.5, 0.7), (644.75, 0.35), (844, 0), (900, 0)] {
            #expect(rounded(controller.dimming.alpha(top: top)) == rounded(alpha))
        }
        controller.setSelectedDetentIdentifier(.expanded, animated: true)
        window.advance(by: 0.125)
        // 0.25 s ease-in: half the time covers less than half the way.
        let midway = controller.cardView.presentedFrameInWindow.minY
        #expect(midway > (445.5 + 77) / 2 && midway < 445.5)
        window.advance(by: 0.2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 77)
        #expect(controller.selectedDetentIdentifier == .expanded)
    }

    @Test("draggable card never rises above its expanded top")
    func draggableStops() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 580))
        window.move(to: Point(x: 195, y: 20), duration: 0.3)
        window.advance(by: 0.5)
        #expect(controller.cardView.presentedFrameInWindow.minY == 77)
        window.release()
        window.advance(by: 1)
        #expect(controller.cardView.presentedFrameInWindow.minY == 77)
    }

    @Test("tapping the dimmer dismisses a draggable card; tapping the card does not")
    func tapOutside() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 2)
        window.tap(at: Point(x: 195, y: 600))
        window.advance(by: 1)
        #expect(card.presentingViewController === root)
        window.tap(at: Point(x: 195, y: 200))
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("a tap on a sheet that is shrinking lands on the sheet, not outside it")
    func tapDuringResize() throws {
        // Regression: the outside-tap test compared the touch in the card's model geometry
        // (already shrunk) with its on-screen size, so a tap on the visible sheet dismissed it.
        let (window, root) = makeWindow()
        let sheet = SizedController(height: 400)
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 2)
        #expect(sheet.cardPresentationController?.configuration.allowsTapToDismiss == true)
        sheet.preferredContentSize = Size(width: 0, height: 200)
        window.advance(by: 1 / 120)
        let top = sheet.view.presentedFrameInWindow.minY
        #expect(top < 450, "still near its old top, 410")
        window.tap(at: Point(x: 195, y: 500))
        window.advance(by: 1)
        #expect(sheet.presentingViewController === root)
        window.tap(at: Point(x: 195, y: 300))
        window.advance(by: 2)
        #expect(sheet.presentingViewController == nil, "a tap above the sheet still dismisses")
    }
}
