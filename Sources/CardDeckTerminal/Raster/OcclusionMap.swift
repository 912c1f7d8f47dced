/// Where opaque fills hide what lies beneath them in both the previous frame and this one, so
/// changes beneath cannot show: per terminal row, the column spans each such fill covers, with
/// its place in painting order.
///
/// The rasterizer records a stable occluder for every opaque, ungrouped, unclipped-or-exactly-
/// clipped fill whose colour did not change, over the cells its outline covers in both frames.
/// Damage staged by a node is then reduced by the occluders painted after it (``visible(…)``).
/// Damage whose place is unknown (a node that left) is never reduced.
struct OcclusionMap {
    private var rows = 0
    private var entries: [(row: Int32, z: Int32, start: Int32, end: Int32)] = []
    private var rowOffsets: [Int32] = []
    private var sorted: [(z: Int32, start: Int32, end: Int32)] = []
    private var pieces: [(start: Int32, end: Int32)] = []
    private var nextPieces: [(start: Int32, end: Int32)] = []
    private var next: [Int32] = []

    /// Empties the map for a grid of `rows` terminal rows.
    mutating func reset(rows: Int) {
        self.rows = rows
        entries.removeAll(keepingCapacity: true)
        rowOffsets.removeAll(keepingCapacity: true)
        sorted.removeAll(keepingCapacity: true)
    }

    /// Whether no occluder was added.
    var isEmpty: Bool { entries.isEmpty }

    /// Records that the fill painted at position `z` covers the cells `start..<end` of `row`
    /// in both frames.
    mutating func add(row: Int, z: Int, from start: Int, to end: Int) {
        guard row >= 0, row < rows, start < end else { return }
        entries.append((Int32(row), Int32(z), Int32(start), Int32(end)))
    }

    /// Buckets the occluders by row; call once, after the last ``add(row:z:from:to:)``.
    mutating func finish() {
        rowOffsets.removeAll(keepingCapacity: true)
        rowOffsets.append(contentsOf: repeatElement(0, count: rows + 1))
        for entry in entries { rowOffsets[Int(entry.row) + 1] += 1 }
        for row in 0..<rows { rowOffsets[row + 1] += rowOffsets[row] }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(
            contentsOf: repeatElement(
                (z: Int32(0), start: Int32(0), end: Int32(0)), count: entries.count))
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: rowOffsets)
        for entry in entries {
            let index = Int(next[Int(entry.row)])
            next[Int(entry.row)] += 1
            sorted[index] = (entry.z, entry.start, entry.end)
        }
    }

    /// Adds to `damage` the parts of the cells `start..<end` of `row`, damaged by the node
    /// painted at `z`, that no occluder painted after it hides.
    mutating func addVisible(
        row: Int, z: Int, from start: Int, to end: Int, to damage: inout DamageRegion
    ) {
        guard start < end else { return }
        guard !entries.isEmpty, row >= 0, row < rows else {
            return damage.add(row: row, from: start, to: end)
        }
        let range = Int(rowOffsets[row])..<Int(rowOffsets[row + 1])
        guard !range.isEmpty else { return damage.add(row: row, from: start, to: end) }
        pieces.removeAll(keepingCapacity: true)
        pieces.append((Int32(start), Int32(end)))
        for index in range where Int(sorted[index].z) > z {
            let cover = sorted[index]
            nextPieces.removeAll(keepingCapacity: true)
            for piece in pieces {
                if cover.end <= piece.start || cover.start >= piece.end {
                    nextPieces.append(piece)
                    continue
                }
                if piece.start < cover.start { nextPieces.append((piece.start, cover.start)) }
                if cover.end < piece.end { nextPieces.append((cover.end, piece.end)) }
            }
            swap(&pieces, &nextPieces)
            if pieces.isEmpty { return }
        }
        for piece in pieces { damage.add(row: row, from: Int(piece.start), to: Int(piece.end)) }
    }
}
