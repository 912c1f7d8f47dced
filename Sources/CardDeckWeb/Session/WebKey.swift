/// A key pressed in the browser, as `KeyboardEvent` reports it.
public struct WebKey: Hashable, Sendable {
    /// `KeyboardEvent.key`: the character typed (`"q"`, `"1"`) or the key's name
    /// (`"Escape"`, `"ArrowUp"`).
    public var key: String
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Alt (Option) was held.
    public var alt: Bool
    /// Whether Control was held.
    public var control: Bool

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - key: `KeyboardEvent.key`.
    ///   - shift: Whether Shift was held; default `false`.
    ///   - alt: Whether Alt was held; default `false`.
    ///   - control: Whether Control was held; default `false`.
    public init(_ key: String, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.key = key
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// The character the key typed, when it typed exactly one.
    public var character: Character? {
        key.count == 1 ? key.first : nil
    }
}
