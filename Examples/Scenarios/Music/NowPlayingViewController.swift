import CardDeckViews

/// The now-playing card: album art, the song, a progress bar, the transport controls and a
/// "Lyrics" button that calls ``onShowLyrics``.
@MainActor
final class NowPlayingViewController: ViewController {
    /// What the Lyrics button does; set by the scenario.
    var onShowLyrics: () -> Void = {}

    static let background = Color(hex: 0x3C2A63)

    /// Whether the song plays, shared with the library's mini player.
    let playback: Playback
    private weak var playPause: ViewNode?

    /// The height of the song, progress, controls and Lyrics below the art, with their gaps
    /// and a 16 pt margin at the bottom, in points.
    static let columnHeight = 24 + 32 + 24 + 24 + 8 + 4 + 20 + 64 + 24 + 44 + 16.0

    /// A card that shows and changes `playback`.
    init(playback: Playback) {
        self.playback = playback
        super.init()
    }

    /// Whether the song plays: ⏸ (Pause) shows while it does, ▶ (Play) while it is paused.
    var isPlaying: Bool { playback.isPlaying }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.background
        view.accessibilityIdentifier = "nowPlaying"
        let art = ViewNode.box(
            Color(hex: 0x6A4C93), cornerRadius: 12, identifier: "nowPlaying.art")
        art.clipsToBounds = true
        let sun = ViewNode.box(Color(hex: 0xFFCA3A), identifier: "nowPlaying.sun")
        let wave = ViewNode.box(Color(hex: 0xFF595E))
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
        let controls = [
            transportButton("⏮", label: "Previous", identifier: "nowPlaying.previous") {},
            transportButton(
                playback.glyph, label: playback.actionName, identifier: "nowPlaying.playPause"
            ) {
                [weak self] in self?.togglePlayback()
            },
            transportButton("⏭", label: "Next", identifier: "nowPlaying.next") {},
        ]
        playPause = controls[1]
        let lyrics = ViewNode.button(
            "Lyrics", identifier: "nowPlaying.lyrics", fill: Color(white: 1, alpha: 0.18),
            textColor: .white
        ) { [weak self] in self?.onShowLyrics() }
        for node in [art, song, artist, track, elapsed, remaining] + controls + [lyrics] {
            view.addSubview(node)
        }
        view.layout = { node in
            let bounds = node.bounds
            // Portrait: the art above the song and controls, as tall as leaves them room.
            // Landscape (wider than tall, as Music on an iPhone turned sideways): the art on
            // the left, the song and controls in a column on its right.
            let landscape = bounds.width > bounds.height && bounds.width >= 480
            let side =
                landscape
                ? max(min(bounds.height - 80, bounds.width * 0.4), 0)
                : max(
                    min(
                        bounds.width - 64, bounds.height * 0.42,
                        bounds.height - 40 - Self.columnHeight),
                    0)
            art.frame = Rect(
                x: landscape ? 32 : (bounds.width - side) / 2, y: 40, width: side, height: side)
            art.isHidden = side < 48
            // The picture scales with the art, so no side cuts the sun.
            let sunSide = min(120, side * 0.376)
            sun.frame = Rect(x: side * 0.55, y: side * 0.12, width: sunSide, height: sunSide)
            sun.cornerRadius = sunSide / 2
            let waveHeight = min(200, side * 0.62)
            wave.frame = Rect(x: -side * 0.2, y: side * 0.6, width: side * 1.1, height: waveHeight)
            wave.cornerRadius = waveHeight / 2
            let column =
                landscape
                ? Rect(x: 64 + side, y: 40, width: max(bounds.width - 96 - side, 0), height: 0)
                : Rect(
                    x: 32, y: art.isHidden ? 40 : art.frame.maxY + 24,
                    width: max(bounds.width - 64, 0), height: 0)
            let left = Rect(x: column.minX, y: column.minY, width: column.width, height: 32)
            song.frame = left
            artist.frame = Rect(x: left.minX, y: left.maxY, width: left.width, height: 24)
            track.frame = Rect(
                x: left.minX, y: artist.frame.maxY + 24, width: left.width, height: 8)
            played.frame = Rect(x: 0, y: 0, width: left.width * 0.39, height: 8)
            let timeWidth = min(80, left.width / 2)
            elapsed.frame = Rect(
                x: left.minX, y: track.frame.maxY + 4, width: timeWidth, height: 20)
            remaining.frame = Rect(
                x: left.maxX - timeWidth, y: track.frame.maxY + 4, width: timeWidth, height: 20)
            for (column, control) in zip(
                Layout.columns(
                    of: Rect(
                        x: left.minX + 16, y: elapsed.frame.maxY + 16,
                        width: max(left.width - 32, 0), height: 48),
                    count: 3, spacing: 0),
                controls)
            {
                control.frame = column
            }
            let lyricsWidth = min(160, left.width)
            lyrics.frame = Rect(
                x: left.midX - lyricsWidth / 2, y: elapsed.frame.maxY + 88, width: lyricsWidth,
                height: 44)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    /// Pauses or resumes: the button shows what a tap will do next, as Music's does.
    func togglePlayback() {
        playback.toggle()
        guard let playPause else { return }
        playPause.text = TextContent(
            playback.glyph, fontSize: 34, isBold: true, color: .white, alignment: .center)
        playPause.accessibilityLabel = playback.actionName
    }

    /// A transport control: a glyph that is a button, named for assistive technologies by
    /// what it does rather than by its glyph, and drawn as the glyph alone, with no fill.
    private func transportButton(
        _ glyph: String, label: String, identifier: String,
        action: @escaping @MainActor () -> Void
    ) -> ViewNode {
        let button = ViewNode.button(
            glyph, identifier: identifier, fill: nil, textColor: .white, size: 34,
            action: action)
        button.cornerRadius = 0
        button.accessibilityLabel = label
        return button
    }
}
