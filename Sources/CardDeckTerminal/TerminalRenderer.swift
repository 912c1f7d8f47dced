import CardDeckViews

/// A host renderer that draws a window in a terminal, writing only the cells that changed.
///
/// (Work in progress: the skeleton of the public surface.)
@MainActor
public final class TerminalRenderer: HostRenderer {
    /// The configuration, with every value in its valid range.
    public let configuration: TerminalConfiguration
    /// Where the bytes go.
    public let output: any TerminalOutput
    /// The latest error the output threw, or `nil` when the latest write succeeded.
    public private(set) var lastError: (any Error)?
    private var needsFullRepaint = true

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - configuration: Cell size and colour mode; default 8 × 16 points, true colour.
    ///   - output: Where bytes go; default a new ``TerminalBufferOutput``.
    public init(
        configuration: TerminalConfiguration = TerminalConfiguration(),
        output: any TerminalOutput = TerminalBufferOutput()
    ) {
        self.configuration = configuration.sanitized
        self.output = output
    }

    /// Draws a frame.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        redraw(window)
    }

    /// Makes the next frame repaint every cell, after something else drew on the terminal.
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Draws the window now, whether or not it committed changes, writing only the cells that
    /// differ from what the terminal shows.
    ///
    /// - Parameter window: The window to draw.
    public func redraw(_ window: Window) {
        needsFullRepaint = false
    }
}
