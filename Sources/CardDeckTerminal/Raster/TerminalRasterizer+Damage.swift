extension TerminalRasterizer {
    /// Stages what a node's change damages, at its painting position `z`: nothing when its
    /// record (and everything around it) is unchanged; the strips between the outlines for a
    /// plain fill that moved; else what it painted before and what it paints now.
    mutating func stageDamage(
        from old: DrawRecord?, to record: DrawRecord, z: Int, contextChanged: Bool
    ) {
        guard contextChanged || old != record else { return }
        if !contextChanged, let old, let shape = record.shape, let oldShape = old.shape,
            record.onlyMovesFill(from: old)
        {
            return stageMovedFill(from: oldShape, to: shape, z: z)
        }
        if let old { stage(old.box, z: z) }
        stage(record.box, z: z)
    }

    /// Stages the cells a box of pixels touches.
    private mutating func stage(_ box: PixelBox, z: Int) {
        guard !box.isEmpty else { return }
        for row in (box.y0 >> 1)..<((box.y1 + 1) >> 1) {
            stage(row: row, from: box.x0, to: box.x1, z: z)
        }
    }

    private mutating func stage(row: Int, from start: Int, to end: Int, z: Int) {
        guard start < end else { return }
        staged.append((Int32(z), Int32(row), Int32(start), Int32(end)))
    }

    /// Stages, row by row, the pixels where two translated outlines of one fill differ: the
    /// strips a moved or resized fill uncovers and covers, and the rows through rounded
    /// corners in full. When only the top or bottom edge moved (a card dragged up or down),
    /// only the rows near those edges are looked at.
    mutating func stageMovedFill(from old: RasterShape, to new: RasterShape, z: Int) {
        let clipBox = clipBoxes[clipBoxes.count - 1]
        let oldBox = canvas.unclippedBox(covering: old.windowBounds).intersection(clipBox)
        let newBox = canvas.unclippedBox(covering: new.windowBounds).intersection(clipBox)
        let rows = oldBox.union(newBox)
        guard !rows.isEmpty else { return }
        let a = old.windowBounds
        let b = new.windowBounds
        guard a.minX == b.minX, a.maxX == b.maxX else {
            return stageMovedSides(from: old, to: new, rows: rows.y0..<rows.y1, z: z)
        }
        // The same columns: rows between the two top edges (and the top corners' depth below
        // the lower one) and likewise at the bottom; the rows between are alike.
        let top = pixelRows(
            from: min(a.minY, b.minY), to: max(a.minY, b.minY) + max(old.topRadius, new.topRadius))
        let bottom = pixelRows(
            from: min(a.maxY, b.maxY) - max(old.bottomRadius, new.bottomRadius),
            to: max(a.maxY, b.maxY))
        let clamp = rows.y0..<rows.y1
        stageMovedFill(from: old, to: new, rows: top.clamped(to: clamp), z: z)
        stageMovedFill(
            from: old, to: new, rows: max(bottom.lowerBound, top.upperBound)..<bottom.upperBound,
            clamped: clamp, z: z)
    }

    /// Stages a fill whose columns changed (a back card whose inset follows a drag): on the
    /// rows where both outlines are straight, the two strips between their left edges and
    /// between their right edges, a cell row at a time; the other rows one by one.
    private mutating func stageMovedSides(
        from old: RasterShape, to new: RasterShape, rows: Range<Int>, z: Int
    ) {
        guard let oldBand = old.straightBand, let newBand = new.straightBand else {
            return stageMovedFill(from: old, to: new, rows: rows, z: z)
        }
        let band = oldBand.intersection(newBand)
        let y0 = max(PixelCanvas.index(band.minY / canvas.pixelHeight - 0.5), rows.lowerBound)
        let y1 = min(PixelCanvas.index(band.maxY / canvas.pixelHeight - 0.5), rows.upperBound)
        // Whole cell rows inside the common straight band.
        let firstRow = (y0 + 1) >> 1
        let lastRow = y1 >> 1
        guard !band.isEmpty, firstRow < lastRow else {
            return stageMovedFill(from: old, to: new, rows: rows, z: z)
        }
        stageMovedFill(from: old, to: new, rows: rows.lowerBound..<2 * firstRow, z: z)
        let clipBox = clipBoxes[clipBoxes.count - 1]
        let a = canvas.columns(from: old.windowBounds.minX, to: old.windowBounds.maxX)
        let b = canvas.columns(from: new.windowBounds.minX, to: new.windowBounds.maxX)
        let a0 = max(a.x0, clipBox.x0)
        let a1 = min(a.x1, clipBox.x1)
        let b0 = max(b.x0, clipBox.x0)
        let b1 = min(b.x1, clipBox.x1)
        for row in firstRow..<lastRow {
            if a0 >= a1 || b0 >= b1 {
                stage(row: row, from: min(a0, b0), to: max(a1, b1), z: z)
            } else {
                stage(row: row, from: min(a0, b0), to: max(a0, b0), z: z)
                stage(row: row, from: min(a1, b1), to: max(a1, b1), z: z)
            }
        }
        stageMovedFill(from: old, to: new, rows: 2 * lastRow..<rows.upperBound, z: z)
    }

    private mutating func stageMovedFill(
        from old: RasterShape, to new: RasterShape, rows: Range<Int>, clamped: Range<Int>, z: Int
    ) {
        guard rows.lowerBound < rows.upperBound else { return }
        stageMovedFill(from: old, to: new, rows: rows.clamped(to: clamped), z: z)
    }

    /// The pixel rows whose centres may lie in the window-space interval `[low, high]`, one
    /// row of margin either side.
    private func pixelRows(from low: Double, to high: Double) -> Range<Int> {
        let first = PixelCanvas.index(low / canvas.pixelHeight - 0.5) - 1
        let last = PixelCanvas.index(high / canvas.pixelHeight - 0.5) + 1
        return first..<max(first, last)
    }

    private mutating func stageMovedFill(
        from old: RasterShape, to new: RasterShape, rows: Range<Int>, z: Int
    ) {
        guard rows.lowerBound < rows.upperBound else { return }
        let clipBox = clipBoxes[clipBoxes.count - 1]
        // How many pixel columns in from an end a rounded corner can reach, with a margin.
        let radius = max(old.topRadius, old.bottomRadius, new.topRadius, new.bottomRadius)
        let reach = Int((radius / canvas.pixelWidth).rounded(.up)) + 1
        for y in rows {
            let cy = (Double(y) + 0.5) * canvas.pixelHeight
            let before = old.span(atWindowY: cy)
            let after = new.span(atWindowY: cy)
            let a = canvas.columns(from: before.low, to: before.high)
            let b = canvas.columns(from: after.low, to: after.high)
            let a0 = max(a.x0, clipBox.x0)
            let a1 = min(a.x1, clipBox.x1)
            let b0 = max(b.x0, clipBox.x0)
            let b1 = min(b.x1, clipBox.x1)
            let row = y >> 1
            if a0 >= a1 {
                stage(row: row, from: b0, to: b1, z: z)
            } else if b0 >= b1 {
                stage(row: row, from: a0, to: a1, z: z)
            } else if before.exact, after.exact {
                stage(row: row, from: min(a0, b0), to: max(a0, b0), z: z)
                stage(row: row, from: min(a1, b1), to: max(a1, b1), z: z)
            } else {
                // A row through rounded corners: only a corner's width in from each end can
                // differ; between them both outlines cover the row.
                let left = min(max(a0, b0) + reach, max(a1, b1))
                let right = max(min(a1, b1) - reach, left)
                stage(row: row, from: min(a0, b0), to: left, z: z)
                stage(row: row, from: right, to: max(a1, b1), z: z)
            }
        }
    }

    /// Notes a node as an occluder where it is a stable opaque fill: the same opaque colour
    /// in both frames, outside every group, its outline only translated, over the cells both
    /// of whose pixels lie, in both frames, in the band where the outline and every clip
    /// around it are straight. Changes painted before it cannot show there.
    mutating func noteOccluder(from old: DrawRecord, to record: DrawRecord, z: Int) {
        guard let fill = record.fill, fill == old.fill, record.fillAlpha >= 1,
            old.fillAlpha >= 1, record.alpha >= 1, old.alpha >= 1,
            let shape = record.shape, let oldShape = old.shape,
            let newBand = shape.straightBand, let oldBand = oldShape.straightBand
        else { return }
        var band = newBand.intersection(oldBand)
        for clip in clipShapes {
            guard let clipBand = clip.straightBand else { return }
            band = band.intersection(clipBand)
        }
        guard !band.isEmpty else { return }
        let clipBox = clipBoxes[clipBoxes.count - 1]
        let columns = canvas.columns(from: band.minX, to: band.maxX)
        let start = max(columns.x0, clipBox.x0)
        let end = min(columns.x1, clipBox.x1)
        let y0 = max(PixelCanvas.index(band.minY / canvas.pixelHeight - 0.5), clipBox.y0)
        let y1 = min(PixelCanvas.index(band.maxY / canvas.pixelHeight - 0.5), clipBox.y1)
        guard start < end, y0 < y1 else { return }
        // Cells whose two pixel rows both lie in the band.
        for row in ((y0 + 1) >> 1)..<(y1 >> 1) {
            occlusion.add(row: row, z: z, from: start, to: end)
        }
    }

    /// Moves the staged damage into the frame's damage, less what occluders painted after it
    /// hide.
    mutating func addStagedDamage() {
        occlusion.finish()
        for entry in staged {
            occlusion.addVisible(
                row: Int(entry.row), z: Int(entry.z), from: Int(entry.start),
                to: Int(entry.end), to: &damage)
        }
    }
}
