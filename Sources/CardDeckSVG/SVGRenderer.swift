import CardDeckViews

/// A host renderer that draws each committed frame of a window as one SVG document.
///
/// Attach it to a window; at every commit it captures the presented tree as an ``SVGFrame``
/// and writes the frame's document, which ``svg`` returns until the next commit. Frames
/// without changes produce no commit, so the document stays the same.
///
/// ```swift
/// let renderer = SVGRenderer()
/// window.attach(renderer)
/// window.advance(by: 0.25)
/// try renderer.svg.write(toFile: "frame.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The renderer reads presented values only and never changes the tree. Each commit redraws
/// the whole window, since a document is a whole picture; the cost grows with the number of
/// visible nodes, not with the number of mutations. See ``SVGFrame`` for what each node draws
/// and how bad geometry is handled.
@MainActor
public final class SVGRenderer: HostRenderer {
    /// The latest frame captured, or `nil` before the first commit.
    public private(set) var latestFrame: SVGFrame?

    /// The latest frame's SVG document; before the first commit, an empty document zero
    /// points large.
    public private(set) var svg: String

    /// Figures about the frames drawn so far; all zero before the first commit.
    public private(set) var statistics = SVGRenderStatistics()

    /// Creates a renderer that has drawn nothing yet.
    public init() {
        svg = SVGWriter.openingTag(size: .zero) + "</svg>\n"
    }

    /// Captures the window's presented tree and writes its document.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes; only counted, since every frame is drawn whole.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        let frame = SVGFrame(capturing: window)
        latestFrame = frame
        svg = frame.document
        statistics.frameCount += 1
        statistics.mutationCount = mutations.count
        statistics.byteCount = svg.utf8.count
        statistics.totalByteCount += statistics.byteCount
        statistics.nodeCount = frame.nodeCount
        statistics.omittedNodeCount = frame.omittedNodeCount
    }
}
