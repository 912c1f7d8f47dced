import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// Collects the explanations of one card's releases while it is alive.
@MainActor
private final class ReleaseLog {
    var explanations: [CardReleaseExplanation] = []

    init(of card: CardPresentationController) {
        CardReleaseObservers.add(self) { [weak self, weak card] released, explanation in
            guard released === card else { return }
            self?.explanations.append(explanation)
        }
    }

    func stop() { CardReleaseObservers.remove(self) }
}

/// One release, what it must say, and the card's configuration.
struct ExplainedRelease: Sendable, CustomTestStringConvertible {
    let name: String
    let to: Double
    let duration: Double
    let allowsDismissal: Bool
    let delegateAnswer: ReleaseDecision?
    let refuses: Bool
    let outcome: CardReleaseExplanation.Outcome
    let overrides: [CardReleaseExplanation.Override]
    var testDescription: String { name }

    init(
        _ name: String, to: Double, in duration: Double, allowsDismissal: Bool = true,
        delegate: ReleaseDecision? = nil, refuses: Bool = false,
        _ outcome: CardReleaseExplanation.Outcome,
        _ overrides: [CardReleaseExplanation.Override] = []
    ) {
        self.name = name
        self.to = to
        self.duration = duration
        self.allowsDismissal = allowsDismissal
        delegateAnswer = delegate
        self.refuses = refuses
        self.outcome = outcome
        self.overrides = overrides
    }
}

@MainActor
@Suite("What a card did at a release, and why", .isolatedDiagnostics)
struct CardReleaseExplanationTests {
    nonisolated static let rows: [ExplainedRelease] = [
        ExplainedRelease(
            "held still near medium settles there", to: 560, in: 0.4, .settles(on: .medium)),
        ExplainedRelease("a flick up settles on large", to: 300, in: 0.1, .settles(on: .large)),
        ExplainedRelease(
            "the delegate's dismissal", to: 560, in: 0.4, delegate: .dismiss, .dismisses,
            [.delegate(.dismiss)]),
        ExplainedRelease(
            "the delegate's unknown detent", to: 300, in: 0.4, delegate: .detent("nowhere"),
            .settles(on: .large),
            [.delegate(.detent("nowhere")), .unknownDetent("nowhere", replacedBy: .large)]),
        ExplainedRelease(
            "a dismissal that is not allowed", to: 560, in: 0.4, allowsDismissal: false,
            delegate: .dismiss, .settles(on: .medium),
            [.delegate(.dismiss), .dismissalNotAllowed(settlesOn: .medium)]),
        ExplainedRelease(
            "a thrown dismissal the presentation refuses", to: 560, in: 0.4, delegate: .dismiss,
            refuses: true, .settles(on: .medium),
            [.delegate(.dismiss), .dismissalRefused(settlesOn: .medium)]),
        ExplainedRelease(
            "a scrubbed dismissal pulled far down finishes", to: 840, in: 0.2, .finishesDismissal),
        ExplainedRelease(
            "a scrubbed dismissal let go just below medium is cancelled", to: 640, in: 1.5,
            .cancelsDismissal),
    ]

    @Test("the outcome and the overrides", arguments: rows)
    func explains(_ row: ExplainedRelease) throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.medium, .large], allowInteractiveDismissal: row.allowsDismissal))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let delegate = ReleaseOverride()
        delegate.answer = row.delegateAnswer
        let refusing = RefusingOverride(answer: row.delegateAnswer)
        controller.delegate = row.refuses ? refusing : delegate
        let log = ReleaseLog(of: controller)
        defer { log.stop() }
        // 600 is on the card, 146.5 pt below the medium detent's top.
        window.drag(
            from: Point(x: 195, y: 600), to: Point(x: 195, y: row.to), duration: row.duration)
        window.advance(by: 2)
        #expect(log.explanations.count == 1)
        let explanation = try #require(log.explanations.first)
        #expect(explanation.outcome == row.outcome, "\(explanation.summary)")
        #expect(explanation.overrides == row.overrides, "\(explanation.summary)")
        #expect(explanation.behavior?.behavior == "ProjectedRelease")
        #expect(explanation.summary.hasPrefix("ProjectedRelease: "))
        #expect(explanation.summary.hasSuffix(row.outcome.summary))
    }

    @Test("nobody listening: no observer is kept, and releases still work")
    func noObserver() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        do {
            let log = ReleaseLog(of: controller)
            log.stop()
        }
        #expect(CardReleaseObservers.isEmpty)
        window.drag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 200), duration: 0.1)
        window.advance(by: 2)
        #expect(controller.selectedDetentIdentifier == .large)
    }
}

/// A delegate that answers the release with `answer` and refuses every dismissal.
@MainActor
private final class RefusingOverride: CardPresentationControllerDelegate {
    let answer: ReleaseDecision?
    init(answer: ReleaseDecision?) { self.answer = answer }

    func cardPresentationController(
        _ controller: CardPresentationController, willEndDraggingWith context: ReleaseContext,
        targetDecision decision: inout ReleaseDecision
    ) {
        if let answer { decision = answer }
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        false
    }
}
