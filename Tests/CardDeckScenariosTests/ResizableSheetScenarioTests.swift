import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Resizable sheet: the fitted sheet's tour", .isolatedDiagnostics)
struct ResizableSheetScenarioTests {
    @Test("each step leaves the sheet where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(ResizableSheetScenario())
        // Height = preferred + 44 bar + 34 bottom inset, at most 844 − 47 − 20 = 777.
        #expect(
            try played.play() == [
                "sheet: dismissed",  // the product page
                "sheet: height 378, content 300, navigation depth 1",  // show
                "sheet: height 478, content 400, navigation depth 1",  // +100
                "sheet: height 777, content 800, navigation depth 1",  // ×2, capped
                "sheet: height 478, content 400, navigation depth 1",  // ×0.5
                "sheet: height 378, content 300, navigation depth 1",  // −100
                "sheet: height 378, content 300, navigation depth 1",  // scroll up
                "sheet: height 378, content 300, navigation depth 1",  // held: hand-off
                "sheet: height 378, content 300, navigation depth 1",  // springs back
                "sheet: dismissed",  // flick down
                "sheet: height 378, content 300, navigation depth 1",  // show again
                "sheet: height 498, content 420, navigation depth 2",  // push
                "sheet: height 618, content 540, navigation depth 3",  // push once more
                "sheet: height 498, content 420, navigation depth 2",  // edge swipe, held
                "sheet: height 498, content 420, navigation depth 2",  // the pop finishes
                "sheet: height 378, content 300, navigation depth 1",  // pop to root
                "sheet: height 498, content 420, navigation depth 2",  // push again
            ])
    }

    @Test("the tour ends two screens deep, the sheet fitted to the top one")
    func finalState() throws {
        let played = PlayedScenario(ResizableSheetScenario())
        try played.play()
        let navigation = try #require(played.scenario.navigation)
        let card = try #require(navigation.cardPresentationController)
        #expect(navigation.presentingViewController === played.scenario.shop)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.preferredContentSize.height == 420)
        #expect(navigation.preferredContentSize.height == 420 + 44)
        #expect(card.detents.map(\.height) == [498])
        // The content area's top at 844 − 498 = 346, the 20 pt pull bar above it.
        #expect(rounded(card.presentedCardFrame) == Rect(x: 0, y: 326, width: 390, height: 518))
        #expect(rounded(navigation.view.presentedFrameInWindow.minY) == 346)
    }

    @Test("the list scrolls first, then hands the downward drag over to the sheet")
    func scrollHandOff() throws {
        let played = PlayedScenario(ResizableSheetScenario())
        let scroll = played.step("Scroll the list up")
        try played.play(0..<(scroll + 1))
        let card = try #require(played.scenario.navigation?.cardPresentationController)
        let list = try #require(
            TourPlayer.frontmostNode(named: "sheet.1.list", in: played.window) as? ScrollView)
        #expect(list.contentOffset.y > 100)
        #expect(rounded(card.presentedCardFrame.minY) == 446)
        try played.play((scroll + 1)..<(scroll + 2))
        // The finger moved 400 pt down: the list went back to its top, the sheet took the rest.
        #expect(list.contentOffset.y == 0)
        #expect(card.presentedCardFrame.minY > 446 + 100)
        try played.play((scroll + 2)..<(scroll + 3))
        #expect(rounded(card.presentedCardFrame.minY) == 446)
        #expect(list.contentOffset.y == 0)
        #expect(!list.isDecelerating)
    }

    @Test("the interactive pop moves the sheet with the finger, between the two heights")
    func interactivePop() throws {
        let played = PlayedScenario(ResizableSheetScenario())
        let swipe = played.step("Swipe from the left edge")
        try played.play(0..<(swipe + 1))
        let navigation = try #require(played.scenario.navigation)
        let top = try #require(navigation.cardPresentationController?.presentedCardFrame.minY)
        // Depth 3 rests at 844 − 618 − 20 = 206, depth 2 at 326.
        #expect(top > 206 && top < 326)
        #expect(navigation.isTransitioning)
        try played.play((swipe + 1)..<(swipe + 2))
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("every step finds what it aims at and leaves no warning")
    func noWarnings() throws {
        let before = Diagnostics.warnings
        try PlayedScenario(ResizableSheetScenario()).play()
        #expect(Diagnostics.warnings == before)
    }
}
