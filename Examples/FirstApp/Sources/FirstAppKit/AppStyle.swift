import CardDeck

/// The app-wide look of every card, set once at launch through `CardConfiguration.shared`.
public enum AppStyle {
    /// The top corners' radius of every card, in points; CardDeck's default is 12.
    public static let cornerRadius = 20.0
    /// The alpha of each level behind the front card, 0…1; CardDeck's default is 0.8.
    public static let backFadeAlpha = 0.7
    /// The cards' background: a warm paper white.
    public static let paper = Color(red: 0.99, green: 0.97, blue: 0.92)

    /// Applies the style to `CardConfiguration.shared`, so every card presented afterwards
    /// (without a configuration of its own) has it. Idempotent.
    @MainActor
    public static func apply() {
        CardConfiguration.shared.cornerRadius = cornerRadius
        CardConfiguration.shared.backFadeAlpha = backFadeAlpha
        CardConfiguration.shared.backgroundColor = paper
    }
}
