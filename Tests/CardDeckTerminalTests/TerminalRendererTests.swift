import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal renderer: drawing", .isolatedDiagnostics)
@MainActor
struct TerminalRendererTests {
    @Test func fillsCoverThePixelsWhoseCentresTheyContain() {
        let terminal = RenderedTerminal()
        // Pixels are 8 × 8 points, centres at 4, 12, 20 … A rect from x 4 to 20 covers the
        // centres 4 and 12 (4 is on its left edge: inside; 20 on its right edge: outside);
        // from y 4 to 12 it covers the upper pixels of the first row only.
        terminal.add(Rect(x: 4, y: 4, width: 16, height: 8), fill: .white)
        terminal.frame()
        let screen = terminal.renderer.screen
        #expect(screen.columns == 10 && screen.rows == 4)
        #expect(terminal.color(4, 4) == .white)
        #expect(terminal.color(12, 4) == .white)
        #expect(terminal.color(12, 12) == .black)
        #expect(terminal.color(20, 4) == .black)
        #expect(terminal.color(4, 20) == .black)
        #expect(screen.plainText == "▀▀        \n          \n          \n          \n")
    }

    @Test func translucentFillsBlendOverWhatLiesBeneath() {
        let terminal = RenderedTerminal()
        terminal.window.root.backgroundColor = .white
        terminal.add(Rect(x: 0, y: 0, width: 40, height: 64), fill: Color(white: 0, alpha: 0.25))
        terminal.frame()
        #expect(terminal.color(4, 4) == .grey(191))
        #expect(terminal.color(44, 4) == .white)
    }

    @Test func aFadedNodeFadesItsSubtreeAsOneGroup() {
        let terminal = RenderedTerminal()
        let card = terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white)
        terminal.add(Rect(x: 0, y: 0, width: 40, height: 32), fill: .white, to: card)
        card.alpha = 0.5
        terminal.frame()
        // White at 0.5 over black, also where the white child overlaps its white parent:
        // blending each node by itself would give 191 there.
        #expect(terminal.color(4, 4) == .grey(128))
        #expect(terminal.color(60, 50) == .grey(128))
    }

    @Test func roundedCornersAndClippingFollowTheMaskedCorners() {
        let terminal = RenderedTerminal(size: Size(width: 160, height: 160))
        let card = terminal.add(Rect(x: 0, y: 0, width: 160, height: 160), fill: .white)
        card.cornerRadius = 40
        card.maskedCorners = .top
        card.clipsToBounds = true
        let child = terminal.add(
            Rect(x: 0, y: 0, width: 160, height: 160), fill: Color(red: 1, green: 0, blue: 0),
            to: card)
        child.alpha = 1
        terminal.frame()
        #expect(terminal.color(4, 4) == .black, "the rounded top-left corner is cut")
        #expect(terminal.color(156, 4) == .black, "the rounded top-right corner is cut")
        #expect(terminal.color(4, 156) == .pureRed, "the bottom corners are square")
        #expect(terminal.color(80, 80) == .pureRed)
        #expect(terminal.color(36, 36) == .pureRed, "inside the corner's circle")
    }

    @Test func hiddenTransparentAndNonFiniteNodesDrawNothing() {
        let terminal = RenderedTerminal()
        terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white).isHidden = true
        terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white).alpha = 0
        let broken = terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white)
        broken.transform = AffineTransform2D(scaleX: 0, y: 0)
        terminal.frame()
        #expect(terminal.output.text.contains("255") == false)
        #expect(terminal.renderer.statistics.omittedNodeCount == 3)
    }

    @Test func bordersAreRingsInsideTheShapeAboveTheSubviews() {
        let terminal = RenderedTerminal()
        let box = terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white)
        box.border = Border(width: 8, color: Color(red: 1, green: 0, blue: 0))
        terminal.add(Rect(x: 0, y: 0, width: 80, height: 64), fill: .white, to: box)
        terminal.frame()
        #expect(terminal.color(4, 4) == .pureRed)
        #expect(terminal.color(76, 60) == .pureRed)
        #expect(terminal.color(12, 12) == .white)
    }
}
