/// Named colours, matching UIKit's light-appearance values in sRGB.
///
/// There is no dark mode in the virtual tree yet, so the system colours are the light variants.
extension Color {
    /// Fully transparent black, `(0, 0, 0, 0)`, like `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Opaque black, `(0, 0, 0, 1)`.
    public static let black = Color(white: 0)

    /// Opaque white, `(1, 1, 1, 1)`.
    public static let white = Color(white: 1)

    /// The background of a screen: white, as `UIColor.systemBackground` in light mode.
    public static let systemBackground = Color.white

    /// The background of grouped content: `#F2F2F7`, as `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)

    /// Primary text: black, as `UIColor.label` in light mode.
    public static let label = Color.black

    /// Secondary text: `#3C3C43` at 60 % opacity, as `UIColor.secondaryLabel`.
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// Tertiary text and grabbers: `#3C3C43` at 30 % opacity, as `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)

    /// Hairlines between content: `#3C3C43` at 29 % opacity, as `UIColor.separator`.
    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)

    /// Neutral grey, `#8E8E93`, as `UIColor.systemGray`; grabbers and handles.
    public static let systemGray = Color(hex: 0x8E8E93)

    /// Tint blue, `#007AFF`, as `UIColor.systemBlue` in light mode.
    public static let systemBlue = Color(hex: 0x007AFF)

    /// Destructive red, `#FF3B30`, as `UIColor.systemRed` in light mode.
    public static let systemRed = Color(hex: 0xFF3B30)
}
