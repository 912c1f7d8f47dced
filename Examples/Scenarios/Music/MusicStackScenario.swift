import CardDeck
import CardDeckTransitions
import CardDeckViews

/// The stacked cards, in the style of Apple Music: a library whose mini player opens the
/// now-playing card, grown from the mini player's frame (`initialTransitionFrame`); inside
/// it, buttons present the lyrics and then the queue as further cards, three deep.
///
/// Every card pushes the ones behind it back, inset 16 pt per side and faded to 0.8 per
/// level; dragging the front card down anywhere scrubs its dismissal, with every card behind
/// following; the now-playing card shrinks back into the mini player when it goes.
@MainActor
public final class MusicStackScenario: Scenario {
    /// How the showcase lists this scenario.
    public nonisolated static let descriptor = ScenarioDescriptor(
        identifier: "music-stack", title: "Music stack",
        tagline: "stacked cards (grow from the mini player, three deep, drag anywhere)",
        key: "3", hint: "Tap the mini player, then Lyrics and Up Next; drag a card down"
    ) { MusicStackScenario() }

    /// The library: the root controller.
    public var library: ViewController { libraryController }
    private let libraryController: LibraryViewController
    /// Whether the song plays: the now-playing card changes it, the mini player shows it.
    let playback = Playback()
    /// The cards presented now, bottom first: now playing, lyrics, up next.
    public var cards: [ViewController] {
        var cards: [ViewController] = []
        var controller = library.presentedViewController
        while let card = controller {
            cards.append(card)
            controller = card.presentedViewController
        }
        return cards
    }

    /// Creates the scenario.
    public init() {
        libraryController = LibraryViewController(playback: playback)
        libraryController.onOpenPlayer = { [weak self] in self?.openPlayer() }
        playback.onChange = { [weak libraryController] in libraryController?.showPlayback() }
    }

    /// The library.
    public var rootViewController: ViewController { library }

    /// Presents the now-playing card, growing from the mini player, as a tap on it does.
    public func openPlayer() {
        guard library.presentedViewController == nil else { return }
        let nowPlaying = NowPlayingViewController(playback: playback)
        nowPlaying.onShowLyrics = { [weak self, weak nowPlaying] in
            guard let nowPlaying else { return }
            self?.present(LyricsViewController(), over: nowPlaying)
        }
        var configuration = CardConfiguration.shared
        // The card grows from the mini player and shrinks back into it (window coordinates).
        configuration.initialTransitionFrame =
            libraryController.miniPlayer.presentedFrameInWindow
        library.presentCard(nowPlaying, configuration: configuration)
    }

    /// Presents a card over another with the shared configuration: the stack grows by one.
    private func present(_ card: ViewController, over presenter: ViewController) {
        guard presenter.presentedViewController == nil else { return }
        if let lyrics = card as? LyricsViewController {
            lyrics.onShowUpNext = { [weak self, weak lyrics] in
                guard let lyrics else { return }
                self?.present(UpNextViewController(), over: lyrics)
            }
        }
        presenter.presentCard(card)
    }

    /// `stack: 3 cards, insets 16 32 48, alphas 0.8 0.64 0.51`: the cards presented, then
    /// each view behind the front card (nearest first, the library last) with its side
    /// inset and alpha; or `stack: no cards`.
    public var summary: String {
        let cards = self.cards
        guard !cards.isEmpty else { return "stack: no cards" }
        let views = cards.dropLast().reversed().compactMap { $0.cardPresentationController }
        let insets =
            views.map { Formatting.number($0.presentedCardFrame.minX) }
            + [Formatting.number(library.view.presentedFrameInWindow.minX)]
        let alphas =
            views.map { Formatting.number($0.presentedView?.presentation.alpha ?? 1) }
            + [Formatting.number(library.view.presentation.alpha)]
        let noun = cards.count == 1 ? "card" : "cards"
        return "stack: \(cards.count) \(noun), insets \(insets.joined(separator: " ")), "
            + "alphas \(alphas.joined(separator: " "))"
    }

    /// Grow from the mini player, stack three deep, drag with the stack following, flick
    /// away, tap a handle, shrink back into the mini player, and stack three deep again.
    public var tour: [TourStep] {
        let miniPlayer = TourLocation.node("library.miniPlayer")
        let lyrics = TourLocation.node("nowPlaying.lyrics")
        let upNext = TourLocation.node("lyrics.upNext")
        return [
            TourStep(
                "The library, with the mini player above the tab bar", .wait, settle: 0.5,
                filmstrip: "The library"),
            TourStep(
                "Tap the mini player: now playing grows out of it", .tap(miniPlayer),
                settle: 0.12, filmstrip: "Growing from the mini player"),
            TourStep(
                "It comes to rest; the library behind is inset and faded", .wait, settle: 1,
                filmstrip: "Now playing"),
            TourStep(
                "Tap Lyrics: a second card, and the stack moves back", .tap(lyrics),
                settle: 1, filmstrip: "Two cards"),
            TourStep(
                "Tap Up Next: three cards deep, each further back inset and faded",
                .tap(upNext), settle: 1, filmstrip: "Three cards"),
            TourStep(
                "Drag the queue down from its middle: every card behind follows",
                .hold(from: .node("upNext"), by: Point(x: 0, y: 330), duration: 0.5),
                settle: 0, filmstrip: "Dragging: the stack follows"),
            TourStep(
                "Change your mind and move back up", .move(by: Point(x: 0, y: -240), duration: 0.4),
                settle: 0),
            TourStep("Let go moving up: it springs back", .release, settle: 1),
            TourStep(
                "Flick it down: the queue goes, the stack moves forward",
                .flick(from: .node("upNext"), by: Point(x: 0, y: 150), velocity: 1_800),
                settle: 1),
            TourStep(
                "Tap the handle of the lyrics card: it goes too",
                .tap(.node("card.handle")), settle: 1),
            TourStep(
                "Flick now playing down: it shrinks back into the mini player",
                .flick(from: .node("nowPlaying"), by: Point(x: 0, y: 150), velocity: 1_800),
                settle: 0.15, filmstrip: "Back into the mini player"),
            TourStep("It is gone; the library comes forward", .wait, settle: 1),
            TourStep("Open it again", .tap(miniPlayer), settle: 1),
            TourStep("Lyrics", .tap(lyrics), settle: 1),
            TourStep("Up Next: three cards deep again", .tap(upNext), settle: 1),
        ]
    }
}
