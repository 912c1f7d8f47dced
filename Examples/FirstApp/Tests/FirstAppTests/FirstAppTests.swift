import CardDeck
import CardDeckTesting
import FirstAppKit
import Testing

// Every test applies the app-wide style to CardConfiguration.shared; the trait gives each test
// its own copy of it, so the tests run in parallel without seeing each other's changes.
@Suite(.sharedCardConfiguration())
@MainActor
struct FirstAppTests {
    @Test func tappingARowPresentsItsDetailAtMedium() throws {
        let app = AppHarness()
        let detail = try #require(app.openFirstBook())
        #expect(detail.book == Book.samples[0])
        let card = try #require(detail.cardPresentationController)
        #expect(card.selectedDetentIdentifier == .medium)
        // Medium is half the room below the top limit 47 + 16: 781 / 2.
        #expect(rounded(card.presentedCardFrame) == Rect(x: 0, y: 453.5, width: 390, height: 390.5))
    }

    @Test func draggingTheDetailUpRestsItAtLarge() throws {
        let app = AppHarness()
        let card = try #require(app.openFirstBook()?.cardPresentationController)
        app.window.press(at: Point(x: 195, y: 700))
        app.window.move(to: Point(x: 195, y: 680))
        app.window.move(to: Point(x: 195, y: 300), duration: 0.4)
        app.window.release()
        app.window.advance(by: 2)
        #expect(card.selectedDetentIdentifier == .large)
        #expect(rounded(card.presentedCardFrame).minY == 63)
    }

    @Test func selectingLargeFromCodeAnimatesThere() throws {
        let app = AppHarness()
        let card = try #require(app.openFirstBook()?.cardPresentationController)
        card.animateChanges { card.selectedDetentIdentifier = .large }
        app.window.advance(by: 0.05)
        let midway = card.presentedCardFrame.minY
        #expect(midway < 453.5 && midway > 63)
        app.window.advance(by: 2)
        #expect(rounded(card.presentedCardFrame).minY == 63)
    }

    @Test func typingIntoTheNoteField() throws {
        let app = AppHarness()
        let detail = try #require(app.openFirstBook())
        app.window.tap(at: app.center(of: detail.noteField))
        #expect(app.window.firstResponder === detail.noteField)
        for character in "OK" { app.window.send(.character(character)) }
        app.window.advance(by: 1)
        #expect(detail.noteField.string == "OK")
        #expect(detail.noteField.text?.string == "OK")
        // The card rose with the keyboard: its bottom rests on the keyboard's top.
        let card = try #require(detail.cardPresentationController)
        #expect(abs(card.presentedCardFrame.maxY - (844 - 336)) < 0.5)
    }

    @Test func quotesStackASecondCard() throws {
        let app = AppHarness()
        let detail = try #require(app.openFirstBook())
        app.window.tap(at: app.center(of: detail.quotesButton))
        app.window.advance(by: 2)
        let quotes = try #require(detail.presentedViewController as? QuotesController)
        #expect(quotes.cardPresentationController?.stackLevel == 2)
        // The detail card behind is inset 16 pt a side and faded to the app's 0.7.
        let back = try #require(detail.cardPresentationController)
        #expect(rounded(back.presentedCardFrame).minX == 16)
        #expect(back.presentedView?.presentation.alpha == AppStyle.backFadeAlpha)
    }

    @Test func filtersSlideInFromTheTrailingEdge() throws {
        let app = AppHarness()
        app.window.tap(at: app.center(of: app.list.filtersButton))
        app.window.advance(by: 0.1)
        let filters = try #require(app.list.presentedViewController as? FiltersController)
        let sheet = try #require(filters.cardPresentationController)
        let midway = sheet.presentedCardFrame.minX
        app.window.advance(by: 2)
        let rest = rounded(sheet.presentedCardFrame)
        #expect(rest.minX == 390 - FiltersController.width && rest.maxX == 390)
        #expect(midway > rest.minX && midway < 390)  // on its way in from the right
        app.window.tap(at: Point(x: 40, y: 400))  // the dimmer
        app.window.advance(by: 2)
        #expect(app.list.presentedViewController == nil)
    }

    @Test func aFlickDownDismissesTheDetail() throws {
        let app = AppHarness()
        let detail = try #require(app.openFirstBook())
        app.window.flick(
            from: Point(x: 195, y: 520), by: Point(x: 0, y: 80), releaseVelocity: 2_500)
        app.window.advance(by: 2)
        #expect(detail.presentingViewController == nil)
        #expect(app.list.presentedViewController == nil)
    }

    @Test func everyCardHasTheAppStyle() throws {
        let app = AppHarness()
        let detail = try #require(app.openFirstBook())
        let card = try #require(detail.cardPresentationController)
        #expect(card.configuration.cornerRadius == AppStyle.cornerRadius)
        #expect(card.configuration.backgroundColor == AppStyle.paper)
        #expect(card.presentedView?.cornerRadius == AppStyle.cornerRadius)
        #expect(card.configuration.detents.map(\.identifier) == [.medium, .large])
    }
}
