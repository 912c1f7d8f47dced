/// Which properties of a node changed in a commit; hosts re-read only those.
public struct PropertyMask: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// `bounds`, `center` or `transform`: the node's geometry, and so its descendants' position
    /// in window space.
    public static let geometry = PropertyMask(rawValue: 1 << 0)
    /// `alpha`.
    public static let alpha = PropertyMask(rawValue: 1 << 1)
    /// `isHidden`.
    public static let isHidden = PropertyMask(rawValue: 1 << 2)
    /// `backgroundColor`.
    public static let backgroundColor = PropertyMask(rawValue: 1 << 3)
    /// `cornerRadius` or `maskedCorners`.
    public static let corners = PropertyMask(rawValue: 1 << 4)
    /// `clipsToBounds`.
    public static let clipping = PropertyMask(rawValue: 1 << 5)
    /// `shadow`.
    public static let shadow = PropertyMask(rawValue: 1 << 6)
    /// `border`.
    public static let border = PropertyMask(rawValue: 1 << 7)
    /// `text`.
    public static let text = PropertyMask(rawValue: 1 << 8)
    /// The order of the node's subviews.
    public static let subviewOrder = PropertyMask(rawValue: 1 << 9)
    /// An accessibility property (label, value, identifier, traits, modality…), or
    /// `isUserInteractionEnabled`.
    public static let accessibility = PropertyMask(rawValue: 1 << 10)

    /// Every property.
    public static let all: PropertyMask = [
        .geometry, .alpha, .isHidden, .backgroundColor, .corners, .clipping, .shadow, .border,
        .text, .subviewOrder, .accessibility,
    ]
}

extension PropertyMask: CustomStringConvertible {
    private static let names: [(PropertyMask, String)] = [
        (.geometry, "geometry"), (.alpha, "alpha"), (.isHidden, "isHidden"),
        (.backgroundColor, "backgroundColor"), (.corners, "corners"), (.clipping, "clipping"),
        (.shadow, "shadow"), (.border, "border"), (.text, "text"),
        (.subviewOrder, "subviewOrder"), (.accessibility, "accessibility"),
    ]

    /// The names of the properties in the mask, such as `[geometry, alpha]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
