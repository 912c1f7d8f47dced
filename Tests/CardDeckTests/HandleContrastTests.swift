import CardDeckViews
import Testing

@testable import CardDeck

/// The handle's pill keeps a contrast of 3:1 with the card where it sits, whatever the card's
/// colour: the now-playing card's pill was `(60, 47, 89)` on `(60, 42, 99)`, 1.03:1, unseen.
@MainActor
@Suite("The handle stands out on any card colour", .isolatedDiagnostics)
struct HandleContrastTests {
    /// A card colour, and whether the presented view (else the card's configuration) has it.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let color: Color
        let onContent: Bool
        var testDescription: String { "\(name) on the \(onContent ? "content" : "card")" }
    }

    nonisolated static let rows: [Row] = [
        Row(name: "white", color: .white, onContent: false),
        Row(name: "light grey F2F2F7", color: Color(hex: 0xF2F2F7), onContent: true),
        Row(name: "black", color: .black, onContent: true),
        Row(name: "dark 1C1C1E", color: Color(hex: 0x1C1C1E), onContent: false),
        Row(name: "now playing (60, 42, 99)", color: Color(hex: 0x3C2A63), onContent: true),
        Row(name: "mid grey 0.5", color: Color(white: 0.5), onContent: true),
        Row(name: "mid grey 0x777777", color: Color(hex: 0x777777), onContent: false),
        Row(name: "system grey 8E8E93", color: .systemGray, onContent: true),
        Row(name: "red", color: Color(red: 1, green: 0, blue: 0), onContent: true),
        Row(name: "blue", color: Color(red: 0, green: 0, blue: 1), onContent: false),
        Row(name: "yellow", color: Color(red: 1, green: 1, blue: 0), onContent: true),
        Row(name: "green", color: Color(red: 0, green: 1, blue: 0), onContent: true),
        Row(name: "system blue", color: .systemBlue, onContent: true),
    ]

    @Test("the pill drawn on the card has a contrast of at least 3:1", arguments: rows)
    func contrast(row: Row) throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        var configuration = CardConfiguration()
        if row.onContent {
            card.view.backgroundColor = row.color
        } else {
            configuration.backgroundColor = row.color
        }
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        let pill = try #require(card.cardPresentationController?.cardView.grabber?.subviews.first)
        let drawn = try #require(pill.backgroundColor).composited(over: row.color)
        #expect(drawn.contrastRatio(with: row.color) >= 3)
        #expect(pill.backgroundColor == CardGrabberStyle.handleColor(on: row.color))
    }

    @Test(
        "the documented colours: UIKit's tint, made opaque enough",
        arguments: [
            (Color.white, Color(hex: 0x3C3C43, alpha: 0.55)),
            (Color(hex: 0x3C2A63), Color(hex: 0xEBEBF5, alpha: 0.41)),
            (Color.black, Color(hex: 0xEBEBF5, alpha: 0.38)),
        ])
    func documented(background: Color, expected: Color) {
        #expect(CardGrabberStyle.minimumHandleContrast == 3)
        #expect(CardGrabberStyle.handleColor(on: background) == expected)
    }

    @Test("a new card or content colour gives the handle a new colour")
    func followsTheCard() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let pill = try #require(controller.cardView.grabber?.subviews.first)
        #expect(pill.backgroundColor == CardGrabberStyle.handleColor(on: .white))
        controller.configuration.backgroundColor = .black
        window.advance(by: 2)
        #expect(pill.backgroundColor == CardGrabberStyle.handleColor(on: .black))
        // The content takes another colour (a new song's); the next layout places the card.
        card.view.backgroundColor = Color(hex: 0x3C2A63)
        controller.containerView?.setNeedsLayout()
        window.advance(by: 2)
        #expect(pill.backgroundColor == CardGrabberStyle.handleColor(on: Color(hex: 0x3C2A63)))
    }
}
