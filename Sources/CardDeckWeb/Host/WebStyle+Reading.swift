import CardDeckViews

extension WebStyle {
    /// Reads again the fields in a set from a node's presented state, and returns those whose
    /// value changed: the fields an update operation carries.
    ///
    /// Each field is computed and compared in place, so a drag frame's update copies no style.
    ///
    /// - Parameters:
    ///   - fields: The fields to read again.
    ///   - state: The node's presented state (`ViewNode.presentation`).
    /// - Returns: The fields among `fields` whose value differs from before.
    mutating func read(_ fields: Fields, from state: VisualState) -> Fields {
        var changed: Fields = []
        let bounds = state.bounds.standardized
        func note<Value: Equatable>(_ field: Field, _ value: Value, _ stored: inout Value) {
            guard value != stored else { return }
            stored = value
            changed.insert(Fields(field))
        }
        if fields.has(.matrix) { note(.matrix, Self.matrix(state, bounds), &matrix) }
        if fields.has(.size) { note(.size, Self.size(bounds), &size) }
        if fields.has(.origin) { note(.origin, Self.origin(bounds), &origin) }
        if fields.has(.opacity) { note(.opacity, Self.opacity(state), &opacity) }
        if fields.has(.isHidden) { note(.isHidden, Self.isHidden(state), &isHidden) }
        if fields.has(.background) {
            note(.background, Self.background(state), &background)
        }
        if fields.has(.radii) { note(.radii, Self.radii(state, bounds), &radii) }
        if fields.has(.clips) { note(.clips, state.clipsToBounds, &clips) }
        if fields.has(.shadow) { note(.shadow, Self.shadow(state), &shadow) }
        if fields.has(.border) { note(.border, Self.border(state), &border) }
        if fields.has(.text) { note(.text, Self.text(state), &text) }
        return changed
    }

    /// The CSS matrix that places the element's box, given the standardized bounds.
    static func matrix(_ state: VisualState, _ bounds: Rect) -> AffineTransform2D {
        // A translation by half the size, the transform, then a translation to the centre:
        // `concatenating` twice, written out with the same operations in the same order (so
        // the same bits), without the two calls into another module per element and frame.
        let m = state.transform
        let (x, y) = (-bounds.width / 2, -bounds.height / 2)
        let (a, b) = (1 * m.a + 0 * m.c, 1 * m.b + 0 * m.d)
        let (c, d) = (0 * m.a + 1 * m.c, 0 * m.b + 1 * m.d)
        let (tx, ty) = (x * m.a + y * m.c + m.tx, x * m.b + y * m.d + m.ty)
        let placed = AffineTransform2D(
            a: a * 1 + b * 0, b: a * 0 + b * 1, c: c * 1 + d * 0, d: c * 0 + d * 1,
            tx: tx * 1 + ty * 0 + state.center.x, ty: tx * 0 + ty * 1 + state.center.y)
        return quantized(placed)
    }

    static func size(_ bounds: Rect) -> Size {
        Size(width: length(bounds.width), height: length(bounds.height))
    }

    static func origin(_ bounds: Rect) -> Point {
        Point(x: length(bounds.minX), y: length(bounds.minY))
    }

    static func opacity(_ state: VisualState) -> Double {
        state.alpha.isFinite ? rounded(min(max(state.alpha, 0), 1) * 1_000) / 1_000 : 0
    }

    static func isHidden(_ state: VisualState) -> Bool {
        // Each coordinate tested here: `isFinite` on the geometry types is a call into another
        // module per element and frame.
        let (bounds, center, m) = (state.bounds, state.center, state.transform)
        return state.isHidden || !bounds.origin.x.isFinite || !bounds.origin.y.isFinite
            || !bounds.size.width.isFinite || !bounds.size.height.isFinite
            || !center.x.isFinite || !center.y.isFinite || !m.a.isFinite || !m.b.isFinite
            || !m.c.isFinite || !m.d.isFinite || !m.tx.isFinite || !m.ty.isFinite
    }

    static func background(_ state: VisualState) -> UInt32? {
        state.backgroundColor.map(rgba).flatMap { $0 & 0xFF == 0 ? nil : $0 }
    }

    static func radii(_ state: VisualState, _ bounds: Rect) -> CornerRadii {
        let radii = CornerRadii(
            radius: state.cornerRadius, corners: state.maskedCorners, size: bounds.size)
        return CornerRadii(
            topLeft: length(radii.topLeft), topRight: length(radii.topRight),
            bottomRight: length(radii.bottomRight), bottomLeft: length(radii.bottomLeft))
    }

    static func shadow(_ state: VisualState) -> Shadow? {
        let source = state.shadow
        let color = rgba(
            source.color.withAlphaComponent(source.color.clamped.alpha * source.opacity))
        guard !state.clipsToBounds, color & 0xFF != 0 else { return nil }
        return Shadow(
            x: length(source.offset.x), y: length(source.offset.y),
            blur: length(source.radius), color: color)
    }

    static func border(_ state: VisualState) -> Border? {
        let color = rgba(state.border.color)
        guard state.border.width > 0, color & 0xFF != 0 else { return nil }
        return Border(width: length(state.border.width), color: color)
    }

    static func text(_ state: VisualState) -> Text? {
        state.text.flatMap { content in
            let color = rgba(content.color)
            guard !content.string.isEmpty, color & 0xFF != 0 else { return nil }
            return Text(
                string: content.string, fontSize: length(content.fontSize),
                isBold: content.isBold, color: color, alignment: content.alignment)
        }
    }
}
