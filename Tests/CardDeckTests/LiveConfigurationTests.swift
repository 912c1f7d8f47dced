import CardDeckMotion
import CardDeckTransitions
import CardDeckViews
import Synchronization
import Testing

@testable import CardDeck

/// A height a custom detent reads, changed from outside.
final class HeightBox: Sendable {
    let value = Mutex(200.0)
}

@MainActor
@Suite("Configuration after presentation, as UISheetPresentationController's", .isolatedDiagnostics)
struct LiveConfigurationTests {
    /// A presented card and what keeps it alive (a card outlives neither its window nor its
    /// controller).
    struct Presented {
        let window: Window
        let card: ViewController
        let controller: CardPresentationController
    }

    private func present(_ configuration: CardConfiguration) throws -> Presented {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        return Presented(
            window: window, card: card, controller: try #require(card.cardPresentationController))
    }

    @Test("new detents take effect at once outside animateChanges, and the delegate hears")
    func detentsAtOnce() throws {
        let presented = try present(CardConfiguration(detents: [.large]))
        let (window, controller) = (presented.window, presented.controller)
        let log = CardDelegateLog()
        controller.delegate = log
        controller.configuration.detents = [.medium]
        #expect(controller.detents.map(\.identifier) == [.medium])
        #expect(controller.cardView.presentedFrameInWindow.minY == 453.5)
        #expect(log.detentChanges == [.medium])
        window.advance(by: 1)
        #expect(controller.cardView.presentedFrameInWindow.minY == 453.5)
    }

    @Test("inside animateChanges the card, its corners and the stack move together")
    func animated() throws {
        let presented = try present(
            CardConfiguration(detents: [.medium, .large], initialDetent: .large))
        let (window, controller) = (presented.window, presented.controller)
        controller.animateChanges {
            controller.configuration.detents = [.medium]
            controller.configuration.cornerRadius = 30
        }
        window.advance(by: 0.1)
        let top = controller.cardView.presentedFrameInWindow.minY
        #expect(top > 63 && top < 453.5)
        let radius = controller.cardView.presentation.cornerRadius
        #expect(radius > 12 && radius < 30)
        window.advance(by: 2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 453.5)
        #expect(controller.cardView.presentation.cornerRadius == 30)
        #expect(controller.selectedDetentIdentifier == .medium)
    }

    @Test("selecting a detent inside animateChanges animates")
    func selectedDetentAnimates() throws {
        let presented = try present(CardConfiguration(detents: [.medium, .large]))
        let (window, controller) = (presented.window, presented.controller)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        window.advance(by: 0.1)
        let top = controller.cardView.presentedFrameInWindow.minY
        #expect(top > 63 && top < 453.5)
        window.advance(by: 2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
    }

    @Test("the largest undimmed detent, the dimmer and tap to dismiss change live")
    func undimmed() throws {
        let presented = try present(
            CardConfiguration(detents: [.medium, .large], maximumDimmingAlpha: 0.4))
        let (window, card, controller) = (presented.window, presented.card, presented.controller)
        #expect(controller.dimmingView?.presentation.alpha == 0.4)
        #expect(controller.containerView?.interaction.passesTouchesThrough == false)
        controller.configuration.largestUndimmedDetent = .medium
        #expect(controller.dimmingView?.presentation.alpha == 0)
        #expect(controller.containerView?.interaction.passesTouchesThrough == true)
        controller.configuration.largestUndimmedDetent = nil
        controller.configuration.allowsTapToDismiss = true
        window.tap(at: Point(x: 195, y: 200))
        window.advance(by: 2)
        #expect(card.presentingViewController == nil)
    }

    @Test("the handle fades out and back in with prefersGrabberVisible")
    func grabber() throws {
        let presented = try present(CardConfiguration())
        let (window, controller) = (presented.window, presented.controller)
        let handle = try #require(controller.cardView.grabber)
        #expect(handle.presentation.alpha == 1)
        controller.configuration.prefersGrabberVisible = false
        window.advance(by: 0.3)
        #expect(handle.presentation.alpha == 0)
        #expect(window.hitTest(Point(x: 195, y: 70)) !== handle)
        controller.configuration.prefersGrabberVisible = true
        window.advance(by: 0.3)
        #expect(handle.presentation.alpha == 1)
    }

    @Test("what shapes the stack stays as presented, with a warning")
    func fixedFields() throws {
        let presented = try present(CardConfiguration())
        let controller = presented.controller
        Diagnostics.removeAll()
        var changed = controller.configuration
        changed.horizontalInset = 40
        changed.grabberStyle = .pullBar
        changed.cornerRadius = 20
        controller.configuration = changed
        #expect(controller.configuration.horizontalInset == 16)
        #expect(controller.configuration.grabberStyle == .handle)
        #expect(controller.configuration.cornerRadius == 20)  // this one may change
        #expect(
            Diagnostics.warnings.contains {
                $0.contains("grabberStyle, horizontalInset cannot change after presentation")
            })
        // Out-of-range values are clamped as at presentation.
        controller.configuration.maximumDimmingAlpha = 7
        #expect(controller.configuration.maximumDimmingAlpha == 1)
    }

    @Test("invalidateDetents asks a custom detent's resolver again")
    func invalidate() throws {
        let box = HeightBox()
        let detent = CardDetent.custom(identifier: "box") { _ in box.value.withLock { $0 } }
        let presented = try present(CardConfiguration(detents: [detent]))
        let (window, controller) = (presented.window, presented.controller)
        #expect(controller.cardView.presentedFrameInWindow.minY == 844 - 200)
        box.value.withLock { $0 = 300 }
        window.advance(by: 0.5)
        #expect(controller.cardView.presentedFrameInWindow.minY == 844 - 200)
        controller.animateChanges { controller.invalidateDetents() }
        window.advance(by: 0.1)
        let top = controller.cardView.presentedFrameInWindow.minY
        #expect(top < 644 && top > 544)
        window.advance(by: 2)
        #expect(controller.cardView.presentedFrameInWindow.minY == 544)
    }
}
