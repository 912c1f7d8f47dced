import CardDeckViews

/// What one node contributes to a frame, as the rasterizer compares it from frame to frame:
/// its outline in window space, its fill, border and text, the opacity it is drawn at, whether
/// it groups or clips its subtree, and the box of pixels it paints.
///
/// Two equal records paint the same pixels (given the same clips and groups around them), so
/// a node whose record did not change adds no damage.
struct DrawRecord: Equatable {
    /// The outline in window space; `nil` for a node that neither draws nor clips.
    var shape: RasterShape?
    /// The fill colour and its opacity (the colour's alpha times the node's, when not grouped).
    var fill: LinearColor?
    var fillAlpha: Double = 0
    /// The border: width in points, colour and opacity.
    var borderWidth: Double = 0
    var border: LinearColor?
    var borderAlpha: Double = 0
    /// The text and how it is written.
    var text: TextContent?
    /// The node's opacity as drawn (quantized), 0…1.
    var alpha: Double = 1
    /// Whether the node's drawing and subtree are blended as one group at ``alpha``.
    var isGrouped = false
    /// Whether the node clips its subtree to ``shape``.
    var clips = false
    /// The pixels the node paints itself, within the clips around it.
    var box: PixelBox = .empty

    /// Whether a change from `old` to `self` only moved, resized or re-rounded a plain fill:
    /// the same colour, opacity, grouping and clipping, no border and no text, and an outline
    /// that only translates in both frames. Such a change damages only the strips where the
    /// two outlines differ, row by row (rows through rounded corners near their ends).
    func onlyMovesFill(from old: DrawRecord) -> Bool {
        guard let shape, let oldShape = old.shape, fill != nil, border == nil, text == nil,
            old.border == nil, old.text == nil, shape.translates, oldShape.translates
        else { return false }
        return fill == old.fill && fillAlpha == old.fillAlpha && alpha == old.alpha
            && isGrouped == old.isGrouped && clips == old.clips
    }

    /// Whether a change from `old` changes how the node's subtree is blended or whether it is
    /// clipped at all, so every descendant must be drawn again.
    func changesContext(from old: DrawRecord) -> Bool {
        if clips != old.clips || isGrouped != old.isGrouped { return true }
        return isGrouped && alpha != old.alpha
    }

    /// Whether a change from `old` moved or reshaped the clip the subtree is drawn in.
    func movesClip(from old: DrawRecord) -> Bool {
        clips && old.clips && shape != old.shape
    }
}
