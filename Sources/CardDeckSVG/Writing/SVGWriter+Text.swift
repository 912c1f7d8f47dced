import CardDeckViews

extension SVGWriter {
    /// The distance between baselines, as a multiple of the font size.
    static let lineHeight = 1.2
    /// The baseline's distance from the top of its line, as a multiple of the font size: the
    /// half-leading plus a typical sans-serif ascent.
    static let baseline = 0.95

    /// A `<text>` element with one `<tspan>` per line of `text`.
    ///
    /// Lines are split at every line break and centred vertically in `rect` as a block, as a
    /// label centres its text; horizontally they sit against the leading edge, the centre or the
    /// trailing edge. Text is not wrapped and may overflow the rectangle; a clipping node clips
    /// it. The tspans share one line of output, since whitespace between them would be drawn.
    ///
    /// - Parameters:
    ///   - text: The text; its string is not empty.
    ///   - rect: The node's rectangle in the drawing space.
    ///   - transform: The drawing space's mapping to window space, if any.
    /// - Returns: The element, on one line.
    func textTag(_ text: TextContent, in rect: Rect, _ transform: AffineTransform2D?) -> String {
        let lines = text.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let size = text.fontSize
        let top = rect.midY - Double(lines.count) * Self.lineHeight * size / 2
        let x: Double
        let anchor: String?
        switch text.alignment {
        case .leading: (x, anchor) = (rect.minX, nil)
        case .center: (x, anchor) = (rect.midX, "middle")
        case .trailing: (x, anchor) = (rect.maxX, "end")
        }
        var tag = "<text font-size=\"\(SVGFormat.number(size))\""
        if text.isBold { tag += " font-weight=\"bold\"" }
        if let anchor { tag += " text-anchor=\"\(anchor)\"" }
        tag += " " + paint(text.color.clamped)
        if let transform { tag += " transform=\"\(Self.matrix(transform))\"" }
        tag += " xml:space=\"preserve\">"
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let y = top + (Double(index) * Self.lineHeight + Self.baseline) * size
            tag += "<tspan x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(y))\">"
            tag += SVGFormat.escaped(String(line)) + "</tspan>"
        }
        return tag + "</text>"
    }
}
