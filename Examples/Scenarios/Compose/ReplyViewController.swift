import CardDeckViews

/// The reply sheet's content: a title, a text field for the message and a Send button. Send
/// (or Return in the field) hands the text to ``onSend``.
@MainActor
final class ReplyViewController: ViewController {
    /// The message field.
    let field = TextField()
    /// What sending does; set by the scenario.
    var onSend: (String) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = ViewNode.label("Reply to Maya", size: 19, bold: true)
        field.placeholder = "Message"
        field.backgroundColor = Palette.groupedBackground
        field.cornerRadius = 10
        field.accessibilityIdentifier = "reply.field"
        field.accessibilityLabel = "Message"
        field.onReturn = { [weak self] field in self?.onSend(field.string) }
        let send = ViewNode.button(
            "Send", identifier: "reply.send", fill: ConversationViewController.accent,
            textColor: .white
        ) { [weak self] in self.map { $0.onSend($0.field.string) } }
        let hint = ViewNode.label(
            "Tap the field: the sheet rises above the keys", size: 15,
            color: Palette.secondaryText)
        for node in [title, field, send, hint] { view.addSubview(node) }
        view.layout = { [unowned self] node in
            let width = node.bounds.width
            title.frame = Rect(x: 16, y: 16, width: width - 32, height: 32)
            field.frame = Rect(x: 16, y: 64, width: width - 120, height: 48)
            send.frame = Rect(x: width - 96, y: 64, width: 80, height: 48)
            hint.frame = Rect(x: 16, y: 128, width: width - 32, height: 32)
        }
        view.setNeedsLayout()
    }
}
