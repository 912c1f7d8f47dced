/// One element of a window's accessibility tree, as a value: what a screen reader knows about
/// a node at the moment the tree was read. See ``Window/accessibilityElements``.
public struct AccessibilityElement: Hashable, Sendable {
    /// The node's identity.
    public var nodeID: ViewNode.ID
    /// The node's ``ViewNode/accessibilityIdentifier``, for tests and dumps.
    public var identifier: String?
    /// What a screen reader speaks first: ``ViewNode/accessibilityLabel``, else the node's
    /// text; empty when it has neither.
    public var label: String
    /// ``ViewNode/accessibilityValue``.
    public var value: String?
    /// ``ViewNode/accessibilityHint``.
    public var hint: String?
    /// ``ViewNode/accessibilityTraits``.
    public var traits: AccessibilityTraits
    /// The node's presented frame in window coordinates, in points.
    public var frame: Rect
    /// The names of ``ViewNode/accessibilityCustomActions``, in order.
    public var customActionNames: [String]

    /// Reads a node as it is now.
    ///
    /// - Parameter node: The node.
    @MainActor
    public init(_ node: ViewNode) {
        nodeID = node.id
        identifier = node.accessibilityIdentifier
        label = node.accessibility.resolvedLabel(drawing: node.accessibilityText)
        value = node.accessibilityValue
        hint = node.accessibilityHint
        traits = node.accessibilityTraits
        frame = node.presentedFrameInWindow
        customActionNames = node.accessibilityCustomActions.map(\.name)
    }
}
