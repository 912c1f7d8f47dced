extension Diagnostics {
    /// Whether a value set on a node's property is usable; records a warning when not (the
    /// property keeps its old value).
    ///
    /// The value is an autoclosure so a valid value is never boxed as `Any`.
    ///
    /// - Parameters:
    ///   - isValid: Whether the value is usable (finite, not NaN).
    ///   - name: The property's name.
    ///   - value: The value, described only in the warning.
    ///   - node: The node's identity.
    /// - Returns: `isValid`.
    static func accepts(
        _ isValid: Bool, _ name: String, _ value: @autoclosure () -> Any, _ node: ViewNode.ID
    ) -> Bool {
        if !isValid {
            warn("ViewNode \(node): ignored non-finite \(name) \(value()); kept the old value")
        }
        return isValid
    }
}
