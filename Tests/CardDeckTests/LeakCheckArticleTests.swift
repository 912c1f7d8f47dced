import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

// The example of "Checking for leaks" in the CardDeck catalog's "Testing your cards", as
// written there (with the types private to this file).

extension LiveObjects.Kind {
    fileprivate static let shareSheet = Self("ShareSheet")
}

private final class ShareSheet: ViewController {
    private let liveObject = LiveObjects.Token(.shareSheet)

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = Size(width: 0, height: 300)
    }
}

@MainActor
@Suite("Article: checking for leaks", .isolatedDiagnostics)
struct LeakCheckArticleTests {
    @Test func sheetsDoNotLeak() throws {
        let (window, root) = makeWindow()
        let before = LiveObjects.cardDeckSnapshot(including: [.shareSheet])
        for _ in 0..<100 {
            let sheet = ShareSheet()
            root.presentCard(sheet, configuration: .fittedSheet)
            window.advance(by: 2)
            let top = try #require(sheet.cardPresentationController).presentedCardFrame.minY
            window.flick(
                from: Point(x: 195, y: top + 40), by: Point(x: 0, y: 120),
                releaseVelocity: 2_500)
            window.advance(by: 2)
        }
        let difference = LiveObjects.cardDeckSnapshot(including: [.shareSheet]).difference(
            from: before)
        #expect(difference.isEmpty, "\(difference)")
        #expect(LiveObjects.count(of: .shareSheet) == 0)
    }

    @Test("the article's example of a leak reads as it says")
    func leakingSheetIsReported() throws {
        let (window, root) = makeWindow()
        let before = LiveObjects.cardDeckSnapshot(including: [.shareSheet])
        weak var leaked: ShareSheet?
        do {
            let sheet = ShareSheet()
            root.presentCard(sheet, configuration: .fittedSheet)
            window.advance(by: 2)
            sheet.view.layout = { _ in _ = sheet.title }  // the sheet keeps itself alive
            leaked = sheet
            let top = try #require(sheet.cardPresentationController).presentedCardFrame.minY
            window.flick(
                from: Point(x: 195, y: top + 40), by: Point(x: 0, y: 120),
                releaseVelocity: 2_500)
            window.advance(by: 2)
        }
        let difference = LiveObjects.cardDeckSnapshot(including: [.shareSheet]).difference(
            from: before)
        #expect(difference.description == "ShareSheet +1, ViewController +1, ViewNode +1")
        leaked?.view.layout = nil
        #expect(LiveObjects.cardDeckSnapshot(including: [.shareSheet]) == before)
    }
}
