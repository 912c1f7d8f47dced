/// A set of corners of a rectangle, like `CACornerMask`.
///
/// Used to say which corners a corner radius rounds. Core Animation names the corners by
/// coordinate extremes; with UIKit's top-left origin they map one to one, with the same bit
/// values: `layerMinXMinYCorner` is ``topLeft``, `layerMaxXMinYCorner` is ``topRight``,
/// `layerMinXMaxYCorner` is ``bottomLeft`` and `layerMaxXMaxYCorner` is ``bottomRight``.
/// Bits above the four corners are kept in `rawValue` but mean nothing.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The bits of the set: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public let rawValue: UInt8

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits; see ``rawValue`` for their meaning.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top-left corner (minimum x, minimum y); Core Animation's `layerMinXMinYCorner`.
    public static let topLeft = CornerMask(rawValue: 1 << 0)

    /// The top-right corner (maximum x, minimum y); Core Animation's `layerMaxXMinYCorner`.
    public static let topRight = CornerMask(rawValue: 1 << 1)

    /// The bottom-left corner (minimum x, maximum y); Core Animation's `layerMinXMaxYCorner`.
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)

    /// The bottom-right corner (maximum x, maximum y); Core Animation's `layerMaxXMaxYCorner`.
    public static let bottomRight = CornerMask(rawValue: 1 << 3)

    /// The two top corners, as a card hanging from the bottom of the screen rounds them.
    public static let top: CornerMask = [.topLeft, .topRight]

    /// The two bottom corners.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]

    /// The two left corners.
    public static let left: CornerMask = [.topLeft, .bottomLeft]

    /// The two right corners.
    public static let right: CornerMask = [.topRight, .bottomRight]

    /// All four corners; the default of a layer's `maskedCorners`.
    public static let all: CornerMask = [.top, .bottom]
}
