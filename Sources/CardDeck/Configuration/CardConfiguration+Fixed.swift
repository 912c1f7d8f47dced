import CardDeckViews

extension CardConfiguration {
    /// The fields that shape the stack or the chrome: fixed once a card is presented.
    private static let fixedFields: [FixedField] = [
        FixedField("grabberStyle", \.grabberStyle),
        FixedField("stacksBackCards", \.stacksBackCards),
        FixedField("horizontalInset", \.horizontalInset),
        FixedField("backFadeAlpha", \.backFadeAlpha),
        FixedField("verticalInset", \.verticalInset),
        FixedField("verticalSpacing", \.verticalSpacing),
        FixedField("dismissAreaHeight", \.dismissAreaHeight),
        FixedField("dragsFromOutsideCard", \.dragsFromOutsideCard),
        FixedField("edge", \.edge),
        FixedField("presentsInCurrentContext", \.presentsInCurrentContext),
    ]

    /// The names of the fields fixed once a card is presented: a presented card keeps its own
    /// value of each (with a warning) when a new configuration changes it.
    package static var fixedFieldNames: [String] { fixedFields.map(\.name) }

    /// This configuration as a presented card can take it in place of `old`: sanitized, and
    /// with the fields fixed at presentation kept from `old` (with one warning naming those
    /// that differ).
    ///
    /// - Parameter old: The configuration the card has now.
    /// - Returns: The configuration the card takes.
    @MainActor
    func accepted(replacing old: CardConfiguration) -> CardConfiguration {
        Self.noteChange()
        var new = sanitized()
        let kept = Self.fixedFields.filter { $0.keep(old, in: &new) }.map(\.name)
        if !kept.isEmpty {
            Diagnostics.warn(
                "CardPresentationController: \(kept.joined(separator: ", ")) cannot change "
                    + "after presentation; kept them")
        }
        return new
    }
}

/// One configuration field fixed once a card is presented.
private struct FixedField: Sendable {
    let name: String
    /// Puts `old`'s value back into `new` when they differ; returns whether it did.
    let keep: @Sendable (CardConfiguration, inout CardConfiguration) -> Bool

    init<Value: Equatable & Sendable>(
        _ name: String, _ field: WritableKeyPath<CardConfiguration, Value> & Sendable
    ) {
        self.name = name
        keep = { old, new in
            guard new[keyPath: field] != old[keyPath: field] else { return false }
            new[keyPath: field] = old[keyPath: field]
            return true
        }
    }

    func keep(_ old: CardConfiguration, in new: inout CardConfiguration) -> Bool {
        keep(old, &new)
    }
}
