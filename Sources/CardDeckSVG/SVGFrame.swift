import CardDeckViews

/// One frame of a window, captured from the presented tree, ready to be written as SVG.
///
/// A frame is a value: it keeps what every visible node draws, not the nodes, so it can be
/// kept, compared and written long after the tree has moved on. ``SVGRenderer`` captures one
/// at every commit; ``SVGFilmstrip`` lays several side by side.
///
/// What is drawn, for each node in tree order (back to front):
/// - its shadow, a blurred copy of its rounded shape (as if `shadowPath` were that shape,
///   and whether or not the node clips, since clipping applies to subviews here);
/// - its background colour, filling its shape: the bounds rounded by `cornerRadius` at the
///   `maskedCorners` (a `<rect>` when all four corners match, else a `<path>`);
/// - its text, then its subviews, both clipped to the shape when `clipsToBounds` is set;
/// - its border, inside the shape and above the subviews, as Core Animation draws it.
///
/// A node's opacity applies to its group, so a faded node fades its whole subtree. Hidden
/// nodes and nodes whose opacity rounds to 0 are left out with their subtrees. A node with no
/// area draws nothing itself; its subviews are still drawn unless it clips. A node whose
/// presented geometry is not finite is left out with its subtree, so no document ever
/// contains `nan` or `inf`.
public struct SVGFrame: Hashable, Sendable {
    /// The window's size, in points: the document's width, height and viewBox.
    public let size: Size
    /// The window's time at the capture, in seconds.
    public let time: Double
    /// The window's frame counter at the capture.
    public let frameNumber: Int
    /// How many nodes the frame draws (each as one group).
    public let nodeCount: Int
    /// How many subtrees the frame leaves out (hidden, transparent, clipped away or with
    /// geometry that is not finite), each counted once by its root.
    public let omittedNodeCount: Int
    /// The root node's element, or `nil` when the root itself is left out.
    let root: SVGElement?

    /// Captures the window's presented tree as it is now.
    ///
    /// A host captures at a commit (``SVGRenderer`` does); capturing between commits also
    /// sees changes the window has not committed yet.
    ///
    /// - Parameter window: The window to capture.
    @MainActor
    public init(capturing window: Window) {
        var tally = SVGElement.Tally()
        root = SVGElement.capture(window.root, parentToWindow: .identity, tally: &tally)
        size = window.size
        time = window.time
        frameNumber = window.frameCount
        nodeCount = tally.drawn
        omittedNodeCount = tally.omitted
    }

    /// The frame as a self-contained SVG document.
    ///
    /// The `<svg>` element is as large as the window, with the window's bounds as its
    /// viewBox; each node is a `<g>` whose `id` is `n` and its position in tree order (`n0`
    /// is the root) and whose `data-name` is its accessibility identifier. Lengths have at most
    /// two decimals, opacities three, and no trailing zeros; the same frame always gives the
    /// same text, so golden files diff cleanly. The document ends with a line break.
    public var document: String {
        var writer = SVGWriter()
        writer.append(SVGWriter.openingTag(size: size))
        writeBody(into: &writer, depth: 1)
        writer.append("</svg>\n")
        return writer.output
    }

    /// Writes the frame's elements, without the enclosing `<svg>` element.
    ///
    /// - Parameters:
    ///   - writer: The writer; its identifier prefix keeps several frames apart.
    ///   - depth: The indentation level of the root group.
    func writeBody(into writer: inout SVGWriter, depth: Int) {
        if let root { writer.write(root, depth: depth) }
    }
}
