import CardDeckSVG
import CardDeckTesting
import CardDeckViews

/// A window with an SVG renderer attached; keep it for as long as the renderer is read.
@MainActor
struct RenderedWindow {
    let window: Window
    let renderer = SVGRenderer()

    /// Creates a window of `size`, attaches the renderer and runs the first frame.
    init(size: Size = Size(width: 200, height: 100)) {
        window = Window(size: size)
        window.attach(renderer)
        window.advance(by: 1 / window.frameRate)
    }

    /// Runs one frame and returns the latest document.
    @discardableResult
    func frame() -> String {
        window.advance(by: 1 / window.frameRate)
        return renderer.svg
    }

    /// Adds a node with a frame and optional fill to the root (or `parent`).
    @discardableResult
    func add(
        _ frame: Rect, fill: Color? = nil, name: String? = nil, to parent: ViewNode? = nil
    ) -> ViewNode {
        let node = ViewNode(frame: frame)
        node.backgroundColor = fill
        node.accessibilityIdentifier = name
        (parent ?? window.root).addSubview(node)
        return node
    }
}

/// The lines of a document that contain `text`, trimmed.
func lines(of document: String, containing text: String) -> [String] {
    document.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        .filter { $0.contains(text) }
}

/// Checks that a document is well-formed as far as these documents need: every tag closes in
/// order, attribute values are quoted, and `&` and `<` appear only as markup. Returns the
/// first problem, or `nil`.
func wellFormednessProblem(in document: String) -> String? {
    var open: [Substring] = []
    var rest = Substring(document)
    while let start = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
        if let problem = textProblem(rest[..<start]) { return problem }
        if rest[start] == "&" {
            let entity = rest[start...].prefix { $0 != ";" }
            guard ["&amp", "&lt", "&gt", "&quot", "&apos"].contains(String(entity)) else {
                return "bad entity \(entity.prefix(8))"
            }
            rest = rest[rest.index(start, offsetBy: entity.count + 1)...]
            continue
        }
        guard let end = rest[start...].firstIndex(of: ">") else { return "unclosed tag" }
        let tag = rest[rest.index(after: start)..<end]
        rest = rest[rest.index(after: end)...]
        if tag.hasPrefix("/") {
            guard open.popLast() == tag.dropFirst() else { return "mismatched </\(tag)>" }
        } else if !tag.hasSuffix("/") {
            open.append(tag.prefix { $0 != " " })
        }
        if tag.filter({ $0 == "\"" }).count % 2 != 0 { return "unbalanced quotes in <\(tag)>" }
    }
    if let problem = textProblem(rest) { return problem }
    return open.isEmpty ? nil : "unclosed <\(open.last!)>"
}

private func textProblem(_ text: Substring) -> String? {
    text.contains(">") ? "stray > in text" : nil
}

extension SnapshotFormat where Value == SVGRenderer {
    /// The renderer's latest frame as an SVG document.
    static var svg: SnapshotFormat<SVGRenderer> {
        SnapshotFormat(pathExtension: "svg") { $0.svg }
    }
}
