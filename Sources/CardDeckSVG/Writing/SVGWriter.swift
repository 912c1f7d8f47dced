import CardDeckViews

/// Writes captured elements as SVG text, one element per line, indented by depth.
///
/// Output is a pure function of the elements and the identifier prefix: attributes always come
/// in the same order, numbers go through ``SVGFormat``, and identifiers are the elements'
/// positions in tree order (`n0` is the root), so an unchanged frame gives the same bytes.
struct SVGWriter {
    /// The text written so far.
    private(set) var output = ""
    /// Prepended to every identifier, so several frames can share one document.
    let idPrefix: String
    private var nextIndex = 0

    /// The generic font stack every document starts with.
    static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"

    /// Creates a writer.
    ///
    /// - Parameter idPrefix: Prepended to every identifier; default none.
    init(idPrefix: String = "") {
        self.idPrefix = idPrefix
    }

    /// Appends raw text.
    mutating func append(_ text: String) {
        output += text
    }

    /// The opening tag of a document `size` points large, its viewBox at the origin.
    static func openingTag(size: Size) -> String {
        let width = SVGFormat.number(size.width)
        let height = SVGFormat.number(size.height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(fontFamily)\">\n"
    }

    /// Writes an element and its children.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - depth: The indentation level of its group.
    mutating func write(_ element: SVGElement, depth: Int) {
        let id = idPrefix + "n\(nextIndex)"
        nextIndex += 1
        let indent = String(repeating: "  ", count: depth)
        var group = "\(indent)<g id=\"\(id)\""
        if let name = element.name { group += " data-name=\"\(SVGFormat.escaped(name))\"" }
        let opacity = SVGFormat.opacity(element.opacity)
        if opacity != "1" { group += " opacity=\"\(opacity)\"" }
        let isEmpty =
            element.children.isEmpty && element.fill == nil && element.shadow == nil
            && element.border == nil && element.text == nil
        guard !isEmpty else {
            output += group + "/>\n"
            return
        }
        output += group + ">\n"
        let inner = indent + "  "
        if let shape = element.shape {
            if let shadow = element.shadow { writeShadow(shadow, of: shape, element, id, inner) }
            if let fill = element.fill {
                output += inner + tag(shape, element.transform, paint: paint(fill)) + "\n"
            }
        }
        var contentIndent = inner
        let clipsContent = element.clips && (element.text != nil || !element.children.isEmpty)
        if clipsContent, let shape = element.shape {
            output += "\(inner)<clipPath id=\"\(id)-clip\">"
            output += tag(shape, element.transform, paint: "") + "</clipPath>\n"
            output += "\(inner)<g clip-path=\"url(#\(id)-clip)\">\n"
            contentIndent += "  "
        }
        if let text = element.text, let shape = element.shape {
            output += contentIndent + textTag(text, in: shape.rect, element.transform) + "\n"
        }
        for child in element.children {
            write(child, depth: depth + (clipsContent ? 2 : 1))
        }
        if clipsContent { output += "\(inner)</g>\n" }
        if let border = element.border, let shape = element.shape {
            output += inner + borderTag(border, of: shape, element.transform) + "\n"
        }
        output += "\(indent)</g>\n"
    }

    /// A blurred copy of the shape, offset and filled with the shadow's colour, with its blur
    /// filter just before it.
    private mutating func writeShadow(
        _ shadow: Shadow, of shape: SVGShape, _ element: SVGElement, _ id: String,
        _ indent: String
    ) {
        let moved = shape.offsetBy(shadow.offset)
        let color = shadow.color.clamped
        var paint = "fill=\"\(SVGFormat.hex(color))\""
        paint += " fill-opacity=\"\(SVGFormat.opacity(color.alpha * shadow.opacity))\""
        if shadow.radius > 0 {
            // Core Animation's shadow radius is about twice the Gaussian's standard deviation;
            // three deviations hold all but 0.3 % of the blur.
            let deviation = shadow.radius / 2
            let region = moved.rect.insetBy(dx: -3 * deviation, dy: -3 * deviation)
            let n = { (value: Double) in SVGFormat.number(value) }
            output += "\(indent)<filter id=\"\(id)-shadow\" filterUnits=\"userSpaceOnUse\" "
            output += "x=\"\(n(region.minX))\" y=\"\(n(region.minY))\" "
            output += "width=\"\(n(region.width))\" height=\"\(n(region.height))\">"
            output += "<feGaussianBlur stdDeviation=\"\(n(deviation))\"/></filter>\n"
            paint += " filter=\"url(#\(id)-shadow)\""
        }
        output += indent + tag(moved, element.transform, paint: paint) + "\n"
    }

    /// The fill attributes of a colour: `fill`, and `fill-opacity` when it is not opaque.
    func paint(_ color: Color) -> String {
        let opacity = SVGFormat.opacity(color.alpha)
        let fill = "fill=\"\(SVGFormat.hex(color))\""
        return opacity == "1" ? fill : fill + " fill-opacity=\"\(opacity)\""
    }

    /// A border: the ring between the shape and the shape inset by the border's width, filled
    /// with the even-odd rule, so the line lies inside the shape and follows its corners
    /// exactly; a border as wide as half the shape fills it.
    private func borderTag(
        _ border: Border, of shape: SVGShape, _ transform: AffineTransform2D?
    ) -> String {
        let fill = paint(border.color.clamped)
        guard let inner = shape.inset(by: border.width) else {
            return tag(shape, transform, paint: fill)
        }
        var text = "<path d=\"\(shape.pathData) \(inner.pathData)\""
        if let transform { text += " transform=\"\(Self.matrix(transform))\"" }
        return text + " " + fill + " fill-rule=\"evenodd\"/>"
    }

    /// A `<rect>` when every corner has the same radius, else a `<path>`.
    private func tag(_ shape: SVGShape, _ transform: AffineTransform2D?, paint: String) -> String {
        let n = { (value: Double) in SVGFormat.number(value) }
        var text: String
        if shape.hasUniformCorners {
            let rect = shape.rect
            text = "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" "
            text += "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            if shape.topLeft > 0 { text += " rx=\"\(n(shape.topLeft))\"" }
        } else {
            text = "<path d=\"\(shape.pathData)\""
        }
        if let transform { text += " transform=\"\(Self.matrix(transform))\"" }
        if !paint.isEmpty { text += " " + paint }
        return text + "/>"
    }

    /// The `matrix(…)` of a transform: four decimals for the linear part, two for the offset.
    static func matrix(_ t: AffineTransform2D) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { SVGFormat.number($0, decimals: 4) }
        let offset = [t.tx, t.ty].map { SVGFormat.number($0) }
        return "matrix(" + (linear + offset).joined(separator: " ") + ")"
    }
}
