import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// `CardGrabberStyle`'s documentation states sizes and colours; these pin them to what a card
/// draws, so the two cannot drift apart again (the pull bar's once said "in the card's
/// background colour, with a grey pill" while the bar was transparent with a white pill).
@MainActor
@Suite("What CardGrabberStyle's documentation says is what a card draws")
struct GrabberStyleDocumentationTests {
    private func node(_ identifier: String, in node: ViewNode) -> ViewNode? {
        if node.accessibilityIdentifier == identifier { return node }
        for subview in node.subviews {
            if let found = self.node(identifier, in: subview) { return found }
        }
        return nil
    }

    @Test("pull bar: a transparent 20 pt bar above the surface, a 40×4 pt white pill at 0.6")
    func pullBar() throws {
        let (window, root) = makeWindow()
        var configuration = CardConfiguration.fittedSheet
        configuration.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        root.presentCard(ViewController(), configuration: configuration)
        window.advance(by: 2)
        let bar = try #require(node("card.pullBar", in: window.root))
        let surface = try #require(node("card.surface", in: window.root))
        let pill = try #require(bar.subviews.first)
        #expect(bar.backgroundColor == nil)
        #expect(bar.frame.height == 20)
        #expect(bar.frame.maxY <= surface.frame.minY)
        #expect(surface.backgroundColor == configuration.backgroundColor)
        #expect(pill.frame.size == Size(width: 40, height: 4))
        #expect(pill.backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 0.6))
        #expect(pill.cornerRadius == 2)
        #expect(pill.frame.midX == bar.bounds.midX)
    }

    @Test(
        "handle: a 36×5 pt pill, #3C3C43 at 0.55 on white, corner radius 2.5, in a 50×50 pt target")
    func handle() throws {
        let (window, root) = makeWindow()
        root.presentCard(ViewController())
        window.advance(by: 2)
        let target = try #require(node("card.handle", in: window.root))
        let pill = try #require(target.subviews.first)
        #expect(target.frame.size == Size(width: 50, height: 50))
        #expect(pill.frame.size == Size(width: 36, height: 5))
        #expect(pill.cornerRadius == 2.5)
        #expect(pill.backgroundColor == Color(hex: 0x3C3C43, alpha: 0.55))
        #expect(pill.frame.midX == target.bounds.midX)
    }
}
