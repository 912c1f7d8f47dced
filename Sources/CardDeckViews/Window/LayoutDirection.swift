/// Which way text and leading-to-trailing layout run, as `UITraitEnvironmentLayoutDirection`
/// says it: right-to-left for Arabic and Hebrew.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left: a card on the leading edge comes from the right,
    /// pushed screens come in from the left and the interactive pop starts at the right edge.
    case rightToLeft
}
