import CardDeckViews

/// The area a card's stack covers, read from the card's container and window at one moment:
/// what ``CardGeometryInputs`` and ``CardLayoutBasis`` are gathered from.
///
/// The area is the window's, or in a presentation context the context's area (the
/// container's frame). Card geometry is in the container's coordinates, whose origin is the
/// area's top-left corner.
@MainActor
struct CardArea {
    /// The window the card lives in, if any.
    let window: Window?
    /// The area's size, in points.
    let size: Size
    /// The area's safe-area insets, in points: the window's, intersected with the context's
    /// area in a presentation context.
    let safeAreaInsets: EdgeInsets

    /// Reads the area.
    ///
    /// - Parameters:
    ///   - container: The presentation's container view, once there is one.
    ///   - window: The window the card lives in, if any.
    ///   - inContext: Whether the card is presented in a context rather than over the window.
    init(container: ViewNode?, window: Window?, inContext: Bool) {
        self.window = window
        let context = inContext ? container?.frame : nil
        size = context?.size ?? window?.size ?? container?.bounds.size ?? .zero
        if let window {
            safeAreaInsets =
                context.map { Self.safeAreaInsets(of: $0, in: window) }
                ?? window.safeAreaInsets
        } else {
            safeAreaInsets = .zero
        }
    }

    /// The area in the container's points: origin zero, the area's size.
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The window's layout direction, left to right without a window.
    var layoutDirection: LayoutDirection { window?.traits.layoutDirection ?? .leftToRight }

    /// The window's safe-area insets as they fall on `area`: each inset is the part of the
    /// window's inset that overlaps the area on that edge, 0 where it does not.
    ///
    /// - Parameters:
    ///   - area: A rectangle in window points.
    ///   - window: The window.
    /// - Returns: Insets in points, each within 0…the area's extent.
    static func safeAreaInsets(of area: Rect, in window: Window) -> EdgeInsets {
        let insets = window.safeAreaInsets
        let size = window.size
        func clamp(_ value: Double, _ extent: Double) -> Double {
            min(max(value, 0), max(extent, 0))
        }
        return EdgeInsets(
            top: clamp(insets.top - area.minY, area.height),
            left: clamp(insets.left - area.minX, area.width),
            bottom: clamp(area.maxY - (size.height - insets.bottom), area.height),
            right: clamp(area.maxX - (size.width - insets.right), area.width))
    }

    /// The inputs of a card's geometry in this area.
    ///
    /// - Parameters:
    ///   - configuration: The card's configuration.
    ///   - stackLevel: The card's level in its stack, 1 for the bottom card.
    ///   - keyboardInset: How much of the area the keyboard covers, in points.
    ///   - preferredContentSize: The presented controller's preferred content size.
    ///   - chromeHeight: The height of the card's pull bar along its main axis, in points.
    /// - Returns: The inputs, with this area's bounds, safe area and layout direction.
    func geometryInputs(
        configuration: CardConfiguration, stackLevel: Int, keyboardInset: Double,
        preferredContentSize: Size, chromeHeight: Double
    ) -> CardGeometryInputs {
        CardGeometryInputs(
            configuration: configuration, stackLevel: stackLevel, stackArea: bounds,
            safeAreaInsets: safeAreaInsets, keyboardInset: keyboardInset,
            layoutDirection: layoutDirection, preferredContentSize: preferredContentSize,
            chromeHeight: chromeHeight)
    }

    /// What a card's layout depends on in this area, with the keyboard covering
    /// `keyboardInset` points of it.
    func basis(keyboardInset: Double) -> CardLayoutBasis {
        CardLayoutBasis(size: size, safeAreaInsets: safeAreaInsets, keyboardInset: keyboardInset)
    }
}
