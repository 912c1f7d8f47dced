import CardDeckViews

extension SnapshotFormat where Value == Window {
    /// The window's accessibility tree as ``accessibilityTreeDescription(of:)`` prints it: one
    /// element per line in reading order, with its label, value, traits, frame and custom
    /// actions, and the focused one marked.
    public static var accessibilityTree: SnapshotFormat<Window> {
        SnapshotFormat(pathExtension: "a11y.txt") { accessibilityTreeDescription(of: $0) }
    }
}

/// A stable text dump of a window's accessibility tree, for golden tests.
///
/// The first line names the window's size and the front-most modal node (by accessibility
/// identifier); then one line per element of `Window.accessibilityElements`
/// in reading order: `>` for the focused element, its identifier (or `-`), its label in
/// quotes, then `value=`, `hint=`, `traits=[…]`, `frame=(x y width height)` and `actions=[…]`
/// where they apply, numbers to two decimals. Node identities are left out.
///
/// - Parameter window: The window.
/// - Returns: The dump, ending with a line break.
@MainActor
public func accessibilityTreeDescription(of window: Window) -> String {
    let focused = window.accessibilityFocusedElement?.id
    let modal =
        window.accessibilityModalView.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" }
        ?? "none"
    var lines = [
        "Accessibility \(format(window.size.width))×\(format(window.size.height)) modal=\(modal)"
    ]
    for element in window.accessibilityElements {
        var parts = [element.nodeID == focused ? ">" : " "]
        parts.append(element.identifier ?? "-")
        parts.append(element.label.debugDescription)
        if let value = element.value { parts.append("value=\(value.debugDescription)") }
        if let hint = element.hint { parts.append("hint=\(hint.debugDescription)") }
        if !element.traits.isEmpty {
            parts.append("traits=[\(element.traits.names.joined(separator: ", "))]")
        }
        let frame = element.frame
        parts.append(
            "frame=(\(format(frame.minX)) \(format(frame.minY)) \(format(frame.width)) "
                + "\(format(frame.height)))")
        if !element.customActionNames.isEmpty {
            parts.append("actions=[\(element.customActionNames.joined(separator: ", "))]")
        }
        lines.append(parts.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
}

/// A number with two decimals, `-0.00` written as `0.00`.
private func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let hundredths = Int64((abs(value) * 100).rounded())
    let sign = value < 0 && hundredths != 0 ? "-" : ""
    let fraction = hundredths % 100
    return "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
