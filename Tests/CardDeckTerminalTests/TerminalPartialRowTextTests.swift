import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

/// Text in a cell row that the window covers only in part: the window's last row when its
/// height is not whole cells. A glyph there sits on the cell's pixel inside the window (the
/// upper one), so whatever is drawn over that pixel decides whether the glyph shows, as it does
/// for a pixel of a shape.
@MainActor
@Suite("Terminal: text in the window's partly covered last row", .isolatedDiagnostics)
struct TerminalPartialRowTextTests {
    /// A window `height` points tall on a 20 × 8 cell terminal at column 5, row 2; its cells
    /// are 8 × 16 points, so a height of 60 covers 12 of its last row's 16 points.
    static func configuration() -> TerminalConfiguration {
        var configuration = TerminalConfiguration()
        configuration.placement = TerminalPlacement(
            columns: 20, rows: 8, windowColumn: 5, windowRow: 2)
        return configuration
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The window's height, in points; its last row is window row 3, terminal row 5.
        var height: Double
        /// The node drawn over the root's text, in window points, and its opacity.
        var cover: Rect?
        var coverAlpha = 1.0
        /// Whether the root's text still shows.
        var shows: Bool
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "nothing over the text", height: 60, cover: nil, shows: true),
        Case(
            name: "a card over the whole row of a 60 pt window",
            height: 60, cover: Rect(x: 0, y: 40, width: 80, height: 40), shows: false),
        Case(
            name: "a card over the whole row of a 64 pt window",
            height: 64, cover: Rect(x: 0, y: 40, width: 80, height: 40), shows: false),
        Case(
            name: "a card whose top is at the upper pixel's centre",
            height: 60, cover: Rect(x: 0, y: 52, width: 80, height: 40), shows: false),
        Case(
            name: "a card whose top is past the upper pixel's centre",
            height: 60, cover: Rect(x: 0, y: 53, width: 80, height: 40), shows: true),
        Case(
            name: "a card that ends above the row",
            height: 60, cover: Rect(x: 0, y: 0, width: 80, height: 44), shows: true),
        Case(
            name: "a half-transparent card over the row",
            height: 60, cover: Rect(x: 0, y: 40, width: 80, height: 40), coverAlpha: 0.5,
            shows: true),
    ]

    /// The root's text `"ROOT"` on its last row, and a white card over it.
    @Test(arguments: cases)
    func rootTextUnderACard(_ row: Case) {
        let window = Window(size: Size(width: 80, height: row.height))
        let renderer = TerminalRenderer(configuration: Self.configuration())
        window.attach(renderer)
        window.root.backgroundColor = .black
        let label = ViewNode(frame: Rect(x: 0, y: 48, width: 80, height: 12))
        label.text = TextContent("ROOT", color: .white, alignment: .leading)
        window.root.addSubview(label)
        if let cover = row.cover {
            let card = ViewNode(frame: cover)
            card.backgroundColor = .white
            card.alpha = row.coverAlpha
            window.root.addSubview(card)
        }
        window.advance(by: 1 / window.frameRate)
        let lines = renderer.screen.plainText.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5].contains("ROOT") == row.shows, "\(lines[5])")
    }

    /// A glyph in the last row is written on the window's colour there, not on a blend of it
    /// with the backdrop below the window's edge.
    @Test func aGlyphTakesTheColourOfThePixelItSitsOn() {
        let window = Window(size: Size(width: 80, height: 60))
        let renderer = TerminalRenderer(configuration: Self.configuration())
        window.attach(renderer)
        window.root.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let label = ViewNode(frame: Rect(x: 0, y: 48, width: 80, height: 12))
        label.text = TextContent("ROOT", color: .white, alignment: .leading)
        window.root.addSubview(label)
        window.advance(by: 1 / window.frameRate)
        let cell = renderer.screen.cell(column: 5, row: 5)
        #expect(cell?.upper == .pureRed)
        #expect(cell?.lower == .pureRed)
        #expect(renderer.screen.plainText.contains("ROOT"))
        // Beside the text the lower pixel is the backdrop, outside the window.
        #expect(renderer.screen.cell(column: 12, row: 5)?.lower == .black)
    }

    /// A card that slides over the text frame by frame hides it once it covers the upper
    /// pixel, and shows it again when it slides away: the damage-driven frames agree.
    @Test func aCardSlidingOverTheLastRow() {
        let window = Window(size: Size(width: 80, height: 60))
        let renderer = TerminalRenderer(configuration: Self.configuration())
        window.attach(renderer)
        window.root.backgroundColor = .black
        let label = ViewNode(frame: Rect(x: 0, y: 48, width: 80, height: 12))
        label.text = TextContent("ROOT", color: .white, alignment: .leading)
        window.root.addSubview(label)
        let card = ViewNode(frame: Rect(x: 0, y: 60, width: 80, height: 40))
        card.backgroundColor = .white
        window.root.addSubview(card)
        var seen: [Bool] = []
        for top in [60.0, 54, 52, 40, 52, 53, 60] {
            card.frame = Rect(x: 0, y: top, width: 80, height: 40)
            window.advance(by: 1 / window.frameRate)
            let lines = renderer.screen.plainText.split(
                separator: "\n", omittingEmptySubsequences: false)
            seen.append(lines[5].contains("ROOT"))
        }
        #expect(seen == [true, true, false, false, false, true, true])
    }
}
