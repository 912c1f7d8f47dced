/// What a card shows at its top edge to say it can be dragged.
public enum CardGrabberStyle: Sendable, Equatable {
    /// The stacked-card dismiss handle: a 36×5 pt pill (corner radius 2.5) centred
    /// `dismissAreaHeight/2` below the card's top, inside a 50×50 pt tap target that dismisses
    /// the card. Not added when the presented controller is a
    /// `NavigationController`.
    ///
    /// Its colour follows the card's, as UIKit's adaptive sheet grabber does: a translucent
    /// label tint, dark on a light card and light on a dark one, opaque enough for a contrast
    /// ratio of at least 3:1 with the card where it sits (the presented controller's view
    /// background over ``CardConfiguration/backgroundColor``), chosen again when the
    /// configuration changes and when the card is placed (laid out, dragged, settling) with a
    /// new view background. On the default white card it is `#3C3C43` at alpha 0.55. The rule is
    /// ``handleColor(on:)``.
    case handle
    /// The fitted-sheet pull bar: a 20 pt transparent bar above the card's surface (what is
    /// behind the card, the dimming included, shows through it), with a 40×4 pt pill, white at
    /// alpha 0.6 with a 2 pt corner radius, centred in it. The bar is part of the card; detent
    /// heights measure the content below it.
    case pullBar
}
