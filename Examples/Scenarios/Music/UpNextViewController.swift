import CardDeckViews

/// The queue card, the third and last card of the stack: a dark header and the songs that
/// play next. It presents nothing further; dragging it down anywhere dismisses it.
@MainActor
final class UpNextViewController: ViewController {
    static let songs: [(title: String, artist: String, color: UInt32)] = [
        ("Low Tide", "Harbour Lights", 0x1982C4), ("Night Drive", "Vela", 0x22223B),
        ("Citrus", "June & the Peel", 0xFF924C), ("Glass Garden", "Mono Lake", 0x8AC926),
        ("Orbit", "The Lanterns", 0x6A4C93), ("Last Ferry", "Harbour Lights", 0x2EC4B6),
        ("Small Hours", "Vela", 0xE71D36),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "upNext"
        let header = ViewNode.box(Color(hex: 0x1C1C1E))
        let title = ViewNode.label("Up Next", size: 20, bold: true, color: .white)
        let note = ViewNode.label(
            "3 cards deep", size: 13, color: Color(white: 1, alpha: 0.6), alignment: .trailing)
        header.addSubview(title)
        header.addSubview(note)
        let rows = Self.songs.map(Self.makeRow)
        let hint = ViewNode.label(
            "Drag down anywhere to go back", size: 15, color: Palette.secondaryText,
            alignment: .center)
        for node in [header] + rows + [hint] { view.addSubview(node) }
        view.layout = { node in
            let width = node.bounds.width
            header.frame = Rect(x: 0, y: 0, width: width, height: 72)
            title.frame = Rect(x: 20, y: 28, width: 160, height: 32)
            note.frame = Rect(x: width - 140, y: 28, width: 120, height: 32)
            for (index, row) in rows.enumerated() {
                row.frame = Rect(x: 0, y: 80 + Double(index) * 64, width: width, height: 64)
            }
            hint.frame = Rect(
                x: 0, y: 80 + Double(rows.count) * 64 + 16, width: width, height: 32)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    private static func makeRow(_ song: (title: String, artist: String, color: UInt32))
        -> ViewNode
    {
        let row = ViewNode()
        let art = ViewNode.box(Color(hex: song.color), cornerRadius: 6)
        let title = ViewNode.label(song.title, size: 17, bold: true)
        let artist = ViewNode.label(song.artist, size: 15, color: Palette.secondaryText)
        let grip = ViewNode.label("≡", size: 20, color: Palette.secondaryText, alignment: .center)
        for node in [art, title, artist, grip] { row.addSubview(node) }
        row.layout = { node in
            let width = node.bounds.width
            art.frame = Rect(x: 20, y: 8, width: 48, height: 48)
            title.frame = Rect(x: 84, y: 8, width: width - 140, height: 24)
            artist.frame = Rect(x: 84, y: 32, width: width - 140, height: 24)
            grip.frame = Rect(x: width - 52, y: 16, width: 32, height: 32)
        }
        return row
    }
}
