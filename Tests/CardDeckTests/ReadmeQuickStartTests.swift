import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// The README's quick start, compiled and run (keep the two in step).
struct SnapToLarge: ReleaseBehavior {
    func decision(for context: ReleaseContext) -> ReleaseDecision {
        context.velocity > 2_000 ? .dismiss : .detent(.large)
    }
}

@MainActor
@Suite("README quick start", .isolatedDiagnostics, .sharedCardConfiguration())
struct ReadmeQuickStartTests {
    @Test("the quick start's calls work as the README says")
    func quickStart() {
        let saved = CardConfiguration.shared
        defer { CardConfiguration.shared = saved }
        let (window, root) = makeWindow()
        let nowPlaying = ViewController()
        let lyrics = ViewController()

        // Present a card over the root; present another from it and they stack.
        root.presentCard(nowPlaying)
        window.advance(by: 2)
        nowPlaying.presentCard(lyrics)
        window.advance(by: 2)
        #expect(lyrics.cardPresentationController?.stackLevel == 2)
        lyrics.dismiss(animated: true)  // the ordinary dismissal
        window.advance(by: 2)
        #expect(lyrics.presentingViewController == nil)
        nowPlaying.dismiss(animated: true)
        window.advance(by: 2)

        // The two other designs are presets.
        let reactions = ViewController()
        root.presentCard(reactions, configuration: .draggableCard)
        window.advance(by: 2)
        #expect(reactions.cardPresentationController?.selectedDetentIdentifier == .normal)
        reactions.dismiss(animated: false)

        // Restyle every card in the app, once, at launch.
        CardConfiguration.shared.cornerRadius = 16
        CardConfiguration.shared.detents = [.medium, .large]

        // Decide yourself where a released card goes.
        var configuration = CardConfiguration.shared
        configuration.releaseBehavior = SnapToLarge()
        let settings = ViewController()
        root.presentCard(settings, configuration: configuration)
        window.advance(by: 2)
        let controller = settings.cardPresentationController
        #expect(controller?.cardView.cornerRadius == 16)
        #expect(controller?.selectedDetentIdentifier == .medium)
        // A slow drag up then release: SnapToLarge picks the large detent.
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 580))
        window.move(to: Point(x: 195, y: 540), duration: 0.3)
        window.release()
        window.advance(by: 2)
        #expect(controller?.selectedDetentIdentifier == .large)

        // Change a presented card, animated, as UISheetPresentationController allows.
        if let sheet = settings.cardPresentationController {
            sheet.animateChanges {
                sheet.configuration.detents = [.medium]
                sheet.configuration.cornerRadius = 20
                sheet.selectedDetentIdentifier = .medium  // outside animateChanges it jumps
            }
        }
        window.advance(by: 2)
        #expect(controller?.selectedDetentIdentifier == .medium)
        #expect(controller?.cardView.presentation.cornerRadius == 20)
    }

    @Test("the quick start's labels take their text from a string")
    func labelText() {
        let title = ViewNode()
        let subtitle = ViewNode()
        let count = 3

        // Any view is a label: its text from a string, as a UILabel's.
        title.text = "Settings"
        subtitle.text = "\(count) items"  // a String value: TextContent(name)
        #expect(title.text == TextContent("Settings"))
        #expect(subtitle.text?.string == "3 items")
    }
}
