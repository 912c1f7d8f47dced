import CardDeckViews

/// Several frames side by side in one SVG document, for documentation: a transition as a
/// strip of film.
///
/// Frames are placed left to right in the order given, top-aligned, with ``gap`` points
/// around and between them; each frame is a nested `<svg>` that clips to its window, so
/// nothing drawn outside a window spills into its neighbour. Identifiers inside frame *i* are
/// prefixed `f<i>-`, so references stay unique in the shared document.
///
/// ```swift
/// var frames: [SVGFrame] = []
/// for _ in 0..<4 {
///     window.advance(by: 0.1)
///     frames.append(SVGFrame(capturing: window))
/// }
/// let strip = SVGFilmstrip(frames: frames, labels: ["0.1 s", "0.2 s", "0.3 s", "0.4 s"])
/// try strip.document.write(toFile: "present.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGFilmstrip: Hashable, Sendable {
    /// The frames, left to right.
    public var frames: [SVGFrame]
    /// A caption under each frame, by position; default none. Missing captions leave their
    /// frame without one, extra captions are ignored, and with no captions at all the strip
    /// has no caption band.
    public var labels: [String]
    /// The space around and between frames, in points, ≥ 0; default 16. Negative and
    /// non-finite values count as 0.
    public var gap: Double
    /// The captions' font size, in points, > 0; default 14. Values that are not finite and
    /// positive count as 14.
    public var labelFontSize: Double
    /// The colour behind the whole strip, or `nil` for none (transparent); default `nil`.
    public var background: Color?

    /// Creates a filmstrip.
    ///
    /// - Parameters:
    ///   - frames: The frames, left to right.
    ///   - labels: A caption under each frame, by position; default none.
    ///   - gap: The space around and between frames, in points, ≥ 0; default 16.
    ///   - labelFontSize: The captions' font size, in points, > 0; default 14.
    ///   - background: The colour behind the strip; default `nil` (transparent).
    public init(
        frames: [SVGFrame],
        labels: [String] = [],
        gap: Double = 16,
        labelFontSize: Double = 14,
        background: Color? = nil
    ) {
        self.frames = frames
        self.labels = labels
        self.gap = gap
        self.labelFontSize = labelFontSize
        self.background = background
    }

    /// The whole strip's size, in points: every frame's width plus the gaps, by the tallest
    /// frame plus the caption band and the gaps.
    public var size: Size {
        let spacing = self.spacing
        let width = frames.reduce(spacing) { $0 + $1.size.width + spacing }
        let height = spacing + tallest + captionBand + spacing
        return Size(width: width, height: height)
    }

    /// The strip as a self-contained SVG document, deterministic like ``SVGFrame/document``.
    public var document: String {
        let spacing = self.spacing
        let n = { (value: Double) in SVGFormat.number(value) }
        var writer = SVGWriter()
        writer.append(SVGWriter.openingTag(size: size))
        if let background {
            let color = background.clamped
            writer.append(
                "  <rect width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
                    + writer.paint(color) + "/>\n")
        }
        var x = spacing
        for (index, frame) in frames.enumerated() {
            let (width, height) = (n(frame.size.width), n(frame.size.height))
            writer.append(
                "  <svg id=\"f\(index)\" x=\"\(n(x))\" y=\"\(n(spacing))\" width=\"\(width)\" "
                    + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n")
            var frameWriter = SVGWriter(idPrefix: "f\(index)-")
            frame.writeBody(into: &frameWriter, depth: 2)
            writer.append(frameWriter.output)
            writer.append("  </svg>\n")
            if index < labels.count, !labels[index].isEmpty {
                let baseline = spacing + tallest + 1.45 * fontSize
                writer.append(
                    "  <text x=\"\(n(x + frame.size.width / 2))\" y=\"\(n(baseline))\" "
                        + "font-size=\"\(n(fontSize))\" text-anchor=\"middle\" fill=\"#3C3C43\" "
                        + "xml:space=\"preserve\">\(SVGFormat.escaped(labels[index]))</text>\n")
            }
            x += frame.size.width + spacing
        }
        writer.append("</svg>\n")
        return writer.output
    }

    private var spacing: Double { gap.isFinite ? max(gap, 0) : 0 }

    private var fontSize: Double {
        labelFontSize.isFinite && labelFontSize > 0 ? labelFontSize : 14
    }

    private var tallest: Double { frames.map(\.size.height).max() ?? 0 }

    /// Two font sizes when any frame has a caption, else nothing.
    private var captionBand: Double {
        labels.prefix(frames.count).contains { !$0.isEmpty } ? 2 * fontSize : 0
    }
}
