/// The cells a frame must draw again: per terminal row, sorted, disjoint column spans.
///
/// Damage is collected as spans in any order with ``add(row:from:to:)`` and
/// ``add(columns:rows:)``, then ``normalize()`` sorts and merges them row by row; after that,
/// ``spans(inRow:)`` lists a row's spans left to right. A full region covers every cell and
/// costs nothing to build. Storage is reused from frame to frame.
struct DamageRegion {
    /// The grid the region covers.
    private(set) var columns = 0
    private(set) var rows = 0
    /// Whether every cell is damaged.
    private(set) var isFull = false

    /// Spans as added: row, first column, column past the last.
    private var pending: [(row: Int32, start: Int32, end: Int32)] = []
    /// After ``normalize()``, the spans of row `r` are at indices
    /// `rowOffsets[r]..<rowOffsets[r + 1]` of ``spanStarts`` and ``spanEnds``.
    private var rowOffsets: [Int32] = []
    private(set) var spanStarts: [Int32] = []
    private(set) var spanEnds: [Int32] = []
    private var counts: [Int32] = []
    private var next: [Int32] = []

    /// Empties the region for a grid of `columns × rows` cells, or fills it when `full`.
    mutating func reset(columns: Int, rows: Int, full: Bool) {
        self.columns = columns
        self.rows = rows
        isFull = full
        pending.removeAll(keepingCapacity: true)
        spanStarts.removeAll(keepingCapacity: true)
        spanEnds.removeAll(keepingCapacity: true)
        rowOffsets.removeAll(keepingCapacity: true)
    }

    /// Marks the cells `start..<end` of a row; parts outside the grid are ignored.
    mutating func add(row: Int, from start: Int, to end: Int) {
        guard !isFull, row >= 0, row < rows else { return }
        let low = max(start, 0)
        let high = min(end, columns)
        guard low < high else { return }
        pending.append((Int32(row), Int32(low), Int32(high)))
    }

    /// Marks a box of cells, columns `x0..<x1` and rows `y0..<y1`.
    mutating func add(columns x: Range<Int>, rows y: Range<Int>) {
        guard !isFull, !x.isEmpty else { return }
        for row in max(y.lowerBound, 0)..<min(y.upperBound, rows) {
            add(row: row, from: x.lowerBound, to: x.upperBound)
        }
    }

    /// Marks the cells a box of pixels touches (two pixel rows per cell row).
    mutating func add(_ box: PixelBox) {
        guard !box.isEmpty else { return }
        add(columns: box.x0..<box.x1, rows: (box.y0 / 2)..<((box.y1 + 1) / 2))
    }

    /// Sorts and merges the spans added, row by row; spans that touch are merged too. Spans
    /// added after a normalization merge with the ones it left.
    mutating func normalize() {
        guard !isFull else { return }
        if !rowOffsets.isEmpty {
            for row in 0..<rows {
                for index in spans(inRow: row) {
                    pending.append((Int32(row), spanStarts[index], spanEnds[index]))
                }
            }
        }
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: rows + 1))
        for span in pending { counts[Int(span.row) + 1] += 1 }
        for row in 0..<rows { counts[row + 1] += counts[row] }
        // Counting sort by row into spanStarts / spanEnds, then sort each row by start.
        spanStarts.removeAll(keepingCapacity: true)
        spanEnds.removeAll(keepingCapacity: true)
        spanStarts.append(contentsOf: repeatElement(0, count: pending.count))
        spanEnds.append(contentsOf: repeatElement(0, count: pending.count))
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: counts)
        for span in pending {
            let index = Int(next[Int(span.row)])
            next[Int(span.row)] += 1
            spanStarts[index] = span.start
            spanEnds[index] = span.end
        }
        pending.removeAll(keepingCapacity: true)
        rowOffsets.removeAll(keepingCapacity: true)
        rowOffsets.append(0)
        var write = 0
        for row in 0..<rows {
            let first = Int(counts[row])
            let last = Int(counts[row + 1])
            sortByStart(first..<last)
            var index = first
            while index < last {
                // Sorted, so one pass merges every span that overlaps or touches the next;
                // `write` never passes `index`, so nothing unread is overwritten.
                let start = spanStarts[index]
                var end = spanEnds[index]
                index += 1
                while index < last, spanStarts[index] <= end {
                    end = max(end, spanEnds[index])
                    index += 1
                }
                spanStarts[write] = start
                spanEnds[write] = end
                write += 1
            }
            rowOffsets.append(Int32(write))
        }
        spanStarts.removeSubrange(write...)
        spanEnds.removeSubrange(write...)
    }

    /// Insertion sort of a short range of spans by their start.
    private mutating func sortByStart(_ range: Range<Int>) {
        guard range.count > 1 else { return }
        for index in (range.lowerBound + 1)..<range.upperBound {
            let start = spanStarts[index]
            let end = spanEnds[index]
            var hole = index
            while hole > range.lowerBound, spanStarts[hole - 1] > start {
                spanStarts[hole] = spanStarts[hole - 1]
                spanEnds[hole] = spanEnds[hole - 1]
                hole -= 1
            }
            spanStarts[hole] = start
            spanEnds[hole] = end
        }
    }

    /// The indices into ``spanStarts`` and ``spanEnds`` of a row's spans, after
    /// ``normalize()`` (none before); for a full region, use ``isFull`` instead.
    @inline(__always)
    func spans(inRow row: Int) -> Range<Int> {
        guard row + 1 < rowOffsets.count else { return 0..<0 }
        return Int(rowOffsets[row])..<Int(rowOffsets[row + 1])
    }

    /// Whether a cell is damaged, after ``normalize()``.
    func contains(column: Int, row: Int) -> Bool {
        if isFull { return column >= 0 && column < columns && row >= 0 && row < rows }
        guard row >= 0, row < rows else { return false }
        for index in spans(inRow: row) where Int(spanStarts[index]) <= column {
            if column < Int(spanEnds[index]) { return true }
        }
        return false
    }

    /// The number of damaged cells, after ``normalize()``.
    var cellCount: Int {
        if isFull { return columns * rows }
        var total = 0
        for index in spanStarts.indices { total += Int(spanEnds[index] - spanStarts[index]) }
        return total
    }

    /// Calls `body` with each damaged row and its column span, row by row, left to right.
    @inline(__always)
    func forEachSpan(_ body: (_ row: Int, _ columns: Range<Int>) -> Void) {
        if isFull {
            for row in 0..<rows where columns > 0 { body(row, 0..<columns) }
            return
        }
        for row in 0..<rows {
            for index in spans(inRow: row) {
                body(row, Int(spanStarts[index])..<Int(spanEnds[index]))
            }
        }
    }
}
