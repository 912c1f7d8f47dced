/// What a card shows at its top edge to say it can be dragged.
public enum CardGrabberStyle: Sendable, Equatable {
    /// The stacked-card dismiss handle: a 36×5 pt grey pill (corner radius 2.5, iOS's
    /// tertiary label colour, `#3C3C43` at alpha 0.3, as UIKit's sheet grabber), centred
    /// `dismissAreaHeight/2` below the card's top, inside a 50×50 pt tap target that dismisses
    /// the card. Not added when the presented controller is a
    /// `NavigationController`.
    case handle
    /// The fitted-sheet pull bar: a 20 pt transparent bar above the card's surface (what is
    /// behind the card, the dimming included, shows through it), with a 40×4 pt pill, white at
    /// alpha 0.6 with a 2 pt corner radius, centred in it. The bar is part of the card; detent
    /// heights measure the content below it.
    case pullBar
}
