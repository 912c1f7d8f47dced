import CardDeckViews

/// Small helpers for laying screens out by hand.
enum Layout {
    /// Splits a width into `count` equal columns separated by `spacing`.
    ///
    /// - Parameters:
    ///   - rect: The row to split.
    ///   - count: How many columns, ≥ 1.
    ///   - spacing: Points between columns.
    /// - Returns: The columns, left to right.
    static func columns(of rect: Rect, count: Int, spacing: Double) -> [Rect] {
        let count = max(count, 1)
        let width = max((rect.width - spacing * Double(count - 1)) / Double(count), 0)
        return (0..<count).map { index in
            Rect(
                x: rect.minX + Double(index) * (width + spacing), y: rect.minY, width: width,
                height: rect.height)
        }
    }

    /// The window's safe-area insets for a view, or none when it is not in a window.
    ///
    /// - Parameter node: A node in a window.
    /// - Returns: The insets, in points.
    @MainActor
    static func safeArea(of node: ViewNode) -> EdgeInsets {
        node.window?.safeAreaInsets ?? .zero
    }
}
