import CardDeck

/// The fields in which a card's configuration differs from ``CardConfiguration/shared``, as
/// the cards section lists them: each field's name and its value as "Copy as Swift" spells it
/// (`.large`, `Rect(x: 8, y: 682, width: 374, height: 64)`), so the two never disagree.
enum ConfigurationDifferences {
    /// The fields of `configuration` whose value differs from `reference`'s, in declaration
    /// order.
    ///
    /// - Parameters:
    ///   - configuration: The card's configuration.
    ///   - reference: What it is compared with; default ``CardConfiguration/shared``.
    /// - Returns: Pairs of field name and value.
    @MainActor
    static func of(
        _ configuration: CardConfiguration, from reference: CardConfiguration = .shared
    ) -> [(name: String, value: String)] {
        configuration.differingFieldSpellings(from: reference).map { ($0.name, $0.spelling) }
    }
}
