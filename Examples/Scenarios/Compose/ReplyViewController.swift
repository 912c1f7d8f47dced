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
        // Two lines: on one, the end fell past the sheet's edge in a terminal, whose cells are
        // wider than the web's letters.
        let hint = ViewNode.label(
            "Tap the field: the sheet rises\nabove the keyboard", size: 15,
            color: Palette.secondaryText)
        hint.accessibilityLabel = "Tap the field: the sheet rises above the keyboard"
        for node in [title, field, send, hint] { view.addSubview(node) }
        view.layout = { [unowned self] node in
            let width = node.bounds.width
            // Where the sheet's visible part ends: at the keyboard's top while it shows. Where
            // the title and the field do not both fit above it (a window of a couple of hundred
            // points), the title goes and the field and Send rise to just below the grabber (over
            // it, when not even that fits), as short as 20 pt, so that the field being typed in
            // stays in view.
            let visibleBottom =
                node.window?.keyboardFrame == nil
                ? node.bounds.maxY
                : min(node.bounds.maxY, node.keyboardLayoutGuide.layoutFrame.minY)
            let belowGrabber = min(14, max(visibleBottom - 20, 4))
            let fieldY = min(64, max(visibleBottom - 56, belowGrabber))
            let fieldHeight = min(48, max(visibleBottom - fieldY, 20))
            title.isHidden = fieldY < 64
            title.frame = Rect(x: 16, y: 16, width: width - 32, height: 32)
            field.frame = Rect(x: 16, y: fieldY, width: width - 120, height: fieldHeight)
            send.frame = Rect(x: width - 96, y: fieldY, width: 80, height: fieldHeight)
            hint.frame = Rect(x: 16, y: 128, width: width - 32, height: 48)
        }
        view.setNeedsLayout()
    }
}
