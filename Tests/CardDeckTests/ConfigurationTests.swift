import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Card configuration", .isolatedDiagnostics, .sharedCardConfiguration())
struct ConfigurationTests {
    @Test("every default reproduces the stacked-card design")
    func defaults() {
        let c = CardConfiguration()
        #expect(c.verticalSpacing == 16)
        #expect(c.verticalInset == nil)
        #expect(c.horizontalInset == 16)
        #expect(c.dismissAreaHeight == 16)
        #expect(c.cornerRadius == 12)
        #expect(c.initialTransitionFrame == nil)
        #expect(c.backFadeAlpha == 0.8)
        #expect(c.stacksBackCards)
        #expect(c.backgroundColor == .white)
        #expect(c.allowInteractiveDismissal)
        #expect(c.detents.map(\.identifier) == [.large])
        #expect(c.initialDetent == nil)
        #expect(c.bouncesAboveLargestDetent)
        #expect(c.dimmingColor == .black)
        #expect(c.maximumDimmingAlpha == 0)
        #expect(c.largestUndimmedDetent == nil)
        #expect(c.allowsTapToDismiss == false)
        #expect(c.prefersGrabberVisible)
        #expect(c.grabberStyle == .handle)
        #expect(c.releaseBehavior is ProjectedRelease)
        #expect(c.presentationTiming == .spring(Spring(response: 0.44, dampingRatio: 1)))
        #expect(c.dismissalTiming == .spring(Spring(response: 0.44, dampingRatio: 0.8)))
        guard case .spring(let snap) = c.snapTiming, case .spring(let resize) = c.resizeTiming
        else {
            Issue.record("snap and resize timings default to springs")
            return
        }
        #expect(snap == Spring(response: 0.44, dampingRatio: 1))
        #expect(resize == Spring(response: 0.44, dampingRatio: 1))
    }

    @Test("the shared configuration is the default and can be replaced app-wide")
    func shared() {
        let saved = CardConfiguration.shared
        defer { CardConfiguration.shared = saved }
        #expect(CardConfiguration.shared.cornerRadius == 12)
        CardConfiguration.shared.cornerRadius = 20
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        #expect(card.cardPresentationController?.configuration.cornerRadius == 20)
        #expect(card.cardPresentationController?.cardView.cornerRadius == 20)
        // A call's own configuration overrides the shared one.
        let other = ViewController()
        card.presentCard(other, configuration: CardConfiguration(cornerRadius: 4))
        window.advance(by: 2)
        #expect(other.cardPresentationController?.cardView.cornerRadius == 4)
    }

    @Test("the draggable-card preset")
    func draggablePreset() {
        let c = CardConfiguration.draggableCard
        #expect(c.detents.map(\.identifier) == [.normal, .expanded])
        #expect(c.initialDetent == .normal)
        #expect(c.maximumDimmingAlpha == 0.7)
        #expect(c.allowsTapToDismiss)
        #expect(c.grabberStyle == .handle)
        #expect(!c.bouncesAboveLargestDetent)
        #expect(!c.stacksBackCards)
        #expect(c.releaseBehavior is ThresholdRelease)
        guard case .curve(let curve, let duration) = c.snapTiming else {
            Issue.record("draggable snaps use a curve")
            return
        }
        #expect(curve == .easeIn)
        #expect(duration == 0.25)
    }

    @Test("the fitted-sheet preset")
    func fittedPreset() {
        let c = CardConfiguration.fittedSheet
        #expect(c.detents.map(\.identifier) == [.fitsContent])
        #expect(c.maximumDimmingAlpha == 0.6)
        #expect(c.dimmingColor == .black)
        #expect(c.allowsTapToDismiss)
        #expect(c.grabberStyle == .pullBar)
        #expect(c.cornerRadius == 10)
        #expect(!c.bouncesAboveLargestDetent)
        #expect(c.releaseBehavior is MomentumRelease)
        guard case .curve(let curve, let duration) = c.resizeTiming else {
            Issue.record("fitted resizes use a curve")
            return
        }
        #expect(curve == .easeInOut)
        #expect(duration == 0.3)
    }
}
