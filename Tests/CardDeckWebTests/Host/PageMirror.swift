import CardDeckViews
import CardDeckWeb
import Foundation

/// A DOM-like tree in Swift that applies patch messages exactly as the page's runtime does
/// (`WebPage.html`): decoded from their JSON text, one operation after another, inserting
/// before the child at an index. After every frame it must equal the window's tree: the
/// web host's conformance check.
final class PageMirror {
    struct Element: Equatable {
        var parent: UInt64?
        var children: [UInt64] = []
        var style = WebStyle()
        /// The ARIA attributes the page set, by name.
        var aria: [String: String] = [:]
    }

    private(set) var elements: [UInt64: Element] = [:]
    private(set) var windowChildren: [UInt64] = []
    private(set) var windowSize = Size.zero
    private(set) var frame = -1
    /// Operations applied, by kind (`i`, `m`, `r`, `u`, `R`, `W`).
    private(set) var operationCounts: [String: Int] = [:]
    /// Style fields written by inserts and updates.
    private(set) var fieldWrites = 0
    /// What the live region received, oldest first.
    private(set) var announcements: [String] = []

    enum MirrorError: Error, CustomStringConvertible {
        case malformed(String)
        var description: String {
            switch self {
            case .malformed(let why): "malformed patch: \(why)"
            }
        }
    }

    /// Applies one patch message.
    func apply(message text: String) throws {
        guard
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            object["t"] as? String == "patch", let frame = object["f"] as? Int,
            let operations = object["ops"] as? [[Any]]
        else { throw MirrorError.malformed(String(text.prefix(80))) }
        for operation in operations { try apply(operation) }
        self.frame = frame
    }

    private func apply(_ operation: [Any]) throws {
        guard let kind = operation.first as? String else { throw MirrorError.malformed("kind") }
        operationCounts[kind, default: 0] += 1
        func id(_ index: Int) throws -> UInt64 {
            guard operation.count > index, let value = operation[index] as? Int, value >= 0 else {
                throw MirrorError.malformed("\(kind) id")
            }
            return UInt64(value)
        }
        func int(_ index: Int) throws -> Int {
            guard operation.count > index, let value = operation[index] as? Int else {
                throw MirrorError.malformed("\(kind) index")
            }
            return value
        }
        switch kind {
        case "R":
            elements.removeAll()
            windowChildren.removeAll()
            windowSize = try size(operation, at: 1)
        case "W":
            windowSize = try size(operation, at: 1)
        case "i":
            let element = try id(1)
            if elements[element] != nil { remove(element) }
            var created = Element()
            guard let fields = operation[safe: 4] as? [String: Any] else {
                throw MirrorError.malformed("insert fields")
            }
            try Self.decode(fields, into: &created.style)
            fieldWrites += fields.count
            elements[element] = created
            place(element, parent: try id(2), index: try int(3))
        case "m":
            let element = try id(1)
            if elements[element] != nil { place(element, parent: try id(2), index: try int(3)) }
        case "r":
            let element = try id(1)
            if elements[element] != nil { remove(element) }
        case "u":
            let element = try id(1)
            guard let fields = operation[safe: 2] as? [String: Any] else {
                throw MirrorError.malformed("update fields")
            }
            fieldWrites += fields.count
            if var existing = elements[element] {
                try Self.decode(fields, into: &existing.style)
                elements[element] = existing
            }
        case "a":
            let element = try id(1)
            guard let attributes = operation[safe: 2] as? [String: Any] else {
                throw MirrorError.malformed("aria attributes")
            }
            for (name, value) in attributes {
                elements[element]?.aria[name] = value as? String
            }
        case "L":
            guard let message = operation[safe: 1] as? String else {
                throw MirrorError.malformed("announcement")
            }
            announcements.append(message)
        default:
            throw MirrorError.malformed("unknown operation \(kind)")
        }
    }

    /// `box.insertBefore(el, box.children[index] || null)` unless that child is the element.
    private func place(_ element: UInt64, parent: UInt64, index: Int) {
        guard parent == WebPatchOperation.windowID || elements[parent] != nil else { return }
        let siblings = children(of: parent)
        let reference = index >= 0 && index < siblings.count ? siblings[index] : nil
        if reference == element { return }
        detach(element)
        var list = children(of: parent)
        let position = reference.flatMap { list.firstIndex(of: $0) } ?? list.count
        list.insert(element, at: position)
        setChildren(list, of: parent)
        elements[element]?.parent = parent
    }

    private func detach(_ element: UInt64) {
        guard let parent = elements[element]?.parent else { return }
        setChildren(children(of: parent).filter { $0 != element }, of: parent)
        elements[element]?.parent = nil
    }

    private func remove(_ element: UInt64) {
        detach(element)
        var stack = [element]
        while let next = stack.popLast() {
            if let removed = elements.removeValue(forKey: next) {
                stack.append(contentsOf: removed.children)
            }
        }
    }

    private func children(of parent: UInt64) -> [UInt64] {
        parent == WebPatchOperation.windowID ? windowChildren : elements[parent]?.children ?? []
    }

    private func setChildren(_ list: [UInt64], of parent: UInt64) {
        if parent == WebPatchOperation.windowID {
            windowChildren = list
        } else {
            elements[parent]?.children = list
        }
    }

    private func size(_ operation: [Any], at index: Int) throws -> Size {
        guard let width = (operation[safe: index] as? NSNumber)?.doubleValue,
            let height = (operation[safe: index + 1] as? NSNumber)?.doubleValue
        else { throw MirrorError.malformed("size") }
        return Size(width: width, height: height)
    }

    /// Where the mirror differs from the window's tree, or `nil` when it equals it: the same
    /// elements in the same order, each with the style of its node's presented values.
    @MainActor
    func difference(from window: Window) -> String? {
        if windowSize != window.size { return "window size \(windowSize) ≠ \(window.size)" }
        let rootID = window.root.id.rawValue
        if windowChildren != [rootID] { return "window children \(windowChildren) ≠ [\(rootID)]" }
        var count = 0
        var stack = [window.root]
        while let node = stack.popLast() {
            count += 1
            let id = node.id.rawValue
            guard let element = elements[id] else { return "node \(id) has no element" }
            let expected = node.subviews.map(\.id.rawValue)
            if element.children != expected {
                return "element \(id) children \(element.children) ≠ \(expected)"
            }
            let style = WebStyle(node.presentation)
            if element.style != style {
                let fields = element.style.fieldsDiffering(from: style)
                return
                    "element \(id) style differs in \(WebStyle.Field.allCases.filter { fields.contains($0) })"
            }
            stack.append(contentsOf: node.subviews)
        }
        if count != elements.count { return "\(elements.count) elements for \(count) nodes" }
        return nil
    }

    // MARK: Decoding

    static func decode(_ fields: [String: Any], into style: inout WebStyle) throws {
        for (key, value) in fields {
            guard let field = WebStyle.Field(key: key) else {
                throw MirrorError.malformed("unknown field \(key)")
            }
            switch field {
            case .matrix:
                let m = try numbers(value, count: 6)
                style.matrix = AffineTransform2D(
                    a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            case .size:
                let s = try numbers(value, count: 2)
                style.size = Size(width: s[0], height: s[1])
            case .origin:
                let o = try numbers(value, count: 2)
                style.origin = Point(x: o[0], y: o[1])
            case .opacity: style.opacity = try numbers([value], count: 1)[0]
            case .isHidden: style.isHidden = try numbers([value], count: 1)[0] == 1
            case .background: style.background = try color(value)
            case .radii:
                let r = try numbers(value, count: 4)
                style.radii = CornerRadii(
                    topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3])
            case .clips: style.clips = try numbers([value], count: 1)[0] == 1
            case .shadow:
                if value is NSNull {
                    style.shadow = nil
                } else {
                    guard let list = value as? [Any], list.count == 4 else {
                        throw MirrorError.malformed("shadow")
                    }
                    let n = try numbers(Array(list.prefix(3)), count: 3)
                    style.shadow = WebStyle.Shadow(
                        x: n[0], y: n[1], blur: n[2], color: try color(list[3]) ?? 0)
                }
            case .border:
                if value is NSNull {
                    style.border = nil
                } else {
                    guard let list = value as? [Any], list.count == 2 else {
                        throw MirrorError.malformed("border")
                    }
                    style.border = WebStyle.Border(
                        width: try numbers([list[0]], count: 1)[0], color: try color(list[1]) ?? 0)
                }
            case .text:
                if value is NSNull {
                    style.text = nil
                } else {
                    guard let list = value as? [Any], list.count == 5,
                        let string = list[0] as? String, let align = list[4] as? String
                    else { throw MirrorError.malformed("text") }
                    let alignment: TextContent.Alignment =
                        align == "c" ? .center : align == "t" ? .trailing : .leading
                    style.text = WebStyle.Text(
                        string: string, fontSize: try numbers([list[1]], count: 1)[0],
                        isBold: try numbers([list[2]], count: 1)[0] == 1,
                        color: try color(list[3]) ?? 0, alignment: alignment)
                }
            }
        }
    }

    private static func numbers(_ value: Any, count: Int) throws -> [Double] {
        guard let list = value as? [Any], list.count == count else {
            throw MirrorError.malformed("expected \(count) numbers")
        }
        return try list.map {
            guard let number = ($0 as? NSNumber)?.doubleValue else {
                throw MirrorError.malformed("not a number")
            }
            return number
        }
    }

    private static func color(_ value: Any) throws -> UInt32? {
        if value is NSNull { return nil }
        guard let text = value as? String, text.count == 9, text.hasPrefix("#"),
            let rgba = UInt32(text.dropFirst(), radix: 16)
        else { throw MirrorError.malformed("colour") }
        return rgba
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension PageMirror {
    /// The page as text: every element in tree order, indented, with its style.
    var canonicalText: String {
        var lines = ["window \(windowSize.width)×\(windowSize.height)"]
        var stack = windowChildren.reversed().map { ($0, 1) }
        while let (id, depth) = stack.popLast() {
            guard let element = elements[id] else { continue }
            lines.append(String(repeating: "  ", count: depth) + "\(element.style)")
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}
