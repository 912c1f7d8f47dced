import CardDeckViews

/// Turns terminal mouse reports into the pointer events a window understands: the left button
/// is a finger.
///
/// A left press begins a touch, a drag with the left button moves it and the release ends it,
/// each at the centre of the reported cell in window points. The mapper keeps the sequence
/// well formed whatever the terminal reports:
/// - a press while the button is already down (the release got lost, for example outside
///   the terminal) first ends the earlier touch where it was last seen;
/// - motion with no button down while the touch is down ends the touch there, for the same
///   reason;
/// - a drag or a release while no touch is down is ignored;
/// - the middle and right buttons are ignored.
public struct TerminalPointerMapper: Sendable {
    /// The width of one cell, in points: the renderer configuration's value, 0.5…1,000.
    public let pointsPerColumn: Double
    /// The height of one cell, in points: the renderer configuration's value, 0.5…1,000.
    public let pointsPerRow: Double
    /// The pointer identifier of every event; default 0.
    public let pointerID: Int
    /// The cell of the window's top-left corner: the configuration's placement, else (0, 0).
    public private(set) var windowCell: (column: Int, row: Int) = (0, 0)
    /// Where the touch is, in window points, while the left button is down; otherwise `nil`.
    public private(set) var touchLocation: Point?

    /// Creates a mapper with no touch down.
    ///
    /// - Parameters:
    ///   - configuration: The renderer's configuration, whose cell size maps cells to points;
    ///     out-of-range cell sizes are sanitized as the renderer does.
    ///   - pointerID: The pointer identifier of every event; default 0.
    public init(configuration: TerminalConfiguration = TerminalConfiguration(), pointerID: Int = 0)
    {
        let valid = configuration.sanitized
        pointsPerColumn = valid.pointsPerColumn
        pointsPerRow = valid.pointsPerRow
        self.pointerID = pointerID
        windowCell = (valid.placement?.windowColumn ?? 0, valid.placement?.windowRow ?? 0)
    }

    /// The same mapper for another configuration (after the terminal was resized), with the
    /// touch that is down, if any, kept.
    ///
    /// - Parameter configuration: The renderer's new configuration.
    /// - Returns: The mapper.
    public func adopting(_ configuration: TerminalConfiguration) -> TerminalPointerMapper {
        var mapper = TerminalPointerMapper(configuration: configuration, pointerID: pointerID)
        mapper.touchLocation = touchLocation
        return mapper
    }

    /// The centre of a cell, in window points.
    ///
    /// - Parameters:
    ///   - column: The 0-based column on the terminal.
    ///   - row: The 0-based row on the terminal.
    /// - Returns: `((column − windowColumn + 0.5) · pointsPerColumn,
    ///   (row − windowRow + 0.5) · pointsPerRow)`; outside the window for a cell outside it.
    public func location(column: Int, row: Int) -> Point {
        Point(
            x: (Double(column - windowCell.column) + 0.5) * pointsPerColumn,
            y: (Double(row - windowCell.row) + 0.5) * pointsPerRow)
    }

    /// The pointer events a mouse report means: none, one, or two when a press ends a touch
    /// whose release got lost.
    ///
    /// - Parameters:
    ///   - mouse: The report.
    ///   - timestamp: When it arrived, in seconds on the window clock's time base.
    /// - Returns: The events to send to the window, in order.
    public mutating func pointerEvents(for mouse: TerminalMouseEvent, timestamp: Double)
        -> [PointerEvent]
    {
        let location = location(column: mouse.column, row: mouse.row)
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            var events: [PointerEvent] = []
            if let lost = end(.ended, timestamp: timestamp) { events.append(lost) }
            touchLocation = location
            events.append(event(.began, at: location, timestamp: timestamp))
            return events
        case (.drag, .left) where touchLocation != nil:
            touchLocation = location
            return [event(.moved, at: location, timestamp: timestamp)]
        case (.release, .left), (.release, .none), (.move, _):
            guard touchLocation != nil else { return [] }
            touchLocation = location
            return end(.ended, timestamp: timestamp).map { [$0] } ?? []
        default:
            return []
        }
    }

    /// Cancels the touch, if one is down, where it was last seen: for a session that stops
    /// while the button is held.
    ///
    /// - Parameter timestamp: The time, in seconds on the window clock's time base.
    /// - Returns: The `.cancelled` event, or `nil` when no touch is down.
    public mutating func cancel(timestamp: Double) -> PointerEvent? {
        end(.cancelled, timestamp: timestamp)
    }

    private mutating func end(_ phase: PointerEvent.Phase, timestamp: Double) -> PointerEvent? {
        guard let location = touchLocation else { return nil }
        touchLocation = nil
        return event(phase, at: location, timestamp: timestamp)
    }

    private func event(_ phase: PointerEvent.Phase, at location: Point, timestamp: Double)
        -> PointerEvent
    {
        PointerEvent(pointerID: pointerID, phase: phase, location: location, timestamp: timestamp)
    }
}
