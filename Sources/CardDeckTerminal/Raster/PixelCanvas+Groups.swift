extension PixelCanvas {
    /// Starts a group drawn at opacity `alpha` as a whole, as Core Animation's group opacity
    /// does: what the group draws inside `box` is later blended over what was there before.
    /// Only damaged cells are kept and blended.
    mutating func beginGroup(alpha: Double, box: PixelBox, within damage: DamageRegion) {
        let depth = groups.count
        if savedPixels.count <= depth {
            savedPixels.append([])
            savedGlyphs.append([])
        }
        // Filled outside the nested arrays, through pointers: a group's damaged cells are
        // copied here every frame, and slices of the canvas would be retained one by one.
        var saved: [LinearColor] = []
        var savedSlots: [GlyphSlot] = []
        swap(&saved, &savedPixels[depth])
        swap(&savedSlots, &savedGlyphs[depth])
        saved.removeAll(keepingCapacity: true)
        savedSlots.removeAll(keepingCapacity: true)
        let columns = self.columns
        pixels.withUnsafeBufferPointer { pixels in
            glyphs.withUnsafeBufferPointer { glyphs in
                Self.forEachDamagedRun(in: box, damage) { row, start, end, upper, lower in
                    let cell = row * columns
                    if upper {
                        let base = 2 * cell
                        saved.append(
                            contentsOf: UnsafeBufferPointer(
                                rebasing: pixels[(base + start)..<(base + end)]))
                    }
                    if lower {
                        let base = (2 * row + 1) * columns
                        saved.append(
                            contentsOf: UnsafeBufferPointer(
                                rebasing: pixels[(base + start)..<(base + end)]))
                    }
                    savedSlots.append(
                        contentsOf: UnsafeBufferPointer(
                            rebasing: glyphs[(cell + start)..<(cell + end)]))
                }
            }
        }
        swap(&saved, &savedPixels[depth])
        swap(&savedSlots, &savedGlyphs[depth])
        groups.append(OpacityGroup(alpha: alpha, box: box))
    }

    /// Ends the innermost group: blends what it drew over what its damaged cells showed
    /// before. Pixels the group left as they were stay exactly so.
    mutating func endGroup(within damage: DamageRegion) {
        let group = groups.removeLast()
        let depth = groups.count
        let a = group.alpha
        let columns = self.columns
        var pixelCursor = 0
        var glyphCursor = 0
        let saved = savedPixels[depth]
        let savedSlots = savedGlyphs[depth]
        let rowsWithGlyphs = self.rowsWithGlyphs
        // Through pointers: every damaged cell of the group passes here once per frame.
        pixels.withUnsafeMutableBufferPointer { pixels in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                saved.withUnsafeBufferPointer { saved in
                    savedSlots.withUnsafeBufferPointer { savedSlots in
                        Self.forEachDamagedRun(in: group.box, damage) {
                            row, start, end, upper, lower in
                            let count = end - start
                            let upperStart = upper ? pixelCursor : -1
                            if upper { pixelCursor += count }
                            let lowerStart = lower ? pixelCursor : -1
                            if lower { pixelCursor += count }
                            let glyphStart = glyphCursor
                            glyphCursor += count
                            let upperBase = 2 * row * columns
                            let lowerBase = upperBase + columns
                            // Glyphs first, while the pixels still hold what the group drew. A
                            // glyph sits on the lower pixel of its cell, or on the upper one
                            // (`GlyphSlot.isOnUpperPixel`); a row no glyph was put in has none.
                            if upper || lower, rowsWithGlyphs[row] {
                                for offset in 0..<count {
                                    let x = start + offset
                                    let before = savedSlots[glyphStart + offset]
                                    let after = glyphs[row * columns + x]
                                    guard before.id != 0 || after.id != 0, before != after
                                    else { continue }
                                    let onUpper = (after.isEmpty ? before : after).isOnUpperPixel
                                    guard onUpper ? upper : lower else { continue }
                                    let pixelBefore =
                                        saved[(onUpper ? upperStart : lowerStart) + offset]
                                    if !after.isEmpty {
                                        let under = before.isEmpty ? pixelBefore : before.color
                                        glyphs[row * columns + x].color = under.blended(
                                            with: after.color, alpha: a)
                                    } else {
                                        var restored = before
                                        restored.color = before.color.blended(
                                            with: pixels[(onUpper ? upperBase : lowerBase) + x],
                                            alpha: a)
                                        glyphs[row * columns + x] = restored
                                    }
                                }
                            }
                            if upper {
                                Self.blend(
                                    saved, from: upperStart, into: pixels, at: upperBase + start,
                                    count: count, alpha: a)
                            }
                            if lower {
                                Self.blend(
                                    saved, from: lowerStart, into: pixels, at: lowerBase + start,
                                    count: count, alpha: a)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Blends `count` pixels from `pixels[start...]` (what a group drew) over the saved ones
    /// (what was there before) at opacity `alpha`; a pixel the group did not change stays.
    @inline(__always)
    private static func blend(
        _ saved: UnsafeBufferPointer<LinearColor>, from savedStart: Int,
        into pixels: UnsafeMutableBufferPointer<LinearColor>, at start: Int, count: Int,
        alpha: Double
    ) {
        for offset in 0..<count {
            let before = saved[savedStart + offset]
            let after = pixels[start + offset]
            if after != before {
                pixels[start + offset] = before.blended(with: after, alpha: alpha)
            }
        }
    }

    /// Calls `body` for each run of damaged cells inside a box of pixels: its cell row,
    /// columns `start..<end`, and whether the box holds the row's upper and lower pixels.
    @inline(__always)
    private static func forEachDamagedRun(
        in box: PixelBox, _ damage: DamageRegion,
        _ body: (_ row: Int, _ start: Int, _ end: Int, _ upper: Bool, _ lower: Bool) -> Void
    ) {
        guard !box.isEmpty else { return }
        for row in (box.y0 >> 1)..<((box.y1 + 1) >> 1) {
            let upper = 2 * row >= box.y0 && 2 * row < box.y1
            let lower = 2 * row + 1 >= box.y0 && 2 * row + 1 < box.y1
            if damage.isFull {
                body(row, box.x0, box.x1, upper, lower)
                continue
            }
            for index in damage.spans(inRow: row) {
                let start = max(box.x0, Int(damage.spanStarts[index]))
                let end = min(box.x1, Int(damage.spanEnds[index]))
                if start < end { body(row, start, end, upper, lower) }
            }
        }
    }
}
