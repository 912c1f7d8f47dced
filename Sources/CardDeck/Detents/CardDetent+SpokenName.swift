extension CardDetent.Identifier {
    /// How assistive technologies name the detent: in the announcements a card posts ("Card
    /// presented, 280 points") and as its grabber's accessibility value.
    ///
    /// A ``CardDetent/height(_:)`` detent is read as its height in points ("280 points"), a
    /// ``CardDetent/fraction(_:)`` detent as a percentage of the largest height ("30 percent"),
    /// ``CardDetent/fitsContent`` as "fits content"; any other identifier as its ``rawValue``,
    /// so an app names its own detents by naming their identifiers.
    public var spokenName: String {
        if let value = Self.argument(of: "height", in: rawValue) {
            return "\(Self.spoken(value)) points"
        }
        if let value = Self.argument(of: "fraction", in: rawValue) {
            return "\(Self.spoken(value * 100)) percent"
        }
        return self == .fitsContent ? "fits content" : rawValue
    }

    /// The number in `name(<number>)`, the form ``CardDetent/height(_:)`` and
    /// ``CardDetent/fraction(_:)`` give their identifiers.
    private static func argument(of name: String, in rawValue: String) -> Double? {
        guard rawValue.hasPrefix(name + "("), rawValue.hasSuffix(")") else { return nil }
        let value = Double(rawValue.dropFirst(name.count + 1).dropLast())
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A number as a person says it: whole numbers without a decimal point, others to one
    /// decimal.
    private static func spoken(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
