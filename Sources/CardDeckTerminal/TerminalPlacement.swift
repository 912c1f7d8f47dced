import CardDeckViews

/// Where a window sits on a terminal larger than it: the terminal's grid and the cell of the
/// window's top-left corner. Cells outside the window show the configuration's backdrop.
///
/// A phone-sized window in a wide terminal is centred this way (``centered(window:columns:rows:reservingRows:in:)``)
/// rather than stretched to the terminal's shape.
public struct TerminalPlacement: Hashable, Sendable {
    /// The terminal's columns, 0…10,000.
    public var columns: Int
    /// The terminal's rows, 0…10,000.
    public var rows: Int
    /// The column of the window's left edge, counted from 0; may be negative (the window's left
    /// part is then off screen).
    public var windowColumn: Int
    /// The row of the window's top edge, counted from 0; may be negative.
    public var windowRow: Int

    /// Creates a placement.
    ///
    /// - Parameters:
    ///   - columns: The terminal's columns; negative values count as 0, values past 10,000 as
    ///     10,000.
    ///   - rows: The terminal's rows, likewise.
    ///   - windowColumn: The column of the window's left edge; default 0.
    ///   - windowRow: The row of the window's top edge; default 0.
    public init(columns: Int, rows: Int, windowColumn: Int = 0, windowRow: Int = 0) {
        self.columns = min(max(columns, 0), 10_000)
        self.rows = min(max(rows, 0), 10_000)
        self.windowColumn = windowColumn
        self.windowRow = windowRow
    }

    /// A configuration that shows a whole window centred on a terminal of `columns × rows`
    /// cells: cells of the configuration's size (8 × 16 points by default) when the window fits,
    /// else cells scaled up, keeping their shape, until it does. The bottom `reservedRows` rows
    /// are left free (for a status line).
    ///
    /// A 390 × 844 point phone window on a 200 × 60 terminal takes 49 × 53 cells, centred with
    /// 75 columns of backdrop on each side; on an 80 × 24 terminal its cells grow to 17.6 × 35.2
    /// points and it takes 23 × 24 cells.
    ///
    /// - Parameters:
    ///   - window: The window's size, in points; non-finite or negative sides count as 0.
    ///   - columns: The terminal's columns.
    ///   - rows: The terminal's rows.
    ///   - reservedRows: Rows at the bottom the window leaves free; default 0.
    ///   - configuration: The cell size, colour mode and backdrop to start from.
    /// - Returns: The configuration, its cells possibly larger, with its placement set.
    public static func centered(
        window: Size, columns: Int, rows: Int, reservingRows reservedRows: Int = 0,
        in configuration: TerminalConfiguration
    ) -> TerminalConfiguration {
        var result = configuration.sanitized
        let width = window.width.isFinite ? max(window.width, 0) : 0
        let height = window.height.isFinite ? max(window.height, 0) : 0
        let usableRows = max(rows - max(reservedRows, 0), 1)
        let scale = max(
            1, width / (result.pointsPerColumn * Double(max(columns, 1))),
            height / (result.pointsPerRow * Double(usableRows)))
        result.pointsPerColumn = min(result.pointsPerColumn * scale, 1_000)
        result.pointsPerRow = min(result.pointsPerRow * scale, 1_000)
        let windowColumns = Int((width / result.pointsPerColumn).rounded(.up))
        let windowRows = Int((height / result.pointsPerRow).rounded(.up))
        result.placement = TerminalPlacement(
            columns: columns, rows: rows, windowColumn: max((columns - windowColumns) / 2, 0),
            windowRow: max((usableRows - windowRows) / 2, 0))
        return result
    }
}
