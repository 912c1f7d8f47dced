import CardDeck
import CardDeckTesting
import Testing

/// The README's quick start with `import CardDeck` alone: this file imports nothing else, so
/// it stops compiling if a type a card user needs is no longer re-exported.
@Suite("One import", .isolatedDiagnostics)
@MainActor
struct OneImportTests {
    struct SnapToLarge: ReleaseBehavior {
        func decision(for context: ReleaseContext) -> ReleaseDecision {
            context.velocity > 2_000 ? .dismiss : .detent(.large)
        }
    }

    @Test("the quick start compiles and runs with import CardDeck alone")
    func quickStart() {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let nowPlaying = ViewController()
        let lyrics = ViewController()
        root.presentCard(nowPlaying)
        window.advance(by: 1)
        nowPlaying.presentCard(lyrics)
        window.advance(by: 1)
        #expect(lyrics.presentingViewController === nowPlaying)
        lyrics.dismiss(animated: true)
        window.advance(by: 1)
        #expect(lyrics.presentingViewController == nil)
        nowPlaying.dismiss(animated: false)
        window.advance(by: 0.1)

        var configuration = CardConfiguration.shared
        configuration.cornerRadius = 16
        configuration.detents = [.medium, .large]
        configuration.releaseBehavior = SnapToLarge()
        configuration.presentationTiming = .spring(Spring(response: 0.4, dampingRatio: 1))
        let settings = ViewController()
        root.presentCard(settings, configuration: configuration)
        window.advance(by: 1)
        #expect(settings.view.presentedFrameInWindow.minY > 0)
        let reactions = ViewController()
        settings.dismiss(animated: false)
        window.advance(by: 0.1)
        root.presentCard(reactions, configuration: .draggableCard)
        window.advance(by: 1)
        #expect(reactions.presentingViewController === root)
    }
}
