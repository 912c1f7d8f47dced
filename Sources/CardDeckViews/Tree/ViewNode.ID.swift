extension ViewNode.ID: Comparable, CustomStringConvertible {
    /// Orders identifiers by number: in one window, by the order nodes joined it.
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: Whether `lhs` has the smaller number.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` followed by the number.
    public var description: String { "#\(rawValue)" }
}
