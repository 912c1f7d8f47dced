import CardDeckMotion
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// The presets against their source designs: the draggable card's 0.25 s ease-in show and
/// hide and its pan over the whole view (the Facebook/Slack tutorial), the fitted sheet's
/// 0.3 s ease-in-out and its transparent pull bar (Joom).
@MainActor
@Suite("Presets: the source designs' timings and chrome", .isolatedDiagnostics)
struct PresetFidelityTests {
    /// The top a curve animation from `from` to `to` over `duration` shows after `elapsed`.
    private func expectedTop(
        _ curve: CubicBezierCurve, from: Double, to: Double, elapsed: Double, duration: Double
    ) -> Double {
        from + (to - from) * curve.value(at: elapsed / duration)
    }

    @Test("the draggable card shows and hides in 0.25 s ease-in")
    func draggableCardTimings() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        let controller = try #require(card.cardPresentationController)
        window.advance(by: 0.125)
        let showing = controller.cardView.presentedFrameInWindow.minY
        let expected = expectedTop(.easeIn, from: 844, to: 445.5, elapsed: 0.125, duration: 0.25)
        #expect(abs(showing - expected) < 0.5, "\(showing) vs \(expected)")
        // Ease-in: half the time covers less than half the way (a spring covers more).
        #expect(showing > (844 + 445.5) / 2)
        window.advance(by: 0.125)
        #expect(controller.cardView.presentedFrameInWindow.minY == 445.5)
        #expect(!card.isBeingPresented)

        card.dismiss(animated: true)
        window.advance(by: 0.125)
        let hiding = controller.cardView.presentedFrameInWindow.minY
        let expectedHiding = expectedTop(
            .easeIn, from: 445.5, to: 844, elapsed: 0.125, duration: 0.25)
        #expect(abs(hiding - expectedHiding) < 0.5, "\(hiding) vs \(expectedHiding)")
        window.advance(by: 0.13)
        #expect(card.presentingViewController == nil)
    }

    @Test("the fitted sheet presents and dismisses over 0.3 s ease-in-out")
    func fittedSheetTimings() throws {
        let (window, root) = makeWindow()
        let sheet = SizedController(height: 300)
        root.presentCard(sheet, configuration: .fittedSheet)
        let controller = try #require(sheet.cardPresentationController)
        // The sheet (bar included) rests at 844 − 334 − 20 = 490.
        window.advance(by: 0.15)
        // Ease-in-out is symmetric: half the time is half the way.
        let halfway = controller.cardView.presentedFrameInWindow.minY
        #expect(abs(halfway - (844 + 490) / 2) < 0.5, "\(halfway)")
        window.advance(by: 0.15)
        #expect(controller.cardView.presentedFrameInWindow.minY == 490)

        sheet.dismiss(animated: true)
        window.advance(by: 0.15)
        let leaving = controller.cardView.presentedFrameInWindow.minY
        #expect(abs(leaving - (844 + 490) / 2) < 0.5, "\(leaving)")
        window.advance(by: 0.16)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("a flick that dismisses the draggable card finishes on its 0.25 s ease-in curve")
    func draggableCardInteractiveCompletion() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 1)
        window.flick(
            from: Point(x: 195, y: 600), by: Point(x: 0, y: 120), releaseVelocity: 2_000)
        // Whatever velocity the flick had, the curve takes at most its duration.
        window.advance(by: 0.26)
        #expect(card.presentingViewController == nil)
    }

    @Test("a drag that starts on the draggable card's dimmer moves the card")
    func draggableCardPansFromTheDimmer() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 1)
        let controller = try #require(card.cardPresentationController)
        // Above the card (its top is at 445.5): the dimmer.
        window.press(at: Point(x: 195, y: 200))
        window.move(to: Point(x: 195, y: 190))
        window.move(to: Point(x: 195, y: 100), duration: 0.2)
        #expect(abs(controller.cardView.presentedFrameInWindow.minY - 355.5) < 0.5)
        window.release()
        window.advance(by: 1)
        #expect(card.presentingViewController === root)
    }

    @Test("by default a drag that starts on the dimmer leaves the card where it is")
    func defaultCardIgnoresDimmerDrags() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card, configuration: CardConfiguration(detents: [.medium], maximumDimmingAlpha: 0.4))
        window.advance(by: 1)
        let controller = try #require(card.cardPresentationController)
        let resting = controller.cardView.presentedFrameInWindow.minY
        window.press(at: Point(x: 195, y: 200))
        window.move(to: Point(x: 195, y: 190))
        window.move(to: Point(x: 195, y: 100), duration: 0.2)
        #expect(controller.cardView.presentedFrameInWindow.minY == resting)
        window.release()
        window.advance(by: 1)
    }

    @Test("the fitted sheet's pull bar is transparent over the shade, its pill white at 0.6")
    func pullBarChrome() throws {
        let (window, root) = makeWindow()
        let sheet = SizedController(height: 300)
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 1)
        let card = try #require(sheet.cardPresentationController?.cardView)
        let bar = try #require(card.grabber)
        let pill = try #require(bar.subviews.first)
        let surface = try #require(card.surface)
        // The card paints nothing itself: the bar shows the dimmer through it.
        #expect(card.backgroundColor == nil)
        #expect(bar.backgroundColor == nil)
        #expect(pill.backgroundColor == Color(white: 1, alpha: 0.6))
        #expect(pill.frame.size == Size(width: 40, height: 4))
        // The rounded corners start at the content's top, below the 20 pt bar.
        #expect(surface.frame == Rect(x: 0, y: 20, width: 390, height: 334))
        #expect(surface.cornerRadius == 10)
        #expect(surface.maskedCorners == .top)
        #expect(surface.clipsToBounds)
        #expect(surface.backgroundColor == .white)
        #expect(sheet.view.superview === surface)
        // A stacked card, with a handle, keeps rounding and painting itself.
        let other = ViewController()
        sheet.dismiss(animated: false)
        root.presentCard(other)
        window.advance(by: 1)
        let stacked = try #require(other.cardPresentationController?.cardView)
        #expect(stacked.surface == nil)
        #expect(stacked.cornerRadius == 12)
        #expect(stacked.backgroundColor == .white)
    }
}
