import CardDeck
import CardDeckTransitions
import CardDeckViews

/// A fitted sheet (``CardConfiguration/fittedSheet``) whose content asks for 300 pt, then
/// 600 pt, then 300 pt again, each change as soon as the last resize animation ends, so every
/// frame is a frame of the sheet animating between heights: the card moves, its content is laid
/// out to the new height, the dimmer and the pull bar follow.
@MainActor
final class SheetResizeScene {
    /// The content heights the sheet alternates between, in points.
    static let heights = [300.0, 600.0]
    /// Frames per resize: the preset's 0.3 s resize at 120 Hz.
    static let ticksPerResize = 36

    let window = Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let host = CountingHost()
    let sheet = ViewController()
    /// How many resizes have started.
    private(set) var resizeCount = 0
    private var tick = 0

    /// Creates the scene with `nodeCount` content nodes in the sheet, presented and settled.
    init(nodeCount: Int) {
        let root = ViewController()
        window.rootViewController = root
        let list = CardDragScene.content(nodeCount: nodeCount)
        let bar = ViewNode()
        sheet.view.addSubview(list)
        sheet.view.addSubview(bar)
        // An app's layout: the list fills the sheet above a bar pinned to its bottom.
        sheet.view.layout = { node in
            let bounds = node.bounds
            bar.frame = Rect(x: 0, y: bounds.height - 56, width: bounds.width, height: 56)
            list.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 56)
        }
        sheet.preferredContentSize = Size(width: 0, height: Self.heights[0])
        root.presentCard(sheet, configuration: .fittedSheet)
        window.advance(by: 2)
        window.attach(host)
        for _ in 0..<(2 * Self.ticksPerResize) { step() }
    }

    /// One frame; the first of every ``ticksPerResize`` frames asks for the other height.
    func step() {
        if tick % Self.ticksPerResize == 0 {
            resizeCount += 1
            sheet.preferredContentSize = Size(
                width: 0, height: Self.heights[resizeCount % Self.heights.count])
        }
        tick += 1
        window.advance(by: 1.0 / 120)
    }
}
