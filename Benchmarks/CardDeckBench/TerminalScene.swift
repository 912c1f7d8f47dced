import CardDeckTerminal
import CardDeckViews

/// The card-drag scene on a 200 × 60 cell terminal (a 1,600 × 960 point window) with a
/// `TerminalRenderer` attached, writing into a buffer emptied before every frame.
@MainActor
final class TerminalScene {
    static let configuration = TerminalConfiguration()

    let drag: CardDragScene
    let output = TerminalBufferOutput()
    let renderer: TerminalRenderer

    /// Creates the scene with `nodeCount` content nodes per card and draws 20 frames.
    ///
    /// - Parameters:
    ///   - nodeCount: Content nodes per card.
    ///   - runLengthCodes: The run-length codes the renderer may write; default none.
    ///   - colorMode: Truecolor (the default) or the 256-colour palette.
    init(
        nodeCount: Int, runLengthCodes: TerminalRunLengthCodes = .none,
        colorMode: TerminalColorMode = .trueColor
    ) {
        drag = CardDragScene(
            nodeCount: nodeCount,
            size: Self.configuration.windowSize(columns: 200, rows: 60))
        var configuration = Self.configuration
        configuration.runLengthCodes = runLengthCodes
        configuration.colorMode = colorMode
        renderer = TerminalRenderer(configuration: configuration, output: output)
        drag.window.attach(renderer)
        for _ in 0..<20 { step() }
    }

    /// One frame of the drag, drawn.
    func step() {
        output.removeAll()
        drag.step()
    }

    /// The bytes of one full repaint of the current screen; the next frame draws in full too.
    func repaintByteCount() -> Int {
        renderer.invalidate()
        renderer.redraw(drag.window)
        return renderer.statistics.byteCount
    }
}
