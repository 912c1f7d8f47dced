import CardDeckViews

extension SVGElement {
    /// How many nodes a capture kept and left out.
    struct Tally: Hashable, Sendable {
        /// Nodes captured as elements.
        var drawn = 0
        /// Subtrees left out (hidden, transparent, non-finite, or clipped away), each counted
        /// once by its root.
        var omitted = 0
    }

    /// The smallest opacity drawn: anything below rounds to 0 at three decimals.
    static let minimumOpacity = 0.0005

    /// Captures a node and its visible subtree from presented values.
    ///
    /// The node's drawing space is window space when every transform from it up to the root
    /// only translates (the shape is then its presented frame in the window); otherwise it is
    /// the node's bounds space, and the element carries the mapping to window space, so scales
    /// and rotations draw exactly.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - parentToWindow: The mapping from the superview's bounds space to window space.
    ///   - tally: Counts kept and left-out nodes.
    /// - Returns: The element, or `nil` when the node is hidden, its opacity rounds to 0, or
    ///   its geometry is not finite.
    @MainActor
    static func capture(
        _ node: ViewNode, parentToWindow: AffineTransform2D, tally: inout Tally
    ) -> SVGElement? {
        let state = node.presentation
        guard !state.isHidden, state.alpha >= minimumOpacity else {
            tally.omitted += 1
            return nil
        }
        let bounds = state.bounds.standardized
        let toWindow = state.boundsToWindow(parentToWindow: parentToWindow)
        guard bounds.isFinite, toWindow.isFinite else {
            tally.omitted += 1
            return nil
        }
        tally.drawn += 1
        let translates = isTranslation(toWindow)
        let drawingRect = translates ? bounds.offsetBy(dx: toWindow.tx, dy: toWindow.ty) : bounds
        let shape =
            drawingRect.width > 0 && drawingRect.height > 0
            ? SVGShape(rect: drawingRect, radius: state.cornerRadius, corners: state.maskedCorners)
            : nil
        var element = SVGElement(
            name: node.accessibilityIdentifier, opacity: min(state.alpha, 1),
            transform: translates ? nil : toWindow, shape: shape, fill: nil, shadow: nil,
            border: nil, text: nil, clips: state.clipsToBounds && shape != nil, children: [])
        if shape != nil {
            element.fill = state.backgroundColor.map(\.clamped).flatMap(visible)
            if state.shadow.opacity > 0, visible(state.shadow.color.clamped) != nil {
                element.shadow = state.shadow
            }
            if state.border.width > 0, visible(state.border.color.clamped) != nil {
                element.border = state.border
            }
            if let text = state.text, !text.string.isEmpty, visible(text.color.clamped) != nil {
                element.text = text
            }
        } else if state.clipsToBounds {
            // Clipping to no area hides the whole subtree.
            tally.omitted += node.subviews.count
            return element
        }
        for subview in node.subviews {
            if let child = capture(subview, parentToWindow: toWindow, tally: &tally) {
                element.children.append(child)
            }
        }
        return element
    }

    /// The colour, when it is opaque enough to be drawn.
    private static func visible(_ color: Color) -> Color? {
        color.alpha >= minimumOpacity ? color : nil
    }

    /// Whether a mapping only translates, within rounding far below what the output shows.
    private static func isTranslation(_ t: AffineTransform2D) -> Bool {
        abs(t.a - 1) < 1e-12 && abs(t.b) < 1e-12 && abs(t.c) < 1e-12 && abs(t.d - 1) < 1e-12
    }
}
