import CardDeckMotion
import CardDeckViews

/// One stored property of ``CardConfiguration``: its name, how two values of it compare, and
/// how a value of it is written in Swift. The list is the one place that knows every field,
/// for ``CardConfiguration/swiftSource(changedFrom:spelledAs:variable:)`` and for what the
/// inspector shows as changed.
package struct CardConfigurationField: Sendable {
    /// The property's name, as Swift spells it.
    package let name: String
    private let isEqual: @Sendable (CardConfiguration, CardConfiguration) -> Bool
    private let spell: @Sendable (CardConfiguration) -> String

    private init<Value: Sendable>(
        _ name: String, _ field: KeyPath<CardConfiguration, Value> & Sendable,
        equal: @escaping @Sendable (Value, Value) -> Bool,
        spell: @escaping @Sendable (Value) -> String
    ) {
        self.name = name
        isEqual = { equal($0[keyPath: field], $1[keyPath: field]) }
        self.spell = { spell($0[keyPath: field]) }
    }

    private init<Value: Equatable & Sendable>(
        _ name: String, _ field: KeyPath<CardConfiguration, Value> & Sendable,
        spell: @escaping @Sendable (Value) -> String
    ) {
        self.init(name, field, equal: ==, spell: spell)
    }

    /// Whether the field has the same value in both configurations. NaN equals NaN here, and
    /// detents are the same when their identifiers are.
    package func isEqual(_ first: CardConfiguration, _ second: CardConfiguration) -> Bool {
        isEqual(first, second)
    }

    /// The field's value in `configuration`, as a Swift expression.
    package func spelling(in configuration: CardConfiguration) -> String {
        spell(configuration)
    }

    private static func length(
        _ name: String, _ field: KeyPath<CardConfiguration, Double> & Sendable
    ) -> Self {
        Self(
            name, field, equal: { $0 == $1 || ($0.isNaN && $1.isNaN) }, spell: SwiftSpelling.number)
    }

    /// Every stored property of ``CardConfiguration``, in declaration order.
    package static let all: [CardConfigurationField] = [
        length("verticalSpacing", \.verticalSpacing),
        Self(
            "verticalInset", \.verticalInset,
            equal: { $0 == $1 || ($0?.isNaN == true && $1?.isNaN == true) },
            spell: { SwiftSpelling.optional($0, SwiftSpelling.number) }),
        length("horizontalInset", \.horizontalInset),
        length("dismissAreaHeight", \.dismissAreaHeight),
        length("cornerRadius", \.cornerRadius),
        Self("initialTransitionFrame", \.initialTransitionFrame) {
            SwiftSpelling.optional($0, SwiftSpelling.rect)
        },
        length("backFadeAlpha", \.backFadeAlpha),
        Self("stacksBackCards", \.stacksBackCards, spell: SwiftSpelling.bool),
        Self("backgroundColor", \.backgroundColor, spell: SwiftSpelling.color),
        Self(
            "detents", \.detents, equal: { $0.map(\.identifier) == $1.map(\.identifier) },
            spell: SwiftSpelling.detents),
        Self("initialDetent", \.initialDetent) {
            SwiftSpelling.optional($0, SwiftSpelling.identifier)
        },
        Self("bouncesAboveLargestDetent", \.bouncesAboveLargestDetent, spell: SwiftSpelling.bool),
        Self("dimmingColor", \.dimmingColor, spell: SwiftSpelling.color),
        length("maximumDimmingAlpha", \.maximumDimmingAlpha),
        Self("largestUndimmedDetent", \.largestUndimmedDetent) {
            SwiftSpelling.optional($0, SwiftSpelling.identifier)
        },
        Self("allowsTapToDismiss", \.allowsTapToDismiss, spell: SwiftSpelling.bool),
        Self("allowInteractiveDismissal", \.allowInteractiveDismissal, spell: SwiftSpelling.bool),
        Self("prefersGrabberVisible", \.prefersGrabberVisible, spell: SwiftSpelling.bool),
        Self("grabberStyle", \.grabberStyle) { $0 == .handle ? ".handle" : ".pullBar" },
        Self("dragsFromOutsideCard", \.dragsFromOutsideCard, spell: SwiftSpelling.bool),
        Self(
            "releaseBehavior", \.releaseBehavior, equal: sameBehavior,
            spell: SwiftSpelling.releaseBehavior),
        Self("avoidsKeyboard", \.avoidsKeyboard, spell: SwiftSpelling.bool),
        Self("edge", \.edge) { ".\($0.rawValue)" },
        Self("presentationTiming", \.presentationTiming, spell: SwiftSpelling.timing),
        Self("dismissalTiming", \.dismissalTiming, spell: SwiftSpelling.timing),
        Self("snapTiming", \.snapTiming, spell: SwiftSpelling.timing),
        Self("resizeTiming", \.resizeTiming, spell: SwiftSpelling.timing),
        Self("presentsInCurrentContext", \.presentsInCurrentContext, spell: SwiftSpelling.bool),
    ]

    /// Whether two release behaviours are the same: of one type, and equal when the type is
    /// `Equatable` (the shipped ones are); otherwise when their debug descriptions agree.
    private static func sameBehavior(_ first: any ReleaseBehavior, _ second: any ReleaseBehavior)
        -> Bool
    {
        guard type(of: first) == type(of: second) else { return false }
        if let first = first as? any Equatable {
            return equal(first, second)
        }
        return String(reflecting: first) == String(reflecting: second)
    }

    private static func equal<Value: Equatable>(_ first: Value, _ second: Any) -> Bool {
        (second as? Value) == first
    }
}
