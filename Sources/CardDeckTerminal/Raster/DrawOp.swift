import CardDeckViews

/// One step of a frame's display list, in painting order (back to front): what the walk over
/// the tree decided, for the painter to apply to the damaged cells only.
enum DrawOp {
    /// Cover the pixels inside `shape` (and outside `hole`) with a colour at an opacity.
    case fill(RasterShape, hole: RasterShape?, color: LinearColor, alpha: Double)
    /// Write text: the laid-out lines, placed in `rect` (window points) by `alignment`.
    case text(TextOp)
    /// Clip what follows, until the matching ``popClip``, to a shape.
    case pushClip(RasterShape)
    case popClip
    /// Blend what follows, until the matching ``endGroup``, as one group at an opacity,
    /// within a box of pixels.
    case beginGroup(alpha: Double, box: PixelBox)
    case endGroup
}

/// Text to write, as ``DrawOp/text(_:)`` carries it.
struct TextOp {
    var layout: TextLayout
    var rect: Rect
    var alignment: TextContent.Alignment
    var color: Color
    var isBold: Bool
    /// The opacity the glyphs are drawn at, besides the colour's own.
    var alpha: Double
}
