import CardDeckViews

extension CardGrabberStyle {
    /// The contrast ratio the handle's pill keeps with the card under it, at least: 3, WCAG 2's
    /// minimum for the parts of a user interface.
    public static let minimumHandleContrast = 3.0

    /// The colour of the handle's pill (``handle``) over `background`, the colour of the card
    /// where the pill sits: the presented controller's view background drawn over
    /// ``CardConfiguration/backgroundColor``.
    ///
    /// As UIKit's sheet grabber, the pill is a translucent label tint: `#3C3C43` (the tertiary
    /// label colour) on a light card, `#EBEBF5` (its dark-appearance counterpart) on a dark one
    /// — whichever contrasts more with `background` when opaque. It starts at UIKit's alpha,
    /// 0.3, and is made more opaque in steps of 0.01 until the pill drawn over `background` has
    /// a contrast ratio (`Color.contrastRatio(with:)`) of at least
    /// ``minimumHandleContrast``: so `#3C3C43` at alpha 0.55 on a white card, `#EBEBF5` at 0.41
    /// on the now-playing purple `#3C2A63`, at 0.38 on black. The tint that contrasts more always gets there: fully
    /// opaque, it has at least 3.04:1 with any opaque colour. A translucent `background` is
    /// taken as opaque.
    ///
    /// - Parameter background: The card's colour under the pill.
    /// - Returns: The pill's colour, translucent.
    public static func handleColor(on background: Color) -> Color {
        let backdrop = background.withAlphaComponent(1)
        let tints = [Color(hex: 0x3C3C43), Color(hex: 0xEBEBF5)]
        let tint =
            tints.max {
                $0.contrastRatio(with: backdrop) < $1.contrastRatio(with: backdrop)
            } ?? tints[0]
        // Whole hundredths: the same background always gives the same, short, colour.
        for hundredths in 30...100 {
            let pill = tint.withAlphaComponent(Double(hundredths) / 100)
            if pill.composited(over: backdrop).contrastRatio(with: backdrop)
                >= minimumHandleContrast
            {
                return pill
            }
        }
        return tint
    }
}
