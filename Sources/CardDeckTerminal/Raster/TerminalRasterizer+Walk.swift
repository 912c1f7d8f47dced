import CardDeckViews

extension TerminalRasterizer {
    /// Visits a node and its subtree: records what it draws, stages the damage of its changes,
    /// notes it as an occluder when it is a stable opaque fill, and appends its ops.
    ///
    /// - Parameters:
    ///   - index: The node's slot.
    ///   - reconciler: The reconciler whose mirror the walk follows.
    ///   - parentToWindow: The superview's bounds-to-window mapping.
    ///   - contextChanged: Whether a clip or group around the node changed (or the frame is
    ///     drawn in full), so the node is drawn again wherever it was and is.
    @MainActor
    mutating func visit(
        _ index: Int32, in reconciler: HostReconciler, parentToWindow: AffineTransform2D,
        contextChanged: Bool
    ) {
        guard slots[index].drawingCount > 0, let node = reconciler.node(inSlot: index) else {
            return
        }
        // A node that moved to another parent changed its place in the painting order.
        var contextChanged = contextChanged
        if slots[index].isMoved {
            contextChanged = true
            slots[index].isMoved = false
        }
        let state = node.presentation
        guard !state.isHidden, state.alpha >= Self.minimumOpacity else {
            omittedNodeCount += 1
            return
        }
        let bounds = state.bounds.standardized
        let toWindow = state.boundsToWindow(parentToWindow: parentToWindow)
        guard bounds.isFinite, toWindow.isFinite, toWindow.determinant != 0 else {
            omittedNodeCount += 1
            return
        }
        let drawsSelf = slots[index].drawsSelf
        let fill = drawsSelf ? state.backgroundColor.map(\.clamped).flatMap(Self.visible) : nil
        let border =
            drawsSelf && state.border.width > 0 ? Self.visible(state.border.color.clamped) : nil
        // No closures here: in this main-actor walk, each would check its executor per call.
        var text: TextContent?
        if drawsSelf, let content = state.text, !content.string.isEmpty { text = content }
        let clips = state.clipsToBounds
        // Only a node that draws or clips needs its outline; most content nodes only group.
        var shape =
            (fill != nil || border != nil || text != nil || clips) && bounds.width > 0
                && bounds.height > 0
            ? RasterShape(
                rect: bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                toWindow: toWindow,
                minimumSize: Size(width: canvas.pixelWidth, height: canvas.pixelHeight))
            : nil
        // The focus ring goes around the element's cells, never over them.
        var borderHole: RasterShape?
        if border != nil, let ring = shape, node is FocusRingView {
            let cells = FocusRingCells(
                around: ring.windowBounds, pixelWidth: canvas.pixelWidth,
                pixelHeight: canvas.pixelHeight)
            (shape, borderHole) = (cells.outline, cells.hole)
        }
        let clipBox = clipBoxes[clipBoxes.count - 1]
        let shapeBox =
            if let shape { canvas.unclippedBox(covering: shape.windowBounds) } else {
                PixelBox.empty
            }
        if clips, shapeBox.intersection(clipBox).isEmpty {
            // Clipping to no visible area hides the whole subtree.
            omittedNodeCount += 1
            return
        }
        drawnNodeCount += 1
        let alpha =
            node.isAlphaInFlight ? Self.quantized(min(state.alpha, 1)) : min(state.alpha, 1)
        // A lone fill, border or text at partial opacity blends exactly on its own; anything
        // more is drawn as a group and blended once, so overlaps inside it do not show.
        let drawings = (fill == nil ? 0 : 1) + (border == nil ? 0 : 1) + (text == nil ? 0 : 1)
        let drawingChildren = slots[index].drawingCount > (drawsSelf ? 1 : 0)
        let grouped = alpha < 1 && (drawings > 1 || drawingChildren)
        let drawAlpha = grouped ? 1 : alpha

        var record = DrawRecord(shape: shape, alpha: alpha, isGrouped: grouped, clips: clips)
        if let fill, shape != nil {
            record.fill = LinearColor(fill)
            record.fillAlpha = fill.alpha * drawAlpha
            record.box = shapeBox
        }
        if let border, shape != nil {
            record.borderWidth = state.border.width
            record.border = LinearColor(border)
            record.borderAlpha = border.alpha * drawAlpha
            record.box = shapeBox
        }
        var textOp: TextOp?
        if let text, let shape {
            record.text = text
            let op = TextOp(
                layout: layout(of: text.string, at: index), rect: shape.windowBounds,
                alignment: text.alignment, color: text.color, isBold: text.isBold,
                alpha: drawAlpha)
            record.box = record.box.union(textBox(of: op))
            textOp = op
        }
        record.box = record.box.intersection(clipBox)

        let old = slots[index].last
        let z = paintOrder
        paintOrder += 1
        // A border paints over the subtree, so its damage is staged after it.
        if record.border == nil, old?.border == nil {
            stageDamage(from: old, to: record, z: z, contextChanged: contextChanged)
        }
        if groupDepth == 0, !contextChanged, let old {
            noteOccluder(from: old, to: record, z: z)
        }
        // A clip that only moved (a card dragged) changes its subtree's pixels only where the
        // two outlines differ: that strip is damaged after the subtree (where nothing inside
        // can hide it), and the subtree compares its own records. Any other change to the clip
        // or the group redraws the whole subtree.
        let clipDelta: (RasterShape, RasterShape)? =
            if let old, let oldShape = old.shape, let shape, record.movesClip(from: old),
                oldShape.translates, shape.translates
            {
                (oldShape, shape)
            } else {
                nil
            }
        let changesContext = if let old { record.changesContext(from: old) } else { true }
        let movesClip = if let old { record.movesClip(from: old) } else { false }
        let childContextChanged =
            contextChanged || changesContext || slots[index].isReordered
            || (movesClip && clipDelta == nil)
        if slots[index].isReordered { slots[index].isReordered = false }
        slots[index].last = record
        slots[index].drawnFrame = frame
        drawn.append(index)

        if grouped {
            let box = clips ? shapeBox.intersection(clipBox) : clipBox
            ops.append(.beginGroup(alpha: alpha, box: box))
            groupDepth += 1
        }
        if let shape, let fill = record.fill {
            ops.append(.fill(shape, hole: nil, color: fill, alpha: record.fillAlpha))
        }
        if let textOp {
            ops.append(.text(textOp))
            if textOp.layout.hasWideGlyphs { noteWideGlyphs(of: textOp) }
        }
        if let shape, clips {
            ops.append(.pushClip(shape))
            clipBoxes.append(shapeBox.intersection(clipBox))
            clipShapes.append(shape)
        }
        for child in reconciler.childSlots(of: index) {
            visit(
                child, in: reconciler, parentToWindow: toWindow,
                contextChanged: childContextChanged)
        }
        if shape != nil, clips {
            ops.append(.popClip)
            clipBoxes.removeLast()
            clipShapes.removeLast()
        }
        if let clipDelta, !childContextChanged {
            stageMovedFill(from: clipDelta.0, to: clipDelta.1, z: paintOrder)
            paintOrder += 1
        }
        if let shape, let border = record.border {
            // A border thinner than a pixel is drawn one pixel wide, as hairlines are.
            let width = max(state.border.width, min(canvas.pixelWidth, canvas.pixelHeight))
            ops.append(
                .fill(
                    shape, hole: borderHole ?? shape.inset(by: width), color: border,
                    alpha: record.borderAlpha)
            )
        }
        if record.border != nil || old?.border != nil {
            stageDamage(from: old, to: record, z: paintOrder, contextChanged: contextChanged)
            paintOrder += 1
        }
        if grouped {
            ops.append(.endGroup)
            groupDepth -= 1
        }
    }

    /// The node's text laid out, from its entry's cache when the string is unchanged.
    private mutating func layout(of string: String, at index: Int32) -> TextLayout {
        if let layout = slots[index].layout, layout.string == string { return layout }
        let layout = TextLayout(string, table: &glyphTable)
        slots[index].layout = layout
        return layout
    }

    private static func visible(_ color: Color) -> Color? {
        color.alpha >= minimumOpacity ? color : nil
    }
}
