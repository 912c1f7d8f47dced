import CardDeck
import Foundation

/// A card's detents as the tuning section's text field shows and reads them: the Swift
/// spelling, `[.medium, .large, .height(280), .fraction(0.3)]`, with a custom detent written as
/// its identifier in quotes (its resolver stays the card's).
enum TuningDetentList {
    /// The built-in detents, by name.
    private static let builtIn: [String: CardDetent] = [
        "large": .large, "medium": .medium, "fitsContent": .fitsContent,
        "expanded": .expanded, "normal": .normal,
    ]

    /// The text for a card's detents.
    ///
    /// - Parameter detents: The detents.
    /// - Returns: Text such as `[.medium, .large]`.
    static func text(for detents: [CardDetent]) -> String {
        let items = detents.map { detent in
            let spelling = SwiftSpelling.detent(detent)
            return spelling.hasPrefix(".custom(") ? "\"\(detent.identifier.rawValue)\"" : spelling
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// The detents a text names. Brackets and leading dots are optional; a name in quotes (or
    /// any other name) must be the identifier of one of `existing`, whose resolver it keeps.
    ///
    /// - Parameters:
    ///   - text: The field's text.
    ///   - existing: The card's detents now.
    /// - Returns: The detents, in the order written; empty for an empty list (the engine
    ///   then says what it uses instead).
    /// - Throws: ``TuningEdit/Failure`` naming the first item it does not know.
    static func detents(from text: String, existing: [CardDetent]) throws(TuningEdit.Failure)
        -> [CardDetent]
    {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if body.hasPrefix("[") && body.hasSuffix("]") && body.count >= 2 {
            body = body.dropFirst().dropLast()
        }
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in body {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                items.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        items.append(current)
        return try items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
            !$0.isEmpty
        }.map {
            (item) throws(TuningEdit.Failure) in try detent(named: item, existing: existing)
        }
    }

    private static func detent(named item: String, existing: [CardDetent]) throws(TuningEdit
        .Failure) -> CardDetent
    {
        let name = item.hasPrefix(".") ? String(item.dropFirst()) : item
        if let detent = builtIn[name] { return detent }
        for (prefix, make) in [("height(", CardDetent.height), ("fraction(", CardDetent.fraction)]
        where name.hasPrefix(prefix) && name.hasSuffix(")") {
            if let value = Double(
                name.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces))
            {
                return make(value)
            }
        }
        let quoted = name.split(separator: "\"", omittingEmptySubsequences: false)
        let identifier = quoted.count >= 3 ? String(quoted[1]) : name
        if let detent = existing.first(where: { $0.identifier.rawValue == identifier }) {
            return detent
        }
        throw TuningEdit.Failure(
            message: "detents: \(item) is not a detent; use .large, .medium, .fitsContent, "
                + ".expanded, .normal, .height(points), .fraction(0…1) or a custom detent's "
                + "identifier in quotes")
    }
}
