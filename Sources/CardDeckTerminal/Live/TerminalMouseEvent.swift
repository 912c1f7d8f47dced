/// One mouse report from a terminal in SGR mouse mode, in cells.
public struct TerminalMouseEvent: Hashable, Sendable {
    /// Which button a report is about.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary button.
        case right
        /// No button: motion with every button up, or a release that does not say which
        /// button (the legacy X10 encoding).
        case none
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The mouse moved with a button down.
        case drag
        /// A button went up.
        case release
        /// The mouse moved with every button up (reported only in any-motion mode).
        case move
    }

    /// The cell's column, 0-based from the left edge; 0…9,999.
    public var column: Int
    /// The cell's row, 0-based from the top edge; 0…9,999.
    public var row: Int
    /// The button the report is about.
    public var button: Button
    /// What happened.
    public var kind: Kind

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - column: The column, 0-based.
    ///   - row: The row, 0-based.
    ///   - button: The button.
    ///   - kind: What happened.
    public init(column: Int, row: Int, button: Button, kind: Kind) {
        self.column = column
        self.row = row
        self.button = button
        self.kind = kind
    }
}
