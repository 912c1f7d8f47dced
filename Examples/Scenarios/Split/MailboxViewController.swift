import CardDeckViews

/// The left pane: an inbox, a header over a list of messages. It defines a presentation
/// context, so the message cards it presents stay in the left pane.
///
/// Tapping a row calls ``onOpenMessage`` with the row's index.
@MainActor
final class MailboxViewController: ViewController {
    /// The senders and subjects of the inbox's rows.
    static let messages = [
        ("Ada", "Lunch?"), ("Grace", "Compilers"), ("Alan", "A game"), ("Edsger", "Goto"),
        ("Barbara", "Types"),
    ]

    /// What a tap on a row does; set by the scenario.
    var onOpenMessage: (Int) -> Void = { _ in }

    override init() {
        super.init()
        definesPresentationContext = true
        title = "Inbox"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "mail.pane"
        let header = ViewNode.box(Color(hex: 0x0A84FF))
        let heading = ViewNode.label("Inbox", size: 22, bold: true, color: .white)
        header.addSubview(heading)
        view.addSubview(header)
        let rows = Self.messages.enumerated().map { index, message in
            ViewNode.button(
                "\(message.0) · \(message.1)", identifier: "mail.row.\(index)",
                fill: Palette.groupedBackground, textColor: .black, size: 15
            ) { [weak self] in self?.onOpenMessage(index) }
        }
        for row in rows { view.addSubview(row) }
        view.layout = { node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: safe.top + 48)
            heading.frame = Rect(x: 16, y: safe.top + 8, width: bounds.width - 32, height: 32)
            for (index, row) in rows.enumerated() {
                row.frame = Rect(
                    x: 8, y: header.frame.maxY + 16 + Double(index) * 56,
                    width: max(bounds.width - 16, 0), height: 48)
            }
        }
        view.setNeedsLayout()
    }
}
