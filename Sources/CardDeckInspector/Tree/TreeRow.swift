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
    /// The node's presented frame in window points, each value rounded to hundredths of a
    /// point: the bounding box of its bounds after every presented transform on the way up.
    public var frame: Rect

    /// The most characters of a label a row keeps: 80.
    public static let maximumLabelLength = 80

    /// Reads a node's row.
    ///
    /// - Parameter node: The node.
    @MainActor
    public init(_ node: ViewNode) {
        type = String(describing: Swift.type(of: node))
        label = ""
        identifier = ""
        isHidden = false
        frame = .zero
        read(node, content: true)
    }

    /// Reads a node's values again: its frame, and with `content` its label, identifier and
    /// whether it is hidden. The type never changes.
    @MainActor
    mutating func read(_ node: ViewNode, content: Bool) {
        frame = Self.frame(of: node)
        guard content else { return }
        label = String(
            (node.accessibilityLabel ?? node.text?.string ?? "").prefix(Self.maximumLabelLength))
        identifier = node.accessibilityIdentifier ?? ""
        isHidden = node.isHidden
    }

    /// A node's presented frame in window points, each value rounded to hundredths.
    @MainActor
    static func frame(of node: ViewNode) -> Rect {
        let presented = node.presentedFrameInWindow
        return Rect(
            x: rounded(presented.minX), y: rounded(presented.minY),
            width: rounded(presented.width), height: rounded(presented.height))
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

    /// Appends the row's changeable values as JSON array elements: label, identifier, hidden
    /// (0 or 1), then x, y, width and height in hundredths of a point.
    func appendValues(to json: inout InspectorJSON) {
        json.element(label)
        json.element(identifier)
        json.element(UInt64(isHidden ? 1 : 0))
        appendFrame(to: &json)
    }

    /// Appends the row's frame as JSON array elements: x, y, width and height in hundredths of
    /// a point.
    func appendFrame(to json: inout InspectorJSON) {
        Self.appendHundredths(frame.minX, to: &json)
        Self.appendHundredths(frame.minY, to: &json)
        Self.appendHundredths(frame.width, to: &json)
        Self.appendHundredths(frame.height, to: &json)
    }

    /// A value rounded to hundredths, as ``TreeRow`` keeps its frame.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// A value rounded to hundredths as JSON, without a trailing zero (`12`, `12.5`, `-0.05`):
    /// the frames change every frame of a drag, so they are written as integers, far cheaper
    /// than a `Double`'s description. 0 for a value that is not finite or beyond ±10¹².
    static func hundredths(_ value: Double) -> String {
        var json = InspectorJSON()
        appendHundredths(value, to: &json)
        return String(json.text.dropFirst())
    }

    /// Appends a comma and the value in hundredths.
    static func appendHundredths(_ value: Double, to json: inout InspectorJSON) {
        json.append(byte: UInt8(ascii: ","))
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, abs(scaled) < 1e14 else {
            json.append(byte: UInt8(ascii: "0"))
            return
        }
        json.fixed(Int64(scaled), decimals: 2)
    }
}
