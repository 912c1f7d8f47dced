import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Music stack: the stacked cards' tour", .isolatedDiagnostics)
struct MusicStackScenarioTests {
    @Test("each step leaves the stack where its caption says")
    func everyStep() throws {
        let played = PlayedScenario(MusicStackScenario())
        #expect(
            try played.play() == [
                "stack: no cards",  // the library
                "stack: 1 card, insets 7.94, alphas 0.9",  // growing, 0.12 s in
                "stack: 1 card, insets 16, alphas 0.8",  // at rest
                "stack: 2 cards, insets 16 32, alphas 0.8 0.64",  // lyrics
                "stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51",  // up next
                "stack: 3 cards, insets 9.19 25.19 41.19, alphas 0.89 0.71 0.57",  // dragged
                "stack: 3 cards, insets 14.31 30.31 46.31, alphas 0.82 0.66 0.53",  // back up
                "stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51",  // springs back
                "stack: 2 cards, insets 16 32, alphas 0.8 0.64",  // flick
                "stack: 1 card, insets 16, alphas 0.8",  // handle
                "stack: 1 card, insets 3.05, alphas 0.96",  // shrinking into the player
                "stack: no cards",  // gone
                "stack: 1 card, insets 16, alphas 0.8",  // open again
                "stack: 2 cards, insets 16 32, alphas 0.8 0.64",  // lyrics
                "stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51",  // up next
            ])
    }

    @Test("the tour ends three cards deep, at the StackedCards article's frames")
    func finalState() throws {
        let played = PlayedScenario(MusicStackScenario())
        try played.play()
        let cards = played.scenario.cards
        #expect(cards.count == 3)
        let controllers = cards.compactMap(\.cardPresentationController)
        #expect(controllers.map(\.stackLevel) == [1, 2, 3])
        #expect(
            controllers.map { rounded($0.presentedCardFrame) } == [
                Rect(x: 32, y: 63, width: 326, height: 781),
                Rect(x: 16, y: 79, width: 358, height: 765),
                Rect(x: 0, y: 95, width: 390, height: 749),
            ])
        #expect(
            controllers.map { rounded($0.presentedView?.presentation.alpha ?? 0) } == [
                0.64, 0.8, 1,
            ])
        let library = played.scenario.library.view
        #expect(
            rounded(library.presentedFrameInWindow) == Rect(x: 48, y: 47, width: 294, height: 797))
        #expect(rounded(library.presentation.alpha) == 0.512)
    }

    @Test("now playing grows out of the mini player and shrinks back into it")
    func growsFromTheMiniPlayer() throws {
        let played = PlayedScenario(MusicStackScenario())
        try played.play(0..<1)
        let miniPlayer = try #require(
            TourPlayer.frontmostNode(named: "library.miniPlayer", in: played.window))
        let start = miniPlayer.presentedFrameInWindow
        try played.player.perform(
            TourStep("tap", played.scenario.tour[1].action, settle: 0), index: 1)
        let card = try #require(played.scenario.cards.first?.cardPresentationController)
        #expect(card.configuration.initialTransitionFrame == start)
        let first = card.presentedCardFrame
        // A frame after the tap the card is still almost the mini player.
        #expect(abs(first.minY - start.minY) < 20 && abs(first.height - start.height) < 20)
        played.window.advance(by: 2)
        #expect(rounded(card.presentedCardFrame) == Rect(x: 0, y: 63, width: 390, height: 781))
    }

    @Test("dragging the front card moves every card behind it at every depth")
    func stackFollowsTheDrag() throws {
        let played = PlayedScenario(MusicStackScenario())
        let hold = played.step("Drag the queue down")
        try played.play(0..<(hold + 1))
        let controllers = played.scenario.cards.compactMap(\.cardPresentationController)
        let front = try #require(controllers.last)
        // Progress p of the way from the rest (95) to the bottom edge (844).
        let progress = (front.presentedCardFrame.minY - 95) / (844 - 95)
        #expect(progress > 0.3 && progress < 0.6)
        for (depth, card) in zip([2.0, 1], controllers.dropLast()) {
            let inset = 16 * depth - 16 * progress
            #expect(abs(card.presentedCardFrame.minX - inset) < 1e-6)
        }
        #expect(front.presentedViewController.isBeingDismissed)
    }

    @Test("every step finds what it aims at and leaves no warning")
    func noWarnings() throws {
        let before = Diagnostics.warnings
        try PlayedScenario(MusicStackScenario()).play()
        #expect(Diagnostics.warnings == before)
    }
}

@MainActor
@Suite("Music stack: the now-playing transport controls", .isolatedDiagnostics)
struct NowPlayingTransportTests {
    @Test("⏮ ⏸ ⏭ are buttons named Previous, Pause and Next; Pause toggles to Play and back")
    func transportButtons() throws {
        let played = PlayedScenario(MusicStackScenario())
        try played.play(0..<2)
        played.window.advance(by: 2)
        let names = played.window.accessibility.elements.filter { $0.traits.contains(.button) }
            .map(\.label)
        #expect(names.contains(["Previous", "Pause", "Next"]))
        let button = try #require(
            TourPlayer.frontmostNode(named: "nowPlaying.playPause", in: played.window))
        #expect(button.text?.string == "⏸")
        for (label, glyph) in [("Play", "▶"), ("Pause", "⏸")] {
            played.window.tap(at: button.presentedFrameInWindow.center)
            played.window.advance(by: 0.1)
            #expect(button.accessibilityLabel == label)
            #expect(button.text?.string == glyph)
        }
        // A screen reader's activation is a tap at the button's centre, on the next frame.
        #expect(button.accessibilityActivate())
        played.window.advance(by: 0.1)
        #expect(button.accessibilityLabel == "Play")
    }

    @Test("the mini player shows the card's play state: ⏸ while playing, ▶ once paused, kept")
    func miniPlayerShowsThePlayState() throws {
        let scenario = MusicStackScenario()
        let played = PlayedScenario(scenario)
        let miniPlayer = try #require(
            TourPlayer.frontmostNode(named: "library.miniPlayer", in: played.window))
        let glyphs = try #require(miniPlayer.subviews.last)
        #expect(glyphs.text?.string == "⏸  ⏭")
        try played.play(0..<2)
        played.window.advance(by: 2)
        let button = try #require(
            TourPlayer.frontmostNode(named: "nowPlaying.playPause", in: played.window))
        played.window.tap(at: button.presentedFrameInWindow.center)
        played.window.advance(by: 0.1)
        #expect(button.text?.string == "▶")
        #expect(glyphs.text?.string == "▶  ⏭")
        // Closed and opened again, the card still says paused.
        scenario.cards.first?.dismiss(animated: false)
        played.window.advance(by: 1)
        scenario.openPlayer()
        played.window.advance(by: 2)
        let again = try #require(
            TourPlayer.frontmostNode(named: "nowPlaying.playPause", in: played.window))
        #expect(again !== button)
        #expect(again.text?.string == "▶" && again.accessibilityLabel == "Play")
        #expect(again.accessibilityActivate())
        played.window.advance(by: 0.1)
        #expect(glyphs.text?.string == "⏸  ⏭")
    }
}
