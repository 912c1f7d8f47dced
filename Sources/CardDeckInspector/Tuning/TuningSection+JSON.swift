import CardDeck
import CardDeckMotion
import CardDeckViews

extension TuningSection {
    /// A reply to the page that sent a command: the action, the card, what went wrong or what
    /// the engine said, and the card's values after it.
    func reply(
        _ action: String, card: (id: UInt64, controller: CardPresentationController)?,
        field: String? = nil, warnings: [String] = [], error: String? = nil,
        swift: String? = nil
    ) -> InspectorMessage {
        var json = InspectorJSON()
        json.startMessage(section: name)
        json.member("reply", action)
        if let card { json.member("card", card.id) }
        if let field { json.member("field", field) }
        json.member("warnings", strings: warnings)
        if let error { json.member("error", error) }
        if let swift { json.member("swift", swift) }
        if let card {
            json.member("state")
            Self.write(card.controller, id: card.id, to: &json)
        }
        return json.finishMessage()
    }

    /// One card's values: `id`, `label`, `fixed` (the fields it keeps from its presentation)
    /// and `fields`, each as the engine holds it.
    static func write(_ card: CardPresentationController, id: UInt64, to json: inout InspectorJSON)
    {
        let configuration = card.configuration
        json.beginObject()
        json.member("id", id)
        json.member("label", "Card \(card.stackLevel) · \(type(of: card.presentedViewController))")
        json.member("fixed", strings: CardConfiguration.fixedFieldNames)
        json.member("fields")
        json.beginObject()
        for (name, keyPath) in TuningEdit.numberFields.sorted(by: { $0.key < $1.key }) {
            json.member(name, configuration[keyPath: keyPath])
        }
        json.member("verticalInset")
        if let inset = configuration.verticalInset {
            json.number(inset)
        } else {
            json.append("null")
        }
        json.member("dimmingColor", hex(configuration.dimmingColor))
        json.member("detents", TuningDetentList.text(for: configuration.detents))
        for (name, keyPath) in TuningEdit.timingFields.sorted(by: { $0.key < $1.key }) {
            json.member(name)
            write(configuration[keyPath: keyPath], to: &json)
        }
        json.endObject()
        json.endObject()
    }

    /// A timing: `kind`, and `response` and `dampingRatio` for a spring, `curve` (a name, or
    /// `custom`) and `duration` for a curve.
    private static func write(_ timing: CardTiming, to json: inout InspectorJSON) {
        json.beginObject()
        switch timing {
        case .spring(let spring):
            json.member("kind", "spring")
            json.member("response", spring.response)
            json.member("dampingRatio", spring.dampingRatio)
        case .curve(let curve, let duration):
            json.member("kind", "curve")
            json.member("curve", TuningEdit.curves.first { $0.curve == curve }?.name ?? "custom")
            json.member("duration", duration)
        }
        json.endObject()
    }

    /// `#rrggbb`, as a colour input gives its value (lowercase, so an untouched input reads back
    /// what it was given).
    private static func hex(_ color: Color) -> String {
        let clamped = color.clamped
        let digits = [clamped.red, clamped.green, clamped.blue].map { component in
            let text = String(Int((component * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}
