/// The version of CardDeck, as recordings name it.
public enum CardDeckVersion {
    /// The version of this build: the last release, with `-dev` while unreleased.
    public static let current = "0.9.0-dev"
}
