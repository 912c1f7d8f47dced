extension CardConfiguration {
    /// The Swift code that builds this configuration from `base`: a variable that starts as
    /// `base` and one assignment for each field whose value differs, in declaration order.
    ///
    /// ```swift
    /// var configuration = CardConfiguration.shared
    /// configuration.cornerRadius = 16
    /// configuration.detents = [.medium, .large, .height(280)]
    /// configuration.snapTiming = .spring(Spring(response: 0.4, dampingRatio: 0.85))
    /// ```
    ///
    /// Values use their public spellings (`.large`, `.height(280)`, `Color(hex: 0x1C1C1E)`,
    /// `.curve(.easeIn, duration: 0.25)`), and numbers their shortest exact form, so the code
    /// builds a configuration equal to this one, field for field. Two things source cannot
    /// carry are written for a person to finish: a ``CardDetent/custom(identifier:resolver:)``
    /// detent's resolver is an editor placeholder (`<#resolver#>`), and a release behaviour
    /// other than the shipped ones is written as its debug description (for a plain struct,
    /// its memberwise initializer). When nothing differs the code is one line,
    /// `let configuration = CardConfiguration.shared`.
    ///
    /// - Parameters:
    ///   - base: The configuration the code starts from.
    ///   - baseExpression: How the code names `base`; default `CardConfiguration.shared`.
    ///     Pass `CardConfiguration.draggableCard`, say, with `base: .draggableCard`.
    ///   - variable: The variable's name; default `configuration`.
    /// - Returns: Lines of Swift separated by newlines, without a trailing newline.
    public func swiftSource(
        changedFrom base: CardConfiguration,
        spelledAs baseExpression: String = "CardConfiguration.shared",
        variable: String = "configuration"
    ) -> String {
        let changed = CardConfigurationField.all.filter { !$0.isEqual(self, base) }
        guard !changed.isEmpty else { return "let \(variable) = \(baseExpression)" }
        let assignments = changed.map { "\(variable).\($0.name) = \($0.spelling(in: self))" }
        return (["var \(variable) = \(baseExpression)"] + assignments).joined(separator: "\n")
    }

    /// The Swift code that builds this configuration from ``shared``: only the fields that
    /// differ from it; see ``swiftSource(changedFrom:spelledAs:variable:)``.
    ///
    /// - Returns: Lines of Swift separated by newlines, without a trailing newline.
    @MainActor public func swiftSource() -> String {
        swiftSource(changedFrom: .shared)
    }

    /// The names of the fields whose values differ from `other`'s, in declaration order;
    /// empty when the two configurations are the same (detents compared by identifier).
    ///
    /// - Parameter other: Another configuration.
    /// - Returns: Field names such as `cornerRadius`.
    package func differingFields(from other: CardConfiguration) -> [String] {
        CardConfigurationField.all.filter { !$0.isEqual(self, other) }.map(\.name)
    }

    /// The fields whose values differ from `other`'s, each with its value spelled as
    /// ``swiftSource(changedFrom:spelledAs:variable:)`` spells it (`20`, `.large`,
    /// `Rect(x: 8, y: 682, width: 374, height: 64)`), in declaration order.
    ///
    /// - Parameter other: Another configuration.
    /// - Returns: Pairs of field name and Swift spelling; empty when nothing differs.
    package func differingFieldSpellings(
        from other: CardConfiguration
    ) -> [(name: String, spelling: String)] {
        CardConfigurationField.all.filter { !$0.isEqual(self, other) }.map {
            ($0.name, $0.spelling(in: self))
        }
    }
}
