extension CardDetent {
    /// A detent's stable name. Open: add your own as static constants in an extension.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The name.
        public let rawValue: String

        /// Creates an identifier from a name.
        ///
        /// - Parameter rawValue: Any string; identifiers compare by it.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from a string literal.
        ///
        /// - Parameter value: The name.
        public init(stringLiteral value: String) {
            self.init(rawValue: value)
        }

        /// The name.
        public var description: String { rawValue }

        /// ``CardDetent/large``.
        public static let large: Identifier = "large"
        /// ``CardDetent/medium``.
        public static let medium: Identifier = "medium"
        /// ``CardDetent/fitsContent``.
        public static let fitsContent: Identifier = "fitsContent"
        /// ``CardDetent/expanded``, the draggable card's upper state.
        public static let expanded: Identifier = "expanded"
        /// ``CardDetent/normal``, the draggable card's lower state.
        public static let normal: Identifier = "normal"
    }
}
