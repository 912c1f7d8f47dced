import CardDeckViews

/// A host renderer that draws a window in a terminal, writing only the cells that changed.
///
/// Attach it to a window. At each commit it draws the presented tree onto a grid of cells,
/// each cell ``TerminalConfiguration/pointsPerColumn`` × ``TerminalConfiguration/pointsPerRow``
/// points large and showing two pixels (the upper and lower half block), compares the grid
/// with the previous frame's and writes to its ``output`` only the cells that differ, moving
/// the cursor and changing colours as little as it can. A frame in which nothing changed
/// writes nothing; see ``statistics`` for what each frame cost.
///
/// ```swift
/// let output = TerminalBufferOutput()
/// let renderer = TerminalRenderer(output: output)
/// window.attach(renderer)
/// window.advance(by: 0.5)
/// print(renderer.screen.plainText)
/// ```
///
/// What is drawn follows CardDeckSVG's documents: backgrounds with their alpha over what
/// lies beneath, a node's opacity applied to its whole subtree, rounded corners at the masked
/// corners, clipping to ancestors that clip (rounded ones included), borders inside the shape
/// and text, one or two cells per character. Shadows are not drawn. Every pixel is a point
/// sample at its centre: a shape covers a pixel when it contains the pixel's centre.
///
/// Bad input never stops drawing: nodes whose geometry is not finite are left out, colours are
/// clamped into 0…1, control characters in text are shown as U+FFFD so text can never drive
/// the terminal, and a window smaller than one cell draws zero cells. When the output throws,
/// the renderer records the error in ``lastError``, warns through `Diagnostics`, and repaints
/// every cell at the next frame.
@MainActor
public final class TerminalRenderer: HostRenderer {
    /// The configuration, with every value in its valid range. Setting it sanitizes the new
    /// value and repaints every cell at the next frame.
    public var configuration: TerminalConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.sanitized
            invalidate()
        }
    }
    private var storedConfiguration: TerminalConfiguration
    /// A line of text shown centred on the bottom row of the grid, over everything, in grey;
    /// default `nil`, none. The live demo tells what to tap and drag there, below a centred
    /// window. Setting it redraws only that row.
    public var statusLine: String? {
        get { rasterizer.statusLine }
        set { rasterizer.statusLine = newValue.flatMap { $0.isEmpty ? nil : $0 } }
    }
    /// Where the bytes go.
    public let output: any TerminalOutput
    /// The latest error the output threw, or `nil` once a write succeeds again.
    public private(set) var lastError: (any Error)?
    /// Figures about the frames drawn so far.
    public private(set) var statistics = TerminalRenderStatistics()
    /// The latest frame's cells; an empty screen before the first frame.
    public var screen: TerminalScreen { current }

    private var current = TerminalScreen()
    var rasterizer = TerminalRasterizer()
    /// The mirror of the window's tree; replaced when the renderer forgets what it drew.
    private var reconciler = HostReconciler(computesDamage: false)
    /// The mutations the reconciler is given, a buffer reused from commit to commit.
    private var structural: [Mutation] = []
    /// The properties whose updates the reconciler reads: the order of subviews, and what
    /// decides whether a node draws itself.
    private static let structuralProperties: PropertyMask = [
        .subviewOrder, .backgroundColor, .border, .text,
    ]
    private var encoder = CellEncoder()
    private var composed: [RawCell] = []
    private var needsFullRepaint = true
    private let timer = SystemClock()
    /// Rasterizes every cell of every frame, as before damage tracking: for the equivalence
    /// tests and the full-raster benchmark. What is written is the same either way.
    package var forcesFullRaster = false

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - configuration: Cell size, colour mode and backdrop; default 8 × 16 point cells,
    ///     true colour, black. Values outside their ranges are clamped.
    ///   - output: Where bytes go; default a new ``TerminalBufferOutput``.
    public init(
        configuration: TerminalConfiguration = TerminalConfiguration(),
        output: any TerminalOutput = TerminalBufferOutput()
    ) {
        storedConfiguration = configuration.sanitized
        self.output = output
    }

    /// Draws a committed frame: reconciles the mutations with the renderer's mirror of the
    /// tree, applies the change list to its drawing state, then rasterizes, composes and
    /// compares only the cells they damaged.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        // The walk reads presented values itself: the reconciler needs only the structure and
        // what decides whether a node draws, and reads nothing else again.
        structural.removeAll(keepingCapacity: true)
        for mutation in mutations {
            guard case .update(let node, let mask) = mutation else {
                structural.append(mutation)
                continue
            }
            let kept = mask.intersection(Self.structuralProperties)
            if !kept.isEmpty { structural.append(.update(node, kept)) }
        }
        // A commit that changed neither the structure nor whether a node draws (a drag frame)
        // leaves the reconciler and the counts alone.
        if !structural.isEmpty || !reconciler.mirrors(window) {
            rasterizer.apply(reconciler.reconcile(structural, in: window), from: reconciler)
        }
        appliedCommit = window.commitCount
        redraw(window)
        statistics.mutationCount = mutations.count
    }

    /// The window's commit count at the latest `apply`: a redraw after commits the renderer
    /// did not see (it was not attached) reads the whole tree again.
    private var appliedCommit = -1

    /// Makes the next frame repaint every cell: after a resize of the terminal or after
    /// something else wrote to it.
    public func invalidate() {
        needsFullRepaint = true
        encoder.forgetTerminalState()
    }

    /// Draws the window now, whether or not it committed changes, writing only the cells that
    /// differ from what the terminal shows (every cell after ``invalidate()``).
    ///
    /// The tree is drawn as of its latest commit. A renderer that is not attached to the window
    /// (or missed commits) reads the whole tree again and rasterizes every cell, so drawing an
    /// unattached window now and then is right, if not cheap.
    ///
    /// - Parameter window: The window to draw.
    public func redraw(_ window: Window) {
        let start = timer.now
        if appliedCommit != window.commitCount {
            reconciler = HostReconciler(computesDamage: false)
            rasterizer.forgetTree()
            appliedCommit = window.commitCount
        }
        let grid = configuration.gridSize(for: window.size)
        let cellSize = Size(
            width: configuration.pointsPerColumn, height: configuration.pointsPerRow)
        let resized = current.prepare(
            columns: grid.columns, rows: grid.rows, cellSize: cellSize,
            colorMode: configuration.colorMode, glyphs: rasterizer.glyphTable)
        let full = needsFullRepaint || statistics.frameCount == 0 || resized
        rasterizer.draw(
            window, reconciler: reconciler, columns: grid.columns, rows: grid.rows,
            configuration: configuration,
            full: full || forcesFullRaster)
        current.glyphs = rasterizer.glyphTable
        encoder.beginFrame(colorMode: configuration.colorMode, full: full)
        let damage = rasterizer.damage
        current.update(
            from: rasterizer.canvas, damage: damage, encoder: &encoder, composed: &composed,
            full: full, runLengthCodes: configuration.runLengthCodes)
        encoder.endFrame(cellCount: grid.columns * grid.rows)
        needsFullRepaint = false
        statistics.wasFullRepaint = full
        if full { statistics.fullRepaintCount += 1 }
        if !encoder.bytes.isEmpty { write(encoder.bytes) }
        statistics.frameCount += 1
        statistics.mutationCount = 0
        statistics.byteCount = encoder.bytes.count
        statistics.totalByteCount += encoder.bytes.count
        statistics.emittedCellCount = encoder.emittedCellCount
        statistics.elidedCellCount = encoder.elidedCellCount
        statistics.rasterizedCellCount = damage.cellCount
        statistics.nodeCount = rasterizer.drawnNodeCount
        statistics.omittedNodeCount = rasterizer.omittedNodeCount
        statistics.renderDuration = max(timer.now - start, 0)
    }

    private func write(_ bytes: [UInt8]) {
        do {
            try output.write(bytes)
            lastError = nil
        } catch {
            if lastError == nil {
                Diagnostics.warn(
                    "TerminalRenderer: the output failed (\(error)); drawing goes on and the next "
                        + "frame repaints every cell")
            }
            lastError = error
            statistics.failedWriteCount += 1
            invalidate()
        }
    }
}

extension TerminalRenderer {
    /// Whether the renderer's mirror of the tree holds exactly the window's tree, with correct
    /// drawing counts: for tests.
    package func mirrorMatches(_ window: Window) -> Bool {
        rasterizer.slots.matches(window, reconciler: reconciler)
    }
}
