/// One ARIA attribute of an element as a patch sets it: `role`, `aria-label`, `aria-modal`,
/// `aria-hidden`…; a `nil` value removes the attribute.
public struct WebARIAAttribute: Hashable, Sendable {
    /// The attribute's name, such as `aria-label`.
    public var name: String
    /// The value, or `nil` to remove the attribute.
    public var value: String?

    /// Creates an attribute change.
    ///
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: The value, or `nil` to remove it.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}
