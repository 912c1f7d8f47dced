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
        json.key("reply")
        json.string(action)
        if let card {
            json.append(",")
            json.key("card")
            json.number(Double(card.id))
        }
        if let field {
            json.append(",")
            json.key("field")
            json.string(field)
        }
        json.append(",")
        json.key("warnings")
        json.append("[")
        for (index, warning) in warnings.enumerated() {
            json.append(index == 0 ? "" : ",")
            json.string(warning)
        }
        json.append("]")
        if let error {
            json.append(",")
            json.key("error")
            json.string(error)
        }
        if let swift {
            json.append(",")
            json.key("swift")
            json.string(swift)
        }
        if let card {
            json.append(",")
            json.key("state")
            Self.write(card.controller, id: card.id, to: &json)
        }
        return InspectorMessage(section: name, members: json.text)
    }

    /// One card's values: `id`, `label`, `fixed` (the fields it keeps from its presentation)
    /// and `fields`, each as the engine holds it.
    static func write(_ card: CardPresentationController, id: UInt64, to json: inout InspectorJSON)
    {
        let configuration = card.configuration
        json.append("{")
        json.key("id")
        json.number(Double(id))
        json.append(",")
        json.key("label")
        json.string("Card \(card.stackLevel) · \(type(of: card.presentedViewController))")
        json.append(",")
        json.key("fixed")
        json.append("[")
        for (index, name) in CardConfiguration.fixedFieldNames.enumerated() {
            json.append(index == 0 ? "" : ",")
            json.string(name)
        }
        json.append("],")
        json.key("fields")
        json.append("{")
        for (name, keyPath) in TuningEdit.numberFields.sorted(by: { $0.key < $1.key }) {
            json.key(name)
            json.number(configuration[keyPath: keyPath])
            json.append(",")
        }
        json.key("verticalInset")
        if let inset = configuration.verticalInset {
            json.number(inset)
        } else {
            json.append("null")
        }
        json.append(",")
        json.key("dimmingColor")
        json.string(hex(configuration.dimmingColor))
        json.append(",")
        json.key("detents")
        json.string(TuningDetentList.text(for: configuration.detents))
        for (name, keyPath) in TuningEdit.timingFields.sorted(by: { $0.key < $1.key }) {
            json.append(",")
            json.key(name)
            write(configuration[keyPath: keyPath], to: &json)
        }
        json.append("}}")
    }

    /// A timing: `kind`, and `response` and `dampingRatio` for a spring, `curve` (a name, or
    /// `custom`) and `duration` for a curve.
    private static func write(_ timing: CardTiming, to json: inout InspectorJSON) {
        json.append("{")
        json.key("kind")
        switch timing {
        case .spring(let spring):
            json.string("spring")
            json.append(",")
            json.key("response")
            json.number(spring.response)
            json.append(",")
            json.key("dampingRatio")
            json.number(spring.dampingRatio)
        case .curve(let curve, let duration):
            json.string("curve")
            json.append(",")
            json.key("curve")
            json.string(TuningEdit.curves.first { $0.curve == curve }?.name ?? "custom")
            json.append(",")
            json.key("duration")
            json.number(duration)
        }
        json.append("}")
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
