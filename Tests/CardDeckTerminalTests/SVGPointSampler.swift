import CardDeckTerminal
import CardDeckViews
import Foundation

/// Reads back the colour an SVG document from CardDeckSVG paints at a point, independently of
/// the terminal renderer: groups with opacity and clip paths, and rounded `<rect>`s and
/// `<path>`s filled with a colour, composited back to front. Text is ignored, as
/// ``TerminalScreen/color(at:)`` ignores glyphs; shadows (shapes with a `filter`) are ignored,
/// as the terminal does not draw them. Anything else in the document fails the parse, so a
/// document this sampler cannot read is never compared silently.
struct SVGPointSampler {
    indirect enum Element {
        case group(opacity: Double, clip: Outline?, children: [Element])
        case shape(Outline, red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// A rectangle rounded at each corner, in window space.
    struct Outline {
        var minX, minY, maxX, maxY: Double
        var topLeft = 0.0, topRight = 0.0, bottomLeft = 0.0, bottomRight = 0.0

        func contains(_ x: Double, _ y: Double) -> Bool {
            guard x >= minX, x < maxX, y >= minY, y < maxY else { return false }
            func outside(_ r: Double, _ cx: Double, _ cy: Double, _ inCorner: Bool) -> Bool {
                inCorner && (x - cx) * (x - cx) + (y - cy) * (y - cy) > r * r
            }
            return !outside(
                topLeft, minX + topLeft, minY + topLeft, x < minX + topLeft && y < minY + topLeft)
                && !outside(
                    topRight, maxX - topRight, minY + topRight,
                    x > maxX - topRight && y < minY + topRight)
                && !outside(
                    bottomLeft, minX + bottomLeft, maxY - bottomLeft,
                    x < minX + bottomLeft && y > maxY - bottomLeft)
                && !outside(
                    bottomRight, maxX - bottomRight, maxY - bottomRight,
                    x > maxX - bottomRight && y > maxY - bottomRight)
        }

        /// The outline grown about its centre lines to at least `size`, as the terminal draws
        /// a hairline thinner than a pixel.
        func widened(to size: (width: Double, height: Double)) -> Outline {
            var outline = self
            if maxY - minY < size.height {
                let middle = (minY + maxY) / 2
                outline.minY = middle - size.height / 2
                outline.maxY = middle + size.height / 2
            }
            if maxX - minX < size.width {
                let middle = (minX + maxX) / 2
                outline.minX = middle - size.width / 2
                outline.maxX = middle + size.width / 2
            }
            return outline
        }

        /// Whether a point lies within `margin` of an edge, where two-decimal rounding in the
        /// document may put it on the other side.
        func isNearEdge(_ x: Double, _ y: Double, margin: Double = 0.02) -> Bool {
            [minX, maxX].contains { abs($0 - x) < margin }
                || [minY, maxY].contains { abs($0 - y) < margin }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    let root: [Element]
    private(set) var outlines: [Outline] = []

    /// The pixel size below which outlines grow, as the terminal grows hairlines.
    let pixel: (width: Double, height: Double)

    /// Reads a document.
    ///
    /// - Parameters:
    ///   - document: The SVG.
    ///   - pixel: The terminal's pixel size: outlines thinner than it are widened to it, as the
    ///     terminal renderer widens hairlines (a 5 pt grabber in 8 pt pixels); default none.
    /// - Throws: ``ParseError`` for anything in the document the sampler cannot read.
    init(document: String, pixel: (width: Double, height: Double) = (0, 0)) throws {
        var parser = Parser(text: document)
        root = try parser.parseChildren(until: "svg")
        self.pixel = pixel
        outlines = parser.outlines.map { $0.widened(to: pixel) }
    }

    /// The colour painted at a point over a black backdrop, 0…1 per channel.
    func color(at x: Double, _ y: Double) -> (red: Double, green: Double, blue: Double) {
        var color = (red: 0.0, green: 0.0, blue: 0.0)
        for element in root { color = paint(element, x, y, over: color) }
        return color
    }

    /// Whether any shape's edge passes within two-decimal rounding of the point.
    func isAmbiguous(_ x: Double, _ y: Double) -> Bool {
        outlines.contains { $0.isNearEdge(x, y) }
    }

    private func paint(
        _ element: Element, _ x: Double, _ y: Double,
        over under: (red: Double, green: Double, blue: Double)
    ) -> (red: Double, green: Double, blue: Double) {
        switch element {
        case .shape(let outline, let r, let g, let b, let a):
            guard outline.widened(to: pixel).contains(x, y) else { return under }
            return (
                under.red * (1 - a) + r * a, under.green * (1 - a) + g * a,
                under.blue * (1 - a) + b * a
            )
        case .group(let opacity, let clip, let children):
            if let clip, !clip.widened(to: pixel).contains(x, y) { return under }
            var inner = under
            for child in children { inner = paint(child, x, y, over: inner) }
            let a = opacity
            return (
                under.red * (1 - a) + inner.red * a, under.green * (1 - a) + inner.green * a,
                under.blue * (1 - a) + inner.blue * a
            )
        }
    }

    /// A reader of the tags CardDeckSVG writes, one tag at a time.
    private struct Parser {
        var text: Substring
        var clips: [String: Outline] = [:]
        var outlines: [Outline] = []

        init(text: String) {
            self.text = Substring(text)
        }

        mutating func parseChildren(until closing: String) throws -> [Element] {
            var elements: [Element] = []
            while let tag = try nextTag() {
                if tag.name == "/" + closing { return elements }
                switch tag.name {
                case "svg":
                    elements += try parseChildren(until: "svg")
                    return elements
                case "g":
                    let children = try parseChildren(until: "g")
                    let clip = try tag["clip-path"].map { reference -> Outline in
                        let id = String(reference.dropFirst(5).dropLast())
                        guard let outline = clips[id] else {
                            throw ParseError(description: "no clip \(id)")
                        }
                        return outline
                    }
                    guard tag["transform"] == nil else {
                        throw ParseError(description: "transform")
                    }
                    elements.append(
                        .group(
                            opacity: Double(tag["opacity"] ?? "1") ?? 1, clip: clip,
                            children: children))
                case "rect", "path":
                    guard tag["filter"] == nil else { continue }
                    let outline = try Self.outline(of: tag)
                    outlines.append(outline)
                    guard let fill = tag["fill"], fill.hasPrefix("#") else { continue }
                    let value = Int(fill.dropFirst(), radix: 16) ?? 0
                    elements.append(
                        .shape(
                            outline, red: Double(value >> 16) / 255,
                            green: Double((value >> 8) & 0xFF) / 255,
                            blue: Double(value & 0xFF) / 255,
                            alpha: Double(tag["fill-opacity"] ?? "1") ?? 1))
                case "clipPath":
                    guard let shape = try nextTag(), let id = tag["id"] else {
                        throw ParseError(description: "empty clipPath")
                    }
                    clips[id] = try Self.outline(of: shape)
                    _ = try nextTag()  // </clipPath>
                case "text":
                    while let inner = try nextTag(), inner.name != "/text" {}
                default:
                    throw ParseError(description: "unexpected <\(tag.name)>")
                }
            }
            return elements
        }

        struct Tag {
            var name: String
            var attributes: [String: String]
            subscript(key: String) -> String? { attributes[key] }
        }

        /// The next tag, skipping text between tags; `nil` at the end.
        mutating func nextTag() throws -> Tag? {
            guard let start = text.firstIndex(of: "<"), let end = text[start...].firstIndex(of: ">")
            else {
                return nil
            }
            var body = text[text.index(after: start)..<end]
            text = text[text.index(after: end)...]
            if body.hasSuffix("/") { body = body.dropLast() }
            let name = String(body.prefix { $0 != " " })
            var attributes: [String: String] = [:]
            var rest = body.dropFirst(name.count)
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
                let valueStart = rest.index(equals, offsetBy: 2)
                guard let valueEnd = rest[valueStart...].firstIndex(of: "\"") else { break }
                attributes[key] = String(rest[valueStart..<valueEnd])
                rest = rest[rest.index(after: valueEnd)...]
            }
            return Tag(name: name, attributes: attributes)
        }

        static func outline(of tag: Tag) throws -> Outline {
            if tag.name == "rect" {
                let number = { (key: String) in Double(tag[key] ?? "0") ?? 0 }
                let r = number("rx")
                return Outline(
                    minX: number("x"), minY: number("y"), maxX: number("x") + number("width"),
                    maxY: number("y") + number("height"), topLeft: r, topRight: r, bottomLeft: r,
                    bottomRight: r)
            }
            // M(x0+tl) y0 H(x1-tr) [A] V(y1-br) [A] H(x0+bl) [A] V(y0+tl) [A] Z
            guard let d = tag["d"] else { throw ParseError(description: "path without d") }
            var numbers: [(command: Character, values: [Double])] = []
            for part in d.split(separator: " ", omittingEmptySubsequences: true) {
                if let first = part.first, first.isLetter {
                    numbers.append(
                        (first, part.dropFirst().isEmpty ? [] : [Double(part.dropFirst()) ?? 0]))
                } else {
                    numbers[numbers.count - 1].values.append(Double(part) ?? 0)
                }
            }
            let m = numbers[0].values
            let hs = numbers.filter { $0.command == "H" }.map { $0.values[0] }
            let vs = numbers.filter { $0.command == "V" }.map { $0.values[0] }
            let ends = numbers.filter { $0.command == "A" }.map { ($0.values[5], $0.values[6]) }
            let xs = [m[0]] + hs + ends.map(\.0)
            let ys = [m[1]] + vs + ends.map(\.1)
            let (x0, x1, y0, y1) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
            return Outline(
                minX: x0, minY: y0, maxX: x1, maxY: y1, topLeft: m[0] - x0, topRight: x1 - hs[0],
                bottomLeft: hs[1] - x0, bottomRight: y1 - vs[0])
        }
    }
}
