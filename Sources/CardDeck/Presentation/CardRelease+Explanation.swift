extension CardRelease {
    /// What the card does on this release, and why: the behaviour's explanation, whose
    /// decision the delegate may change, made valid (an unknown detent becomes the nearest, a
    /// dismissal that is not allowed the smallest detent), each change recorded as an override.
    ///
    /// - Parameters:
    ///   - behavior: The card's release behaviour.
    ///   - controller: The card's presentation controller, for its delegate to be told.
    ///   - allowsDismissal: Whether the release may dismiss.
    /// - Returns: The outcome the card follows, and its explanation.
    @MainActor
    func explained(
        deciding behavior: any ReleaseBehavior, for controller: CardPresentationController,
        allowsDismissal: Bool
    ) -> (outcome: CardReleaseOutcome, explanation: CardReleaseExplanation) {
        // Observed (the inspector), the decision is the explanation's: the card does what the
        // explanation says. Otherwise the words are not needed, and the decision alone, which
        // a shipped behaviour takes in the same computation without them, costs what it did.
        let why =
            CardReleaseObservers.isEmpty
            ? ReleaseExplanation(
                decision: behavior.decision(for: context), behavior: "", rule: .unexplained,
                summary: "")
            : behavior.explanation(for: context)
        var overrides: [CardReleaseExplanation.Override] = []
        var decision = validated(
            why.decision, chooser: "\(type(of: behavior))", noting: &overrides)
        if let delegate = controller.delegate as? any CardPresentationControllerDelegate {
            let proposed = decision
            delegate.cardPresentationController(
                controller, willEndDraggingWith: context, targetDecision: &decision)
            if decision != proposed { overrides.append(.delegate(decision)) }
            decision = validated(decision, chooser: "the delegate", noting: &overrides)
        }
        let followed = allowed(decision, allowsDismissal: allowsDismissal)
        if followed != decision, case .detent(let smallest) = followed {
            overrides.append(.dismissalNotAllowed(settlesOn: smallest))
        }
        let outcome = outcome(of: followed)
        return (
            outcome,
            CardReleaseExplanation(
                context: context, behavior: why, overrides: overrides, decision: followed,
                outcome: CardReleaseExplanation.Outcome(outcome))
        )
    }

    /// The explanation of a release with nothing to decide: the content took the last
    /// movement and the card rests on `detent`.
    func explanationOfResting(on detent: CardDetent.Identifier) -> CardReleaseExplanation {
        CardReleaseExplanation(
            context: context, behavior: nil, decision: .detent(detent), outcome: .staysOn(detent))
    }

    /// ``validated(_:chooser:)``, noting an unknown detent's replacement in `overrides`.
    @MainActor
    private func validated(
        _ decision: ReleaseDecision, chooser: String,
        noting overrides: inout [CardReleaseExplanation.Override]
    ) -> ReleaseDecision {
        let valid = validated(decision, chooser: chooser)
        if case .detent(let chosen) = decision, case .detent(let used) = valid, chosen != used {
            overrides.append(.unknownDetent(chosen, replacedBy: used))
        }
        return valid
    }
}

extension CardReleaseExplanation.Outcome {
    /// The public face of what the engine does for a release.
    init(_ outcome: CardReleaseOutcome) {
        switch outcome {
        case .finishDismissal: self = .finishesDismissal
        case .cancelDismissal: self = .cancelsDismissal
        case .cancelDismissalThenSettle(let detent, _):
            self = .cancelsDismissalThenSettles(on: detent)
        case .throwDismissal: self = .dismisses
        case .settle(let detent, _): self = .settles(on: detent)
        }
    }
}
