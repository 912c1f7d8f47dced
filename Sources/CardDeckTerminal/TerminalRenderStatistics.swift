/// Figures a ``TerminalRenderer`` keeps about the frames it draws.
///
/// The figures of the latest frame are replaced at every frame drawn; ``frameCount``,
/// ``totalByteCount``, ``fullRepaintCount`` and ``failedWriteCount`` add up over the
/// renderer's life.
public struct TerminalRenderStatistics: Hashable, Sendable {
    /// How many frames have been drawn, ≥ 0; default 0.
    public var frameCount = 0
    /// How many mutations the latest commit carried, ≥ 0; default 0 (and 0 for a
    /// ``TerminalRenderer/redraw(_:)`` outside a commit).
    public var mutationCount = 0
    /// The bytes written for the latest frame, ≥ 0; default 0. A frame in which no cell
    /// changed writes 0 bytes (and does not call the output at all).
    public var byteCount = 0
    /// The bytes written for every frame so far, ≥ 0; default 0.
    public var totalByteCount = 0
    /// Cells written in the latest frame, ≥ 0; default 0. A two-cell glyph counts twice.
    public var emittedCellCount = 0
    /// Cells left alone in the latest frame because they showed the same as before, ≥ 0;
    /// default 0. Emitted plus elided cells make the whole screen.
    public var elidedCellCount = 0
    /// Whether the latest frame repainted every cell (the first frame, a new size, after
    /// ``TerminalRenderer/invalidate()`` or a failed write); default `false`.
    public var wasFullRepaint = false
    /// How many frames repainted every cell, ≥ 0; default 0.
    public var fullRepaintCount = 0
    /// How many writes the output refused, ≥ 0; default 0.
    public var failedWriteCount = 0
    /// How many cells the latest frame rasterized and composed again, ≥ 0; default 0: the
    /// cells its changes damaged, or every cell for a full repaint. The rest kept what they
    /// showed without any work.
    public var rasterizedCellCount = 0
    /// How many nodes the latest frame drew, ≥ 0; default 0. Subtrees in which nothing draws
    /// are not walked and not counted.
    public var nodeCount = 0
    /// How many subtrees the latest frame left out (hidden, transparent, not finite, or
    /// clipped away), each counted once by its root, ≥ 0; default 0.
    public var omittedNodeCount = 0
    /// How long the latest frame took to draw, encode and write, in seconds, ≥ 0; default 0.
    /// Measured with `SystemClock`, so it varies from run to run; never compare it in a test.
    public var renderDuration = 0.0

    /// Creates statistics with every figure zero.
    public init() {}

    /// The share of the latest frame's cells left alone, 0…1; 0 for an empty screen.
    public var elidedFraction: Double {
        let total = emittedCellCount + elidedCellCount
        return total == 0 ? 0 : Double(elidedCellCount) / Double(total)
    }
}
