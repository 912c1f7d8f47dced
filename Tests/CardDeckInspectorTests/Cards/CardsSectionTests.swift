import CardDeck
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckInspector

@Suite("The cards section")
@MainActor
struct CardsSectionTests {
    @Test("a snapshot lists each card by stack, with its detents, differences and lines")
    func snapshot() throws {
        let (window, root, context) = makeInspectedWindow()
        let card = ViewController()
        root.presentCard(
            card, configuration: CardConfiguration(cornerRadius: 20, detents: [.medium, .large]))
        window.advance(by: 2)
        let section = CardsSection()
        let message = object(section.snapshot(in: context))
        #expect(message["t"] as? String == "i.cards")
        let rows = try #require(message["rows"] as? [[String: Any]])
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row["id"] as? UInt64 == card.cardPresentationController?.presentedView?.id.rawValue)
        #expect(row["stack"] as? Int == 1)
        #expect(row["selected"] as? String == "medium")
        #expect(row["behavior"] as? String == "ProjectedRelease")
        let config = try #require(row["config"] as? [String])
        #expect(config.contains("cornerRadius: 20"))
        #expect(!config.contains { $0.hasPrefix("verticalSpacing") })
        let lines = try #require(row["lines"] as? [[Any]])
        #expect(lines.map { $0[0] as? String } == ["selected", "detent", "threshold"])
        let live = try #require(message["live"] as? [[String: Any]])
        #expect(live.first?["activity"] as? String == "resting")
    }

    @Test("nothing changed, nothing sent; a move sends the live state only")
    func sendsOnlyChanges() throws {
        let (window, root, context) = makeInspectedWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let section = CardsSection()
        _ = section.snapshot(in: context)
        window.advance(by: 0.1)
        #expect(section.frameDidCommit(in: context) == nil)
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 560), duration: 0.2)
        let moved = object(section.frameDidCommit(in: context))
        #expect(moved["rows"] == nil)
        let live = try #require(moved["live"] as? [[String: Any]])
        #expect(live.first?["activity"] as? String == "dragging")
        let arrow = try #require(live.first?["velocity"] as? [Any])
        #expect((arrow[4] as? String)?.hasSuffix("pt/s") == true)
        #expect(section.frameDidCommit(in: context) == nil)
    }

    @Test("a release is sent once, with the decision and the rule that took it")
    func release() throws {
        let (window, root, context) = makeInspectedWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let section = CardsSection()
        _ = section.snapshot(in: context)
        window.drag(from: Point(x: 195, y: 600), to: Point(x: 195, y: 300), duration: 0.1)
        let message = object(section.frameDidCommit(in: context))
        let releases = try #require(message["releases"] as? [[String: Any]])
        #expect(releases.count == 1)
        let release = try #require(releases.first)
        #expect(release["behavior"] as? String == "ProjectedRelease")
        #expect(release["rule"] as? String == "detent nearest the projection")
        #expect(release["outcome"] as? String == "settles on large")
        #expect((release["summary"] as? String)?.contains("deceleration 0.998") == true)
        window.advance(by: 0.1)
        let next = object(section.frameDidCommit(in: context))
        #expect(next["releases"] == nil)
    }

    @Test(
        "the selected detent changes the rows",
        arguments: [CardEdge.bottom, .top, .leading, .trailing])
    func selectionChangesRows(_ edge: CardEdge) throws {
        let (window, root, context) = makeInspectedWindow(direction: .rightToLeft)
        let card = ViewController()
        root.presentCard(
            card, configuration: CardConfiguration(detents: [.medium, .large], edge: edge))
        window.advance(by: 2)
        let section = CardsSection()
        _ = section.snapshot(in: context)
        card.cardPresentationController?.selectedDetentIdentifier = .large
        window.advance(by: 0.1)
        let message = object(section.frameDidCommit(in: context))
        let rows = try #require(message["rows"] as? [[String: Any]])
        #expect(rows.first?["selected"] as? String == "large")
        #expect(rows.first?["edge"] as? String == edge.physical(in: .rightToLeft).rawValue)
    }
}
