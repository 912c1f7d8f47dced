import CardDeckViews

/// How a ``TerminalRenderer`` maps window points onto terminal cells, and which colours it
/// writes.
///
/// Each cell shows two pixels stacked vertically (the upper and lower half block), so a cell
/// ``pointsPerColumn`` wide and ``pointsPerRow`` tall draws pixels `pointsPerColumn` ×
/// `pointsPerRow / 2` points large. The defaults, 8 × 16 points, give square pixels on the
/// usual terminal font, whose cells are about twice as tall as wide: a 390 × 844 point iPhone
/// window fills 48 columns and 52 rows, and a 200 × 60 terminal shows a 1,600 × 960 point
/// window.
public struct TerminalConfiguration: Hashable, Sendable {
    /// The width of one cell, in points; default 8; valid 0.5…1,000. Values outside are
    /// clamped and non-finite values become the default, when the renderer is created.
    public var pointsPerColumn: Double
    /// The height of one cell, in points; default 16; valid 0.5…1,000. Values outside are
    /// clamped and non-finite values become the default, when the renderer is created.
    public var pointsPerRow: Double
    /// How colours are written; default ``TerminalColorMode/trueColor``. A live session
    /// uses ``TerminalColorMode/detect(environment:)``.
    public var colorMode: TerminalColorMode
    /// The colour drawn where no node is opaque, under the window's root; default black.
    /// Any alpha is ignored: the backdrop is always opaque.
    public var backdrop: Color
    /// Which run-length codes runs of like cells may be written with; default
    /// ``TerminalRunLengthCodes/none``, since not every terminal understands them. A live
    /// session decides through ``TerminalEnvironment``.
    public var runLengthCodes = TerminalRunLengthCodes.none
    /// Where the window sits on the terminal; default `nil`: the grid is as large as the
    /// window and starts at its top-left corner. ``TerminalPlacement/centered(window:columns:rows:reservingRows:in:)``
    /// centres a window on a larger terminal.
    public var placement: TerminalPlacement?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - pointsPerColumn: The cell width, in points; default 8.
    ///   - pointsPerRow: The cell height, in points; default 16.
    ///   - colorMode: How colours are written; default `.trueColor`.
    ///   - backdrop: The colour under everything; default black.
    ///   - placement: Where the window sits on the terminal; default `nil`, the grid is the
    ///     window's.
    public init(
        pointsPerColumn: Double = 8,
        pointsPerRow: Double = 16,
        colorMode: TerminalColorMode = .trueColor,
        backdrop: Color = .black,
        placement: TerminalPlacement? = nil
    ) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
        self.colorMode = colorMode
        self.backdrop = backdrop
        self.placement = placement
    }

    /// The configuration with every value in its valid range.
    var sanitized: TerminalConfiguration {
        var result = self
        result.pointsPerColumn = Self.clamp(pointsPerColumn, default: 8)
        result.pointsPerRow = Self.clamp(pointsPerRow, default: 16)
        return result
    }

    private static func clamp(_ value: Double, default fallback: Double) -> Double {
        value.isFinite ? min(max(value, 0.5), 1_000) : fallback
    }

    /// How many columns and rows show a window of the given size: the placement's grid, or
    /// the whole cells the window covers, ≥ 0.
    ///
    /// - Parameter size: The window's size, in points.
    /// - Returns: The grid's columns and rows.
    public func gridSize(for size: Size) -> (columns: Int, rows: Int) {
        if let placement { return (placement.columns, placement.rows) }
        let valid = sanitized
        let columns = size.width.isFinite ? Int(max(size.width / valid.pointsPerColumn, 0)) : 0
        let rows = size.height.isFinite ? Int(max(size.height / valid.pointsPerRow, 0)) : 0
        return (min(columns, 10_000), min(rows, 10_000))
    }

    /// Where the window's origin is drawn, in the screen's points: the placement's window
    /// cell, or the top-left corner.
    public var windowOrigin: Point {
        guard let placement else { return .zero }
        let valid = sanitized
        return Point(
            x: Double(placement.windowColumn) * valid.pointsPerColumn,
            y: Double(placement.windowRow) * valid.pointsPerRow)
    }

    /// The window size that fills a terminal of the given grid exactly.
    ///
    /// - Parameters:
    ///   - columns: The terminal's columns, ≥ 0; negative values count as 0.
    ///   - rows: The terminal's rows, ≥ 0; negative values count as 0.
    /// - Returns: The size, in points.
    public func windowSize(columns: Int, rows: Int) -> Size {
        let valid = sanitized
        return Size(
            width: Double(max(columns, 0)) * valid.pointsPerColumn,
            height: Double(max(rows, 0)) * valid.pointsPerRow)
    }
}
