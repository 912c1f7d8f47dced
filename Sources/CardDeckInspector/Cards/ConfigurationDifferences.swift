import CardDeck
import Foundation

/// The fields in which a card's configuration differs from ``CardConfiguration/shared``, as
/// the cards section lists them: each field's name and its value as Swift prints it, without
/// module prefixes.
enum ConfigurationDifferences {
    /// `value` without the package's module prefixes (`CardDeckViews.Rect` reads `Rect`).
    static func readable(_ value: String) -> String {
        var text = value
        for module in [
            "CardDeckViews.", "CardDeckMotion.", "CardDeckTransitions.", "CardDeck.",
        ] {
            text = text.replacingOccurrences(of: module, with: "")
        }
        return text
    }

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
        let shared = Dictionary(
            Mirror(reflecting: reference).children.compactMap { child in
                child.label.map { ($0, String(describing: child.value)) }
            }, uniquingKeysWith: { first, _ in first })
        return Mirror(reflecting: configuration).children.compactMap { child in
            guard let label = child.label else { return nil }
            let value = String(describing: child.value)
            return shared[label] == value ? nil : (label, readable(value))
        }
    }
}
