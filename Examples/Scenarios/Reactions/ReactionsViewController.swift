import CardDeckViews

/// The reactions list the draggable card shows: a blue header under the handle, a row of
/// filter tabs, and one row per person who reacted.
@MainActor
final class ReactionsViewController: ViewController {
    /// The people who reacted, with their reaction and avatar colour.
    static let people: [(name: String, reaction: String, color: UInt32)] = [
        ("Tim Cook", "😆", 0x5B6B7F), ("Ada Park", "😆", 0xA06CD5),
        ("Lin Okafor", "👍", 0x2A9D8F), ("Sam Reyes", "😆", 0xE76F51),
        ("Noor Haddad", "❤️", 0xE63946), ("Kai Tanaka", "😆", 0x457B9D),
        ("Mira Jensen", "😆", 0xF4A261), ("Theo Laurent", "👍", 0x6D597A),
        ("Ines Duarte", "😆", 0x118AB2), ("Omar Fitz", "😆", 0x8AB17D),
        ("Yuki Sato", "😆", 0xB5838D),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = ViewNode.box(StatusViewController.brandBlue)
        header.accessibilityIdentifier = "reactions.header"
        let title = ViewNode.label(
            "Reactions", size: 17, bold: true, color: .white, alignment: .center)
        header.addSubview(title)
        let tabs = ["All 11", "😆 8", "👍 2", "❤️ 1"].enumerated().map { index, text in
            let tab = ViewNode.box(
                index == 0 ? Color(hex: 0xE7F0FD) : nil, cornerRadius: 16)
            tab.text = TextContent(
                text, fontSize: 15, isBold: index == 0,
                color: index == 0 ? StatusViewController.brandBlue : Palette.secondaryText,
                alignment: .center)
            return tab
        }
        let rows = Self.people.map(Self.makeRow)
        for node in [header] + tabs + rows { view.addSubview(node) }
        view.accessibilityIdentifier = "reactions.list"

        view.layout = { node in
            let width = node.bounds.width
            header.frame = Rect(x: 0, y: 0, width: width, height: 64)
            title.frame = Rect(x: 0, y: 24, width: width, height: 32)
            for (column, tab) in zip(
                Layout.columns(
                    of: Rect(x: 16, y: 76, width: min(width - 32, 320), height: 32), count: 4,
                    spacing: 8),
                tabs)
            {
                tab.frame = column
            }
            for (index, row) in rows.enumerated() {
                row.frame = Rect(x: 0, y: 120 + Double(index) * 56, width: width, height: 56)
            }
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    private static func makeRow(
        _ person: (name: String, reaction: String, color: UInt32)
    ) -> ViewNode {
        let row = ViewNode()
        let avatar = ViewNode.box(Color(hex: person.color), cornerRadius: 20)
        let initials = person.name.split(separator: " ").compactMap(\.first).map(String.init)
        avatar.text = TextContent(
            initials.joined(), fontSize: 15, isBold: true, color: .white, alignment: .center)
        let name = ViewNode.label(person.name, size: 17)
        let reaction = ViewNode.label(person.reaction, size: 20, alignment: .trailing)
        for node in [avatar, name, reaction] { row.addSubview(node) }
        row.layout = { node in
            let width = node.bounds.width
            avatar.frame = Rect(x: 16, y: 8, width: 40, height: 40)
            name.frame = Rect(x: 72, y: 12, width: width - 136, height: 32)
            reaction.frame = Rect(x: width - 56, y: 12, width: 40, height: 32)
        }
        return row
    }
}
