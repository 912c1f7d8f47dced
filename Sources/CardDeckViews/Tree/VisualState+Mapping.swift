extension VisualState {
    /// The mapping from this state's bounds space to window space, given its superview's
    /// mapping: the bounds centred on ``center``, transformed by ``transform``, in the
    /// superview's bounds space. Hosts that walk the tree compose it node by node; a state
    /// without a transform (most) only translates its superview's mapping.
    ///
    /// - Parameter parentToWindow: The superview's bounds-to-window mapping; identity for the
    ///   window's root.
    /// - Returns: The mapping; not finite when the state's geometry is not.
    package func boundsToWindow(parentToWindow: AffineTransform2D) -> AffineTransform2D {
        guard transform.isIdentity else {
            return AffineTransform2D(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(transform)
                .concatenating(AffineTransform2D(translationX: center.x, y: center.y))
                .concatenating(parentToWindow)
        }
        let dx = center.x - bounds.midX
        let dy = center.y - bounds.midY
        var result = parentToWindow
        result.tx += parentToWindow.a * dx + parentToWindow.c * dy
        result.ty += parentToWindow.b * dx + parentToWindow.d * dy
        return result
    }
}
