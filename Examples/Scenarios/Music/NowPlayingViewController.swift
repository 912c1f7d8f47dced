import CardDeckViews

/// The now-playing card: album art, the song, a progress bar, the transport controls and a
/// "Lyrics" button that calls ``onShowLyrics``.
@MainActor
final class NowPlayingViewController: ViewController {
    /// What the Lyrics button does; set by the scenario.
    var onShowLyrics: () -> Void = {}

    static let background = Color(hex: 0x3C2A63)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.background
        view.accessibilityIdentifier = "nowPlaying"
        let art = ViewNode.box(Color(hex: 0x6A4C93), cornerRadius: 12)
        art.clipsToBounds = true
        let sun = ViewNode.box(Color(hex: 0xFFCA3A), cornerRadius: 60)
        let wave = ViewNode.box(Color(hex: 0xFF595E), cornerRadius: 100)
        art.addSubview(sun)
        art.addSubview(wave)
        let song = ViewNode.label("Paper Planets", size: 22, bold: true, color: .white)
        let artist = ViewNode.label(
            "The Lanterns", size: 17, color: Color(white: 1, alpha: 0.65))
        let track = ViewNode.box(Color(white: 1, alpha: 0.25), cornerRadius: 4)
        let played = ViewNode.box(.white, cornerRadius: 4)
        track.addSubview(played)
        let elapsed = ViewNode.label("1:24", size: 13, color: Color(white: 1, alpha: 0.65))
        let remaining = ViewNode.label(
            "−2:13", size: 13, color: Color(white: 1, alpha: 0.65), alignment: .trailing)
        let controls = ["⏮", "⏸", "⏭"].map { glyph in
            ViewNode.label(glyph, size: 34, bold: true, color: .white, alignment: .center)
        }
        let lyrics = ViewNode.button(
            "Lyrics", identifier: "nowPlaying.lyrics", fill: Color(white: 1, alpha: 0.18),
            textColor: .white
        ) { [weak self] in self?.onShowLyrics() }
        for node in [art, song, artist, track, elapsed, remaining] + controls + [lyrics] {
            view.addSubview(node)
        }
        view.layout = { node in
            let bounds = node.bounds
            let side = max(min(bounds.width - 64, bounds.height * 0.42), 0)
            art.frame = Rect(x: (bounds.width - side) / 2, y: 40, width: side, height: side)
            sun.frame = Rect(x: side * 0.55, y: side * 0.12, width: 120, height: 120)
            wave.frame = Rect(x: -side * 0.2, y: side * 0.6, width: side * 1.1, height: 200)
            let left = Rect(x: 32, y: art.frame.maxY + 24, width: bounds.width - 64, height: 32)
            song.frame = left
            artist.frame = Rect(x: 32, y: left.maxY, width: left.width, height: 24)
            track.frame = Rect(x: 32, y: artist.frame.maxY + 24, width: left.width, height: 8)
            played.frame = Rect(x: 0, y: 0, width: left.width * 0.39, height: 8)
            elapsed.frame = Rect(x: 32, y: track.frame.maxY + 4, width: 80, height: 20)
            remaining.frame = Rect(
                x: bounds.width - 112, y: track.frame.maxY + 4, width: 80, height: 20)
            for (column, control) in zip(
                Layout.columns(
                    of: Rect(
                        x: 48, y: elapsed.frame.maxY + 16, width: bounds.width - 96,
                        height: 48),
                    count: 3, spacing: 0),
                controls)
            {
                control.frame = column
            }
            lyrics.frame = Rect(
                x: (bounds.width - 160) / 2, y: elapsed.frame.maxY + 88, width: 160, height: 44)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }
}
