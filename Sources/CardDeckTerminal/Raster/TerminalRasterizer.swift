import CardDeckViews

/// Draws a window's presented tree onto a ``PixelCanvas``, as CardDeckSVG's documents draw
/// it, redrawing only what changed.
///
/// Each frame has three steps:
/// 1. **Walk.** The walk follows the ``HostReconciler``'s mirror of the tree, skipping subtrees
///    in which nothing draws (``RenderSlots``), and turns each node into a ``DrawRecord`` (its outline, fill, border, text,
///    opacity, grouping and clipping) and into the display list's ``DrawOp``s: for each node
///    its background, its text, its subviews (clipped to its rounded shape when it clips) and
///    its border on top; a node's opacity applies to its whole subtree as a group.
/// 2. **Damage.** A record that differs from the node's record of the previous frame damages
///    the cells the node painted then and paints now; a plain fill that only moved or resized
///    damages only the strips where its two outlines differ. A changed clip or group opacity
///    damages everything under it; nodes that stopped drawing or left the tree damage what
///    they painted. Damage beneath an opaque fill that covers it in both frames (a card
///    over the faded cards behind it) cannot show, and is dropped.
/// 3. **Paint.** The damaged cells go back to the backdrop and the display list is painted
///    into them only; every other cell keeps what it showed.
///
/// Every pixel depends only on the ops that cover it, so a damage-driven frame equals a full
/// raster pixel for pixel; the tests check it over goldens and randomized runs. Shadows are
/// not drawn: a half-block pixel is too coarse for a blur.
struct TerminalRasterizer {
    /// The smallest opacity drawn, as in CardDeckSVG.
    static let minimumOpacity = 0.0005
    /// The steps an opacity in flight is drawn in. While an animation or a scrubbed
    /// transition moves a node's opacity, it is drawn rounded to a multiple of 1/48: about 2 %
    /// opacity, at most 5 of 255 levels, so a slow fade repaints its area only when it has
    /// changed by a step (a back card fading with a fast drag, 0.15 % per frame, every 14
    /// frames instead of every other one). At rest every opacity is drawn exactly.
    static let inFlightOpacitySteps = 48.0

    var canvas = PixelCanvas()
    var glyphTable = GlyphTable()
    /// Each node's drawing state, by the reconciler's slot.
    var slots = RenderSlots()
    /// The cells the latest frame drew. Set only here and in `TerminalRasterizer+Painting`.
    var damage = DamageRegion()
    /// Nodes drawn in the latest frame.
    var drawnNodeCount = 0
    /// Subtrees left out of the latest frame (hidden, transparent, not finite, or clipped
    /// away), each counted once by its root.
    var omittedNodeCount = 0

    // The state of one frame's walk, damage and paint; see `TerminalRasterizer+Walk`,
    // `+Damage` and `+Painting`.

    /// The frame's display list.
    var ops: [DrawOp] = []
    /// The frame's number; a node drawn in it has `drawnFrame == frame`.
    var frame = 0
    /// The nodes visited this frame and the previous one.
    var drawn: [Int32] = []
    var previouslyDrawn: [Int32] = []
    /// The clips in force during the walk, innermost last: their boxes (the canvas's box
    /// first) and their shapes.
    var clipBoxes: [PixelBox] = []
    var clipShapes: [RasterShape] = []
    /// How many groups enclose the node being visited.
    var groupDepth = 0
    /// The painting position of the next node visited: fills and text paint in visiting
    /// order, borders after the subtree.
    var paintOrder = 0
    /// Damage from visited nodes, with the painting position of what caused it, before
    /// occlusion: terminal row, columns.
    var staged: [(z: Int32, row: Int32, start: Int32, end: Int32)] = []
    /// Where stable opaque fills hide changes beneath them.
    var occlusion = OcclusionMap()
    /// The first cells of this frame's two-cell glyphs.
    var wideGlyphs: [(column: Int, row: Int)] = []
    private(set) var cellWidth = 8.0
    private(set) var cellHeight = 16.0
    /// The status line on the bottom row, and what was drawn there last frame; see
    /// `TerminalRasterizer+Painting`.
    var statusLine: String?
    var drawnStatusLine: (text: String?, row: Int) = (nil, -1)
    var statusLayout: TextLayout?
    /// Where the window's origin was drawn, in screen points.
    private var origin = Point.zero
    /// The slots' generation the latest frame drew.
    private var slotGeneration = -1
    /// The window's clip (``WindowClip``) the latest frame drew with.
    private var drawnWindowArea: Rect?

    /// Drops the drawing state: the next frame draws every cell.
    mutating func forgetTree() {
        slots.forget()
    }

    /// Keeps the drawing state in step with a commit's change list.
    @MainActor
    mutating func apply(_ list: HostChangeList, from reconciler: HostReconciler) {
        slots.apply(list, from: reconciler)
    }

    /// Draws a frame onto a canvas of `columns × rows` cells: the damaged cells only, or
    /// every cell when `full` (or when the size, the cell size or the backdrop changed, or the
    /// reconciler's mirror is not of this window).
    @MainActor
    mutating func draw(
        _ window: Window, reconciler: HostReconciler, columns: Int, rows: Int,
        configuration: TerminalConfiguration, full: Bool
    ) {
        let backdrop = LinearColor(configuration.backdrop)
        var full = full
        if !reconciler.mirrors(window) {
            slots.apply(reconciler.reconcile([], in: window), from: reconciler)
        }
        if slots.generation != slotGeneration {
            // The old slots mean nothing in the new mirror: draw everything.
            slotGeneration = slots.generation
            drawn.removeAll(keepingCapacity: true)
            full = true
        }
        if canvas.columns != columns || canvas.rows != rows || canvas.backdrop != backdrop
            || cellWidth != configuration.pointsPerColumn
            || cellHeight != configuration.pointsPerRow || origin != configuration.windowOrigin
        {
            full = true
        }
        origin = configuration.windowOrigin
        cellWidth = configuration.pointsPerColumn
        cellHeight = configuration.pointsPerRow
        let area = WindowClip.clip(
            size: window.size, origin: origin, cellWidth: cellWidth, cellHeight: cellHeight,
            columns: columns, rows: rows)
        if area?.windowBounds != drawnWindowArea { full = true }
        drawnWindowArea = area?.windowBounds
        damage.reset(columns: columns, rows: rows, full: full)
        if full {
            canvas.reset(
                columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight,
                backdrop: backdrop)
        }
        slots.takeRemovedBoxes(into: &damage)
        frame += 1
        swap(&drawn, &previouslyDrawn)
        drawn.removeAll(keepingCapacity: true)
        ops.removeAll(keepingCapacity: true)
        wideGlyphs.removeAll(keepingCapacity: true)
        drawnNodeCount = 0
        omittedNodeCount = 0
        clipBoxes.removeAll(keepingCapacity: true)
        clipShapes.removeAll(keepingCapacity: true)
        clipBoxes.append(
            area.map { canvas.unclippedBox(covering: $0.windowBounds) } ?? canvas.fullBox)
        if let area {
            ops.append(.pushClip(area))
            clipShapes.append(area)
        }
        groupDepth = 0
        paintOrder = 0
        staged.removeAll(keepingCapacity: true)
        occlusion.reset(rows: rows)
        if columns > 0, rows > 0, reconciler.rootSlot >= 0 {
            visit(
                reconciler.rootSlot, in: reconciler,
                parentToWindow: AffineTransform2D(translationX: origin.x, y: origin.y),
                contextChanged: full)
        }
        if area != nil { ops.append(.popClip) }
        addStatusLine(full: full)
        // Nodes that drew last frame and not now (hidden, faded out, clipped away, or under
        // an ancestor that stopped drawing) leave what they painted; where they were in the
        // painting order is not known, so nothing hides it.
        for slot in previouslyDrawn where slots[slot].drawnFrame != frame {
            if let last = slots[slot].last {
                damage.add(last.box)
                slots[slot].last = nil
            }
        }
        addStagedDamage()
        damage.normalize()
        pairWideGlyphs()
        if !full { canvas.clear(damage) }
        paint()
    }

    /// An opacity in flight as drawn: rounded to a multiple of 1 / ``inFlightOpacitySteps``,
    /// within 0…1.
    @inline(__always)
    static func quantized(_ alpha: Double) -> Double {
        min(max((alpha * inFlightOpacitySteps).rounded() / inFlightOpacitySteps, 0), 1)
    }
}
