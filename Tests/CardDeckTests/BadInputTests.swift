import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Cards: bad input", .isolatedDiagnostics)
struct BadInputTests {
    /// Runs `body` and returns the warnings it produced. The list is emptied first: once it
    /// holds `Diagnostics.capacity` messages its count stops growing.
    func warnings(_ body: () -> Void) -> [String] {
        Diagnostics.removeAll()
        body()
        return Diagnostics.warnings
    }

    @Test("non-finite and negative lengths fall back to their defaults or 0")
    func lengths() {
        var raw = CardConfiguration(
            verticalSpacing: .nan, verticalInset: -.infinity, horizontalInset: -5,
            dismissAreaHeight: .infinity, cornerRadius: -1,
            initialTransitionFrame: Rect(x: .nan, y: 0, width: 10, height: 10))
        raw.backFadeAlpha = 3
        raw.maximumDimmingAlpha = -.nan
        var clean = CardConfiguration()
        let messages = warnings { clean = raw.sanitized() }
        #expect(clean.verticalSpacing == 16)
        #expect(clean.verticalInset == nil)
        #expect(clean.horizontalInset == 0)
        #expect(clean.dismissAreaHeight == 16)
        #expect(clean.cornerRadius == 0)
        #expect(clean.initialTransitionFrame == nil)
        #expect(clean.backFadeAlpha == 1)
        #expect(clean.maximumDimmingAlpha == 0)
        #expect(messages.count == 8)
        #expect(messages.allSatisfy { $0.hasPrefix("CardConfiguration: ") })
    }

    @Test("backFadeAlpha is clamped into [0, 1]", arguments: [(-0.5, 0.0), (0.3, 0.3), (1.7, 1.0)])
    func backFade(value: Double, expected: Double) {
        #expect(CardConfiguration(backFadeAlpha: value).sanitized().backFadeAlpha == expected)
    }

    @Test("a negative vertical inset becomes 0 and a flipped initial frame is standardized")
    func negativeInsetAndFlippedFrame() {
        let clean = CardConfiguration(
            verticalInset: -10,
            initialTransitionFrame: Rect(x: 100, y: 100, width: -50, height: -20)
        ).sanitized()
        #expect(clean.verticalInset == 0)
        #expect(clean.initialTransitionFrame == Rect(x: 50, y: 80, width: 50, height: 20))
    }

    @Test("insets wider than the window never make a card narrower than nothing")
    func hugeInsets() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card, configuration: CardConfiguration(verticalInset: 5_000, horizontalInset: 1_000))
        window.advance(by: 2)
        #expect(root.view.presentedFrameInWindow.width == 0)
        #expect(root.view.presentedFrameInWindow.minY == 844)
        let view = try #require(card.cardPresentationController?.cardView)
        #expect(view.presentedFrameInWindow.height == 0)
        #expect(view.presentedFrameInWindow.isFinite)
        card.dismiss(animated: true)
        window.advance(by: 2)
        #expect(root.view.frame == window.bounds)
    }

    @Test("empty detents mean [.large]; a repeated identifier keeps the first detent")
    func detents() {
        var clean = CardConfiguration()
        let emptyWarnings = warnings { clean = CardConfiguration(detents: []).sanitized() }
        #expect(clean.detents.map(\.identifier) == [.large])
        #expect(emptyWarnings == ["CardConfiguration: detents is empty; used [.large]"])
        let first = CardDetent.custom(identifier: "x") { _ in 100 }
        let second = CardDetent.custom(identifier: "x") { _ in 300 }
        clean = CardConfiguration(detents: [first, .medium, second]).sanitized()
        #expect(clean.detents.map(\.identifier) == ["x", .medium])
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [first, .medium, second]))
        window.advance(by: 2)
        #expect(card.cardPresentationController?.detents.map(\.height) == [100, 390.5])
    }

    @Test("detents resolving to NaN are skipped; if none is left the card uses large")
    func nanDetents() {
        let (window, root) = makeWindow()
        let card = ViewController()
        let broken = CardDetent.custom(identifier: "broken") { _ in .nan }
        let messages = warnings {
            root.presentCard(card, configuration: CardConfiguration(detents: [broken]))
            window.advance(by: 2)
        }
        #expect(card.cardPresentationController?.detents.map(\.identifier) == [.large])
        #expect(messages.contains { $0.contains("detent broken resolved to nan") })
        #expect(card.cardPresentationController?.cardView.presentedFrameInWindow.minY == 63)
    }

    @Test("a content size larger than the window is capped; NaN keeps the previous size")
    func contentSizes() {
        let (window, root) = makeWindow()
        let sheet = SizedController(height: 10_000)
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 2)
        #expect(sheet.cardPresentationController?.detents.map(\.height) == [777])
        sheet.preferredContentSize = Size(width: 0, height: .nan)
        window.advance(by: 1)
        #expect(sheet.cardPresentationController?.detents.map(\.height) == [777])
        #expect(sheet.view.presentedFrameInWindow.isFinite)
    }

    @Test("presenting a card from a controller being dismissed is refused; completion runs once")
    func fromDismissing() {
        let (window, root) = makeWindow()
        let first = ViewController()
        root.presentCard(first)
        window.advance(by: 2)
        first.dismiss(animated: true)
        window.advance(by: 0.05)
        let second = ViewController()
        var completions = 0
        let messages = warnings { first.presentCard(second) { completions += 1 } }
        #expect(completions == 1)
        #expect(messages.contains { $0.contains("is being dismissed") })
        #expect(second.presentingViewController == nil)
        #expect(second.modalPresentationStyle != .custom)
        #expect(second.transitioningDelegate == nil)
        window.advance(by: 2)
        #expect(first.presentingViewController == nil)
    }

    @Test("presenting an already presented controller is refused and leaves it untouched")
    func alreadyPresented() {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let manager = card.transitioningDelegate
        var completions = 0
        card.presentCard(card) { completions += 1 }
        #expect(completions == 1)
        #expect(card.transitioningDelegate === manager)
        #expect(card.cardPresentationController?.stackLevel == 1)
    }
}

/// A release behaviour that names a detent the card does not have.
struct UnknownDetentRelease: ReleaseBehavior {
    func decision(for context: ReleaseContext) -> ReleaseDecision { .detent("nowhere") }
}

@MainActor
@Suite("Cards: bad release decisions", .isolatedDiagnostics)
struct BadReleaseTests {
    @Test("a release behaviour naming an unknown detent gets the nearest one, with a warning")
    func unknownDetent() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.medium, .large], releaseBehavior: UnknownDetentRelease()))
        window.advance(by: 2)
        Diagnostics.removeAll()
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 580))
        window.move(to: Point(x: 195, y: 300), duration: 0.3)
        window.release()
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
        #expect(
            Diagnostics.warnings.contains {
                $0.contains("chose unknown detent nowhere; used large")
            })
    }

    @Test("without interactive dismissal a drag down stretches and springs back, silently")
    func noInteractiveDismissal() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(allowInteractiveDismissal: false))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let log = CardDelegateLog()
        controller.delegate = log
        window.flick(from: Point(x: 195, y: 300), by: Point(x: 0, y: 300), releaseVelocity: 3_000)
        #expect(controller.cardView.presentedFrameInWindow.minY < 63 + 300)
        window.advance(by: 2)
        #expect(card.presentingViewController === root)
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
        #expect(log.attempts == 0)
        #expect(log.willDismiss == 0)
    }
}
