/// A key pressed on a hardware keyboard (a terminal's, a browser's) or typed on the window's
/// software keyboard: what a host renderer or a test sends to ``Window/send(_:)-(KeyPress)``.
/// CardDeck's `UIPress` with its `UIKey`.
public struct KeyPress: Hashable, Sendable {
    /// Which key, as `UIKey` names the keys a sheet cares about.
    public enum Key: Hashable, Sendable {
        /// A printable character: letters, digits, punctuation, space, and any Unicode
        /// character, including emoji made of several scalars.
        case character(Character)
        /// Return or Enter.
        case enter
        /// Escape.
        case escape
        /// Backspace (delete backwards).
        case backspace
        /// Forward delete.
        case delete
        /// Tab.
        case tab
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// Home (the start of the line).
        case home
        /// End (the end of the line).
        case end
    }

    /// The modifier keys held, as `UIKeyModifierFlags`.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers' bits.
        public let rawValue: UInt8
        /// Creates modifiers from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Option).
        public static let alternate = Modifiers(rawValue: 1 << 2)
        /// Command (Meta).
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The key.
    public var key: Key
    /// The modifiers held; default none.
    public var modifiers: Modifiers

    /// Creates a key press.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held; default none.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A press of a printable character with no modifiers.
    ///
    /// - Parameter character: The character.
    /// - Returns: The press.
    public static func character(_ character: Character) -> KeyPress {
        KeyPress(.character(character))
    }
}
