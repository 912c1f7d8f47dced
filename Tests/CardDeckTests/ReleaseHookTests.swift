import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A delegate that sees every release and answers with a decision of its own.
@MainActor
final class ReleaseOverride: CardPresentationControllerDelegate {
    var contexts: [ReleaseContext] = []
    var proposals: [ReleaseDecision] = []
    var answer: ReleaseDecision?

    func cardPresentationController(
        _ controller: CardPresentationController, willEndDraggingWith context: ReleaseContext,
        targetDecision decision: inout ReleaseDecision
    ) {
        contexts.append(context)
        proposals.append(decision)
        if let answer { decision = answer }
    }
}

@MainActor
@Suite("The release, observed and overridden by the delegate", .isolatedDiagnostics)
struct ReleaseHookTests {
    private func presentMediumCard(
        _ configuration: CardConfiguration = CardConfiguration(detents: [.medium, .large])
    ) throws -> (Window, ViewController, CardPresentationController, ReleaseOverride) {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let delegate = ReleaseOverride()
        controller.delegate = delegate
        return (window, card, controller, delegate)
    }

    @Test("the delegate hears the release's context and the behaviour's decision, once")
    func observes() throws {
        let (window, _, controller, delegate) = try presentMediumCard()
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 560), duration: 0.4)
        let shown = controller.cardView.presentedFrameInWindow.minY
        window.advance(by: 0.1)  // held still: the release's velocity is 0
        window.release()
        window.advance(by: 2)
        #expect(delegate.contexts.count == 1)
        let context = try #require(delegate.contexts.first)
        #expect(context.top == shown)
        #expect(context.velocity == 0)
        #expect(context.detents == controller.detents)
        #expect(context.containerHeight == 844)
        #expect(delegate.proposals == [.detent(.medium)])
        #expect(controller.selectedDetentIdentifier == .medium)
    }

    @Test("a delegate that answers .dismiss dismisses a card the behaviour would keep")
    func overridesToDismiss() throws {
        let (window, card, _, delegate) = try presentMediumCard()
        delegate.answer = .dismiss
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 560), duration: 0.4)
        window.advance(by: 2)
        #expect(delegate.proposals == [.detent(.medium)])
        #expect(card.presentingViewController == nil)
    }

    @Test("a delegate that answers another detent sends the card there")
    func overridesToDetent() throws {
        let (window, _, controller, delegate) = try presentMediumCard()
        delegate.answer = .detent(.large)
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 640), duration: 0.4)
        window.advance(by: 2)
        #expect(delegate.proposals == [.detent(.medium)])
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(controller.cardView.presentedFrameInWindow.minY == controller.detents[1].top)
    }

    @Test("an unknown detent from the delegate becomes the nearest, with a warning")
    func unknownDetent() throws {
        let (window, _, controller, delegate) = try presentMediumCard()
        delegate.answer = .detent(CardDetent.Identifier("nowhere"))
        Diagnostics.removeAll()
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.4)
        window.advance(by: 2)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(
            Diagnostics.warnings.contains {
                $0.contains("the delegate chose unknown detent nowhere; used large")
            })
    }

    @Test("dismissal where it is not allowed becomes the smallest detent")
    func dismissalNotAllowed() throws {
        let (window, card, controller, delegate) = try presentMediumCard(
            CardConfiguration(detents: [.medium, .large], allowInteractiveDismissal: false))
        delegate.answer = .dismiss
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.4)
        window.advance(by: 2)
        #expect(card.presentingViewController != nil)
        #expect(controller.selectedDetentIdentifier == .medium)
    }
}

/// The behaviour written out in the "Detents and releases" article.
struct HalfwayRelease: ReleaseBehavior {
    func decision(for context: ReleaseContext) -> ReleaseDecision {
        if context.dismissalProgress > 0.5 || context.velocity > 1_000 {
            return .dismiss
        }
        let aimed = context.top + context.velocity * 0.1
        return .detent(context.nearestDetent(to: aimed)?.identifier ?? .large)
    }
}

@MainActor
@Suite("Article: detents and releases", .isolatedDiagnostics)
struct DetentsAndReleasesArticleTests {
    @Test("the detents rest where the article's table says")
    func table() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.large, .medium, .fraction(0.25), .height(300)]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.detents.map(\.top) == [648.75, 544, 453.5, 63])
        #expect(controller.detents.map(\.height) == [195.25, 300, 390.5, 781])
    }

    @Test("the article's behaviour: halfway down dismisses, a slow release aims a tenth ahead")
    func halfway() {
        let detents = [
            ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
            ResolvedDetent(identifier: .large, height: 781, top: 63),
        ]
        let behaviour = HalfwayRelease()
        func decide(_ top: Double, _ velocity: Double) -> ReleaseDecision {
            behaviour.decision(
                for: ReleaseContext(
                    top: top, velocity: velocity, detents: detents, containerHeight: 844))
        }
        #expect(decide(700, 0) == .dismiss)  // past halfway (648.75)
        #expect(decide(600, 0) == .detent(.medium))
        #expect(decide(460, 1_200) == .dismiss)  // thrown down
        #expect(decide(300, -2_000) == .detent(.large))  // aimed at 100
        #expect(decide(300, 0) == .detent(.medium))  // nearer 453.5 than 63
    }
}
