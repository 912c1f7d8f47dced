import Foundation

extension Color {
    /// The relative luminance of the colour's red, green and blue, as WCAG 2 defines it:
    /// 0 (black) … 1 (white). Alpha is ignored: composite a translucent colour over what is
    /// behind it first (``composited(over:)``).
    public var relativeLuminance: Double {
        let color = clamped
        return 0.2126 * Self.linear(color.red) + 0.7152 * Self.linear(color.green) + 0.0722
            * Self.linear(color.blue)
    }

    /// The contrast ratio between this colour and `other`, as WCAG 2 defines it:
    /// `(L₁ + 0.05) / (L₂ + 0.05)` with `L₁` the lighter one's ``relativeLuminance``; 1 (equal
    /// luminance) … 21 (black and white). WCAG asks 3:1 of user-interface parts and 4.5:1 of
    /// text. Alpha is ignored, as for ``relativeLuminance``.
    ///
    /// - Parameter other: The other colour.
    /// - Returns: The ratio, 1…21; the same whichever colour is the receiver.
    public func contrastRatio(with other: Color) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
    }

    /// An sRGB component, 0…1, in linear light.
    private static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
}
