/// How tall a window's own software keyboard is: sized by the window as an iPhone's keyboard
/// is, a fixed height, or none.
///
/// The standard size follows the window's shape and is read again whenever the window is
/// resized (a rotation), as iOS sizes its keyboard by the screen it shows on:
///
/// | window | height | as on |
/// |---|---|---|
/// | landscape (wider than tall) | 209 pt | an iPhone in landscape, keys and suggestion bar (iOS reports about 200–210) |
/// | portrait, at least 800 pt tall | 336 pt | a Face ID iPhone (812–956 pt tall), with the suggestion bar and the strip above the home indicator |
/// | portrait, shorter | 291 pt | a Touch ID iPhone (667–736 pt tall; iOS reports about 260–291) |
///
/// A window smaller than any phone keeps room for its content: the keyboard never takes more
/// than 60 % of the window's height (120 pt of a 200 pt window).
public enum SoftwareKeyboardSize: Hashable, Sendable {
    /// Sized by the window, as in the table above; the default.
    case standard
    /// A fixed height in points, ≥ 0; a height above the window's is cut at its top edge.
    case fixed(Double)
    /// No software keyboard, as with a hardware keyboard attached.
    case none

    /// The share of the window's height the standard keyboard takes at most: 0.6.
    public static let maximumWindowShare = 0.6

    /// The standard keyboard's height for a window of `size`.
    ///
    /// - Parameter size: The window's size, in points; non-finite or negative sides give 0.
    /// - Returns: Points, 0…336.
    public static func standardHeight(for size: Size) -> Double {
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let phone: Double
        if width > height {
            phone = 209
        } else if height >= 800 {
            phone = 336
        } else {
            phone = 291
        }
        return min(phone, height * maximumWindowShare)
    }

    /// The keyboard's height in a window of `size`, or `nil` for none.
    ///
    /// - Parameter size: The window's size, in points.
    /// - Returns: Points, or `nil` for ``none``.
    public func height(for size: Size) -> Double? {
        switch self {
        case .standard: return Self.standardHeight(for: size)
        case .fixed(let height): return height
        case .none: return nil
        }
    }
}
