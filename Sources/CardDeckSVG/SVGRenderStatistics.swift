/// Figures an ``SVGRenderer`` keeps about the frames it draws.
///
/// The figures of the latest frame are replaced at every commit; ``frameCount`` and
/// ``totalByteCount`` add up over the renderer's life. Render time is not measured here, so
/// that drawing stays free of clocks; the `carddeck-bench` executable times it.
public struct SVGRenderStatistics: Hashable, Sendable {
    /// How many frames have been drawn (commits received), ≥ 0; default 0.
    public var frameCount = 0
    /// How many mutations the latest commit carried, ≥ 0; default 0.
    public var mutationCount = 0
    /// The size of the latest document, in bytes of UTF-8, ≥ 0; default 0.
    public var byteCount = 0
    /// The size of every document drawn so far, in bytes of UTF-8, ≥ 0; default 0.
    public var totalByteCount = 0
    /// How many nodes the latest document draws, ≥ 0; default 0.
    public var nodeCount = 0
    /// How many subtrees the latest document leaves out, each counted once by its root, ≥ 0;
    /// default 0. See ``SVGFrame/omittedNodeCount``.
    public var omittedNodeCount = 0

    /// Creates statistics with every figure zero.
    public init() {}
}
