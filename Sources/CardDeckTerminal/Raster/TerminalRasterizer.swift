import CardDeckViews

/// Draws a window's presented tree onto a ``PixelCanvas``, back to front, as CardDeckSVG's
/// documents draw it: for each node its background, its text, its subviews (clipped to its
/// rounded shape when it clips) and its border on top; a node's opacity applies to its whole
/// subtree as a group. Shadows are not drawn: a half-block pixel is too coarse for a blur.
struct TerminalRasterizer {
    /// The smallest opacity drawn, as in CardDeckSVG.
    static let minimumOpacity = 0.0005

    var canvas = PixelCanvas()
    var glyphTable = GlyphTable()
    /// Nodes drawn in the latest frame.
    private(set) var drawnNodeCount = 0
    /// Subtrees left out of the latest frame (hidden, transparent, not finite, or clipped
    /// away), each counted once by its root.
    private(set) var omittedNodeCount = 0
    private var cellWidth = 8.0
    private var cellHeight = 16.0

    /// Draws the whole window onto a canvas of `columns × rows` cells.
    @MainActor
    mutating func draw(
        _ window: Window, columns: Int, rows: Int, configuration: TerminalConfiguration
    ) {
        cellWidth = configuration.pointsPerColumn
        cellHeight = configuration.pointsPerRow
        canvas.reset(
            columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight,
            backdrop: LinearColor(configuration.backdrop))
        drawnNodeCount = 0
        omittedNodeCount = 0
        guard columns > 0, rows > 0 else { return }
        draw(window.root, parentToWindow: .identity)
    }

    @MainActor
    private mutating func draw(_ node: ViewNode, parentToWindow: AffineTransform2D) {
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
        let fill = state.backgroundColor.map(\.clamped).flatMap(Self.visible)
        let border = state.border.width > 0 ? Self.visible(state.border.color.clamped) : nil
        let text = state.text.flatMap { $0.string.isEmpty ? nil : $0 }
        let clips = state.clipsToBounds
        // Only a node that draws or clips needs its outline; most content nodes only group.
        let needsShape = fill != nil || border != nil || text != nil || clips
        let shape =
            needsShape && bounds.width > 0 && bounds.height > 0
            ? RasterShape(
                rect: bounds, radius: state.cornerRadius, corners: state.maskedCorners,
                toWindow: toWindow)
            : nil
        if clips, shape.map({ canvas.box(covering: $0.windowBounds).isEmpty }) ?? true {
            // Clipping to no visible area hides the whole subtree.
            omittedNodeCount += 1
            return
        }
        drawnNodeCount += 1
        let alpha = min(state.alpha, 1)
        // A lone fill, border or text at partial opacity blends exactly on its own; anything
        // more is drawn as a group and blended once, so overlaps inside it do not show.
        let drawings = (fill == nil ? 0 : 1) + (border == nil ? 0 : 1) + (text == nil ? 0 : 1)
        let grouped = alpha < 1 && (drawings > 1 || !node.subviews.isEmpty)
        if grouped {
            let box = clips ? canvas.box(covering: shape!.windowBounds) : canvas.clipBox
            canvas.beginGroup(alpha: alpha, box: box)
        }
        let drawAlpha = grouped ? 1 : alpha
        if let shape, let fill {
            canvas.fill(shape, color: LinearColor(fill), alpha: fill.alpha * drawAlpha)
        }
        if let shape, let text {
            drawText(text, in: shape.windowBounds, alpha: drawAlpha)
        }
        if let shape, clips { canvas.pushClip(shape) }
        for subview in node.subviews {
            draw(subview, parentToWindow: toWindow)
        }
        if shape != nil, clips { canvas.popClip() }
        if let shape, let border {
            canvas.fill(
                shape, excluding: shape.inset(by: state.border.width),
                color: LinearColor(border), alpha: border.alpha * drawAlpha)
        }
        if grouped { canvas.endGroup() }
    }

    /// Places text in cells: one line per row, the block centred vertically on the node and
    /// each line against the leading edge, the centre or the trailing edge, as CardDeckSVG
    /// places it. Every glyph takes one or two whole cells, whatever the font size; a glyph
    /// is drawn only where the clips in force contain its cells' centres, and only whole.
    private mutating func drawText(_ text: TextContent, in rect: Rect, alpha: Double) {
        let color = text.color.clamped
        guard color.alpha >= Self.minimumOpacity else { return }
        let lines = layout(of: text.string)
        let firstRow = Int(
            min(max((rect.midY / cellHeight - Double(lines.count) / 2).rounded(), -1e6), 1e6))
        for (index, line) in lines.enumerated() {
            let row = firstRow + index
            guard row >= 0, row < canvas.rows else { continue }
            let glyphs = line.glyphs
            let width = line.width
            let start: Double
            switch text.alignment {
            case .leading: start = rect.minX / cellWidth
            case .center: start = rect.midX / cellWidth - Double(width) / 2
            case .trailing: start = rect.maxX / cellWidth - Double(width)
            }
            var column = Int(min(max(start.rounded(), -1e6), 1e6))
            for glyph in glyphs {
                defer { column += glyph.width }
                guard column >= 0, column + glyph.width <= canvas.columns,
                    cellsVisible(column: column, row: row, width: glyph.width)
                else { continue }
                let under = canvas.lowerPixel(column: column, row: row)
                let slot = GlyphSlot(
                    id: glyph.id,
                    color: under.blended(with: LinearColor(color), alpha: color.alpha * alpha),
                    isBold: text.isBold)
                canvas.setGlyph(slot, column: column, row: row)
                if glyph.width == 2 {
                    var rest = slot
                    rest.id = GlyphSlot.continuation
                    canvas.setGlyph(rest, column: column + 1, row: row)
                }
            }
        }
    }

    /// A line of text as glyph ids and widths, ready to place.
    struct LaidOutLine: Sendable {
        var glyphs: [(id: Int32, width: Int)]
        var width: Int
    }

    /// The most strings whose layout is kept; past it the cache starts over.
    static let layoutCacheCapacity = 1_024
    private var layoutCache: [String: [LaidOutLine]] = [:]

    /// A string's lines as glyph ids, laid out once and kept, so drawing the same text frame
    /// after frame neither splits nor allocates.
    private mutating func layout(of string: String) -> [LaidOutLine] {
        if let lines = layoutCache[string] { return lines }
        if layoutCache.count >= Self.layoutCacheCapacity {
            layoutCache.removeAll(keepingCapacity: true)
        }
        let lines = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in
                let glyphs = TerminalText.glyphs(of: line).map { glyph in
                    (id: glyphTable.id(for: glyph), width: glyph.width)
                }
                return LaidOutLine(glyphs: glyphs, width: glyphs.reduce(0) { $0 + $1.width })
            }
        layoutCache[string] = lines
        return lines
    }

    private func cellsVisible(column: Int, row: Int, width: Int) -> Bool {
        let y = (Double(row) + 0.5) * cellHeight
        for offset in 0..<width {
            let x = (Double(column + offset) + 0.5) * cellWidth
            if !canvas.clipsContain(x: x, y: y) { return false }
        }
        return true
    }

    private static func visible(_ color: Color) -> Color? {
        color.alpha >= minimumOpacity ? color : nil
    }
}
