/// The text of ``Window/treeDescription``.
@MainActor
enum TreeDescription {
    static func text(of window: Window) -> String {
        let size = window.size
        var lines: [String] = ["Window \(format(size.width))×\(format(size.height))"]
        describe(window.root, depth: 1, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ node: ViewNode, depth: Int, into lines: inout [String]) {
        let state = node.presentation
        let name =
            node.accessibilityIdentifier.map { "\"\($0)\"" } ?? String(describing: type(of: node))
        var parts = [String(repeating: "  ", count: depth) + name, "frame=" + format(state.frame)]
        if state.bounds.origin != .zero {
            parts.append("boundsOrigin=" + format(state.bounds.origin))
        }
        if state.transform != .identity {
            let t = state.transform
            parts.append(
                "transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: " "))]"
            )
        }
        if state.alpha != 1 { parts.append("alpha=" + format(state.alpha)) }
        if state.isHidden { parts.append("hidden") }
        if let color = state.backgroundColor { parts.append("bg=" + format(color)) }
        if state.cornerRadius != 0 {
            parts.append("radius=" + format(state.cornerRadius))
            if state.maskedCorners != .all {
                parts.append("corners=\(state.maskedCorners.rawValue)")
            }
        }
        if state.clipsToBounds { parts.append("clips") }
        if state.shadow.opacity > 0 { parts.append("shadow=" + format(state.shadow.opacity)) }
        if state.border.width > 0 { parts.append("border=" + format(state.border.width)) }
        if let text = state.text { parts.append("text=\(text.string.debugDescription)") }
        lines.append(parts.joined(separator: " "))
        for subview in node.subviews {
            describe(subview, depth: depth + 1, into: &lines)
        }
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        let hundredths = Int64((abs(rounded) * 100).rounded())
        let sign = rounded < 0 && hundredths != 0 ? "-" : ""
        let fraction = hundredths % 100
        return "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func format(_ point: Point) -> String {
        "(\(format(point.x)) \(format(point.y)))"
    }

    private static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)) \(format(rect.minY)) \(format(rect.width)) \(format(rect.height)))"
    }

    private static func format(_ color: Color) -> String {
        let parts = [color.red, color.green, color.blue, color.alpha].map { value in
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + parts.joined()
    }
}
