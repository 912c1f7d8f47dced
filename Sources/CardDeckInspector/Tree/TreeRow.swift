import CardDeckViews

/// What the tree section shows of one node: one row of the outline.
public struct TreeRow: Hashable, Sendable {
    /// The node's type, such as `ViewNode` or `ScrollView`.
    public var type: String
    /// The node's accessibility label, else its text, at most ``maximumLabelLength``
    /// characters; empty when it has neither.
    public var label: String
    /// The node's accessibility identifier; empty when it has none.
    public var identifier: String
    /// Whether the node is hidden (`isHidden`).
    public var isHidden: Bool
    /// The node's presented frame in window points: the bounding box of its bounds after
    /// every presented transform on the way up.
    public var frame: Rect

    /// The most characters of a label a row keeps: 80.
    public static let maximumLabelLength = 80

    /// Reads a node's row.
    ///
    /// - Parameter node: The node.
    @MainActor
    public init(_ node: ViewNode) {
        type = String(describing: Swift.type(of: node))
        label = String(
            (node.accessibilityLabel ?? node.text?.string ?? "").prefix(Self.maximumLabelLength))
        identifier = node.accessibilityIdentifier ?? ""
        isHidden = node.isHidden
        frame = node.presentedFrameInWindow
    }

    /// Creates a row from its values.
    ///
    /// - Parameters:
    ///   - type: The node's type.
    ///   - label: The label or text.
    ///   - identifier: The accessibility identifier.
    ///   - isHidden: Whether it is hidden.
    ///   - frame: The frame in window points.
    public init(type: String, label: String, identifier: String, isHidden: Bool, frame: Rect) {
        self.type = type
        self.label = label
        self.identifier = identifier
        self.isHidden = isHidden
        self.frame = frame
    }

    /// Appends the row's changeable values as JSON array members: label, identifier, hidden
    /// (0 or 1), then x, y, width and height.
    func appendValues(to json: inout InspectorJSON) {
        json.string(label)
        json.append(",")
        json.string(identifier)
        json.append(isHidden ? ",1" : ",0")
        for value in [frame.minX, frame.minY, frame.width, frame.height] {
            json.append(",")
            json.number(value)
        }
    }
}
