import CardDeckViews

/// A music library: a large title, the library's sections, recently added albums, and the
/// mini player above the tab bar, which calls ``onOpenPlayer`` when tapped.
@MainActor
final class LibraryViewController: ViewController {
    /// What a tap on the mini player does; set by the scenario.
    var onOpenPlayer: () -> Void = {}
    /// The mini player, whose frame the now-playing card grows from.
    let miniPlayer = ViewNode.box(Palette.bar)
    /// Whether the song plays, shared with the now-playing card.
    let playback: Playback
    /// The mini player's ⏸/▶ and ⏭: shows the play state, as the now-playing card's button.
    private let miniControls = ViewNode.label("", size: 20, alignment: .trailing)

    static let accent = Color(hex: 0xFA2D48)
    static let albums: [(title: String, color: UInt32, spot: UInt32)] = [
        ("Paper Planets", 0x6A4C93, 0xFFCA3A), ("Low Tide", 0x1982C4, 0x8AC926),
        ("Night Drive", 0x22223B, 0xF2E9E4), ("Citrus", 0xFF924C, 0xFFF3B0),
    ]

    /// A library whose mini player shows `playback`.
    init(playback: Playback) {
        self.playback = playback
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = ViewNode.label("Library", size: 34, bold: true)
        let sections = ["Playlists", "Artists", "Albums", "Songs"].map {
            ViewNode.label($0, size: 20, color: Self.accent)
        }
        // Beside its row's text, not over it: the row's label ends where the chevron starts.
        // A disclosure mark is part of its row, not a stop of its own for a screen reader.
        let chevrons = sections.map { _ in
            let chevron = ViewNode.label(
                "›", size: 20, color: Palette.secondaryText, alignment: .trailing)
            chevron.isAccessibilityElement = false
            return chevron
        }
        let recent = ViewNode.label("Recently Added", size: 22, bold: true)
        let tiles = Self.albums.map(Self.makeTile)
        let tabBar = makeTabBar()
        configureMiniPlayer()
        for node in [title] + sections + chevrons + [recent] + tiles + [miniPlayer, tabBar] {
            view.addSubview(node)
        }
        view.layout = { [miniPlayer] node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            title.frame = Rect(x: 16, y: safe.top + 8, width: bounds.width - 32, height: 48)
            let barHeight = 56 + safe.bottom
            let playerTop = bounds.height - barHeight - 72
            // In a window too short for both, the mini player (the way in) keeps its place.
            title.isHidden = title.frame.maxY > playerTop
            for (index, row) in sections.enumerated() {
                row.frame = Rect(
                    x: 16, y: title.frame.maxY + 8 + Double(index) * 44,
                    width: max(bounds.width - 56, 0), height: 40)
                chevrons[index].frame = Rect(
                    x: bounds.width - 40, y: row.frame.minY, width: 16, height: 40)
                // A row the mini player would cover (a short window) is left out.
                row.isHidden = row.frame.maxY > playerTop
                chevrons[index].isHidden = row.isHidden
            }
            let recentTop = title.frame.maxY + 8 + Double(sections.count) * 44 + 16
            recent.frame = Rect(x: 16, y: recentTop, width: bounds.width - 32, height: 32)
            tabBar.frame = Rect(
                x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
            miniPlayer.frame = Rect(
                x: 8, y: tabBar.frame.minY - 72, width: bounds.width - 16, height: 64)
            // Two rows of albums when they fit, one row in a short window, none in a tiny one.
            let columns = Layout.columns(
                of: Rect(x: 16, y: recentTop + 40, width: bounds.width - 32, height: 0), count: 2,
                spacing: 16)
            let room = miniPlayer.frame.minY - recentTop - 48
            let rows = room >= 2 * (96 + 40) ? 2 : (room >= 96 + 40 ? 1 : 0)
            let side = rows == 0 ? 0 : min(columns[0].width, room / Double(rows) - 40)
            recent.isHidden = rows == 0
            for (index, tile) in tiles.enumerated() {
                let column = columns[index % 2]
                tile.isHidden = index / 2 >= rows
                tile.frame = Rect(
                    x: column.minX, y: recentTop + 40 + Double(index / 2) * (side + 40),
                    width: side, height: side + 32)
            }
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    private func configureMiniPlayer() {
        miniPlayer.accessibilityIdentifier = "library.miniPlayer"
        miniPlayer.cornerRadius = 12
        miniPlayer.border = Border(width: 1, color: Palette.separator)
        let art = ViewNode.box(Color(hex: 0x6A4C93), cornerRadius: 6)
        let spot = ViewNode.box(Color(hex: 0xFFCA3A), cornerRadius: 10)
        art.addSubview(spot)
        let song = ViewNode.label("Paper Planets", size: 17, bold: true)
        let controls = miniControls
        showPlayback()
        for node in [art, song, controls] { miniPlayer.addSubview(node) }
        miniPlayer.addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .ended { self?.onOpenPlayer() }
            })
        miniPlayer.layout = { node in
            let width = node.bounds.width
            art.frame = Rect(x: 8, y: 8, width: 48, height: 48)
            spot.frame = Rect(x: 14, y: 14, width: 20, height: 20)
            song.frame = Rect(x: 68, y: 16, width: max(width - 164, 0), height: 32)
            controls.frame = Rect(x: width - 96, y: 16, width: 80, height: 32)
        }
    }

    /// Shows the play state in the mini player: ⏸ while the song plays, ▶ while it is paused,
    /// as on the now-playing card.
    func showPlayback() {
        miniControls.text = TextContent(playback.glyph + "  ⏭", fontSize: 20, alignment: .trailing)
    }

    private static func makeTile(_ album: (title: String, color: UInt32, spot: UInt32))
        -> ViewNode
    {
        let tile = ViewNode()
        let art = ViewNode.box(Color(hex: album.color), cornerRadius: 8)
        art.clipsToBounds = true
        let spot = ViewNode.box(Color(hex: album.spot), cornerRadius: 32)
        art.addSubview(spot)
        let name = ViewNode.label(album.title, size: 15)
        tile.addSubview(art)
        tile.addSubview(name)
        tile.layout = { node in
            let side = node.bounds.width
            art.frame = Rect(x: 0, y: 0, width: side, height: max(node.bounds.height - 32, 0))
            spot.frame = Rect(x: side * 0.3, y: side * 0.3, width: 64, height: 64)
            name.frame = Rect(x: 0, y: node.bounds.height - 28, width: side, height: 24)
        }
        return tile
    }

    private func makeTabBar() -> ViewNode {
        let bar = ViewNode.box(Palette.bar)
        let titles = ["Home", "Browse", "Radio", "Library", "Search"]
        let tabs = titles.enumerated().map { index, title in
            ViewNode.label(
                title, size: 12, bold: index == 3,
                color: index == 3 ? Self.accent : Palette.secondaryText, alignment: .center)
        }
        for tab in tabs { bar.addSubview(tab) }
        bar.layout = { node in
            for (column, tab) in zip(
                Layout.columns(
                    of: Rect(x: 0, y: 8, width: node.bounds.width, height: 40), count: 5,
                    spacing: 0),
                tabs)
            {
                tab.frame = column
            }
        }
        return bar
    }
}
