import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeck

@Suite("Detents", .isolatedDiagnostics)
struct DetentTests {
    let context = CardDetentResolutionContext(
        containerSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        maximumDetentValue: 781, preferredContentHeight: 300)

    @Test("the built-in detents resolve against the available height and the content")
    func builtIns() {
        #expect(CardDetent.large.resolvedValue(in: context) == 781)
        #expect(CardDetent.medium.resolvedValue(in: context) == 390.5)
        #expect(CardDetent.fraction(0.25).resolvedValue(in: context) == 195.25)
        #expect(CardDetent.fraction(2).resolvedValue(in: context) == 781)
        #expect(CardDetent.fraction(.nan).resolvedValue(in: context) == nil)
        #expect(CardDetent.height(120).resolvedValue(in: context) == 120)
        #expect(CardDetent.fitsContent.resolvedValue(in: context) == 334)
        // Draggable card: expanded top 30 below the safe area; normal top (H + b)/2.
        #expect(CardDetent.expanded.resolvedValue(in: context) == 767.0)
        #expect(CardDetent.normal.resolvedValue(in: context) == 398.5)
    }

    @Test("fitsContent is inactive without a preferred height; custom detents may opt out")
    func inactive() {
        var empty = context
        empty.preferredContentHeight = 0
        #expect(CardDetent.fitsContent.resolvedValue(in: empty) == nil)
        let peek = CardDetent.custom(identifier: "peek") { $0.containerSize.width > 500 ? 80 : nil }
        #expect(peek.resolvedValue(in: context) == nil)
        #expect(peek.identifier == "peek")
    }
}
