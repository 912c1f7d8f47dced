import CardDeckViews

/// Whether the song plays: the one state the now-playing card's play/pause button changes and
/// both it and the library's mini player show, so the two never disagree (the card is made
/// anew each time it opens; the state outlives it).
@MainActor
final class Playback {
    /// Whether the song plays; it does when the scenario starts.
    private(set) var isPlaying = true
    /// Called after each change; the scenario sets it to update the mini player.
    var onChange: () -> Void = {}

    /// The glyph of a play/pause control: ⏸ (Pause) while the song plays, ▶ (Play) while it
    /// is paused. It shows what a tap does next, as Music's does.
    var glyph: String { isPlaying ? "⏸" : "▶" }

    /// What a tap on a play/pause control does: `Pause` or `Play`.
    var actionName: String { isPlaying ? "Pause" : "Play" }

    /// Pauses or resumes, then calls ``onChange``.
    func toggle() {
        isPlaying.toggle()
        onChange()
    }
}
