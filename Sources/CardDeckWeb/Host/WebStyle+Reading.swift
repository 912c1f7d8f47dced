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
        let placed = AffineTransform2D(translationX: -bounds.width / 2, y: -bounds.height / 2)
            .concatenating(state.transform)
            .concatenating(AffineTransform2D(translationX: state.center.x, y: state.center.y))
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
        state.isHidden || !state.bounds.isFinite || !state.center.isFinite
            || !state.transform.isFinite
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
