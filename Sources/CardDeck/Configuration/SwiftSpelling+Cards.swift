import CardDeckMotion
import CardDeckViews

extension SwiftSpelling {
    /// A `Spring`: `Spring(response:dampingRatio:)` with the shortest arguments that give the
    /// same spring back, or `Spring(mass:stiffness:damping:)` when that is shorter (a spring
    /// made from its physical parameters) or the only exact form.
    static func spring(_ spring: Spring) -> String {
        let mass = spring.mass == 1 ? "" : "mass: \(number(spring.mass)), "
        let physical =
            "Spring(\(mass)stiffness: \(number(spring.stiffness)), "
            + "damping: \(number(spring.damping)))"
        guard spring.mass == 1,
            let response = shortest(
                spring.response,
                where: { Spring(response: $0, dampingRatio: 1).stiffness == spring.stiffness }),
            let ratio = shortest(
                spring.dampingRatio,
                where: { Spring(response: response, dampingRatio: $0) == spring })
        else { return physical }
        let perceptual = "Spring(response: \(number(response)), dampingRatio: \(number(ratio)))"
        return perceptual.count <= physical.count ? perceptual : physical
    }

    /// A `CubicBezierCurve`: `.easeIn`, `.easeOut`, `.easeInOut`, `.default`, or its control
    /// points.
    static func curve(_ curve: CubicBezierCurve) -> String {
        let named: [(String, CubicBezierCurve)] = [
            (".easeIn", .easeIn), (".easeOut", .easeOut), (".easeInOut", .easeInOut),
            (".default", .default),
        ]
        if let name = named.first(where: { $0.1 == curve })?.0 { return name }
        return "CubicBezierCurve(x1: \(number(curve.x1)), y1: \(number(curve.y1)), "
            + "x2: \(number(curve.x2)), y2: \(number(curve.y2)))"
    }

    /// A `CardTiming`: `.spring(…)` or `.curve(…, duration: …)`.
    static func timing(_ timing: CardTiming) -> String {
        switch timing {
        case .spring(let value): ".spring(\(spring(value)))"
        case .curve(let value, let duration):
            ".curve(\(curve(value)), duration: \(number(duration)))"
        }
    }

    /// The number in `name(<number>)`, the form `CardDetent.height(_:)` and
    /// `CardDetent.fraction(_:)` give their identifiers, when `make` gives the identifier back.
    private static func argument(
        of name: String, in identifier: CardDetent.Identifier,
        _ make: (Double) -> CardDetent
    ) -> Double? {
        let raw = identifier.rawValue
        guard raw.hasPrefix(name + "("), raw.hasSuffix(")"),
            let value = Double(raw.dropFirst(name.count + 1).dropLast()),
            make(value).identifier == identifier
        else { return nil }
        return value
    }

    /// The built-in detents, by identifier.
    private static let builtIn: [CardDetent.Identifier] = [
        .large, .medium, .fitsContent, .expanded, .normal,
    ]

    /// A `CardDetent.Identifier`: `.large` for a built-in one,
    /// `CardDetent.height(280).identifier` for a height or a fraction, else a string literal.
    static func identifier(_ identifier: CardDetent.Identifier) -> String {
        if builtIn.contains(identifier) { return ".\(identifier.rawValue)" }
        if let height = argument(of: "height", in: identifier, CardDetent.height) {
            return "CardDetent.height(\(number(height))).identifier"
        }
        if let fraction = argument(of: "fraction", in: identifier, CardDetent.fraction) {
            return "CardDetent.fraction(\(number(fraction))).identifier"
        }
        return string(identifier.rawValue)
    }

    /// A `CardDetent`: `.large`, `.height(280)`, `.fraction(0.3)`, or, for a custom detent
    /// whose resolver source cannot show, `.custom(identifier:resolver:)` with an editor
    /// placeholder for the resolver (the code then asks for it before it compiles).
    ///
    /// - Parameter detent: Any detent.
    /// - Returns: A Swift expression of type `CardDetent`.
    package static func detent(_ detent: CardDetent) -> String {
        let identifier = detent.identifier
        if builtIn.contains(identifier) { return ".\(identifier.rawValue)" }
        if let height = argument(of: "height", in: identifier, CardDetent.height) {
            return ".height(\(number(height)))"
        }
        if let fraction = argument(of: "fraction", in: identifier, CardDetent.fraction) {
            return ".fraction(\(number(fraction)))"
        }
        return ".custom(identifier: \(string(identifier.rawValue)), resolver: <#resolver#>)"
    }

    /// A list of detents: `[.medium, .large, .height(280)]`.
    ///
    /// - Parameter detents: Any detents.
    /// - Returns: A Swift array literal.
    package static func detents(_ detents: [CardDetent]) -> String {
        "[" + detents.map(detent).joined(separator: ", ") + "]"
    }

    /// A release behaviour: the shipped ones by their initializers, arguments at their
    /// defaults left out; any other by its debug description, which for a plain struct is its
    /// memberwise initializer.
    static func releaseBehavior(_ behavior: any ReleaseBehavior) -> String {
        switch behavior {
        case let projected as ProjectedRelease:
            let rate = projected.decelerationRate
            let value =
                rate == .normal
                ? ""
                : rate == .fast ? ".fast" : "DecelerationRate(rawValue: \(number(rate.rawValue)))"
            return "ProjectedRelease(\(value.isEmpty ? "" : "decelerationRate: \(value)"))"
        case let directional as DirectionalRelease:
            let standard = DirectionalRelease()
            let arguments = arguments([
                (
                    "velocityThreshold", number(directional.velocityThreshold),
                    directional.velocityThreshold == standard.velocityThreshold
                )
            ])
            return "DirectionalRelease(\(arguments))"
        case let momentum as MomentumRelease:
            let standard = MomentumRelease()
            let arguments = arguments([
                (
                    "deceleration", number(momentum.deceleration),
                    momentum.deceleration == standard.deceleration
                ),
                (
                    "dismissThreshold", number(momentum.dismissThreshold),
                    momentum.dismissThreshold == standard.dismissThreshold
                ),
            ])
            return "MomentumRelease(\(arguments))"
        case let threshold as ThresholdRelease:
            return "ThresholdRelease(\(thresholdArguments(threshold)))"
        default:
            return String(reflecting: behavior)
        }
    }

    private static func thresholdArguments(_ threshold: ThresholdRelease) -> String {
        let standard = ThresholdRelease()
        return arguments([
            (
                "dismissVelocity", number(threshold.dismissVelocity),
                threshold.dismissVelocity == standard.dismissVelocity
            ),
            (
                "expandedFraction", number(threshold.expandedFraction),
                threshold.expandedFraction == standard.expandedFraction
            ),
            (
                "dismissMargin", number(threshold.dismissMargin),
                threshold.dismissMargin == standard.dismissMargin
            ),
            ("expanded", identifier(threshold.expanded), threshold.expanded == standard.expanded),
            ("normal", identifier(threshold.normal), threshold.normal == standard.normal),
        ])
    }
}
