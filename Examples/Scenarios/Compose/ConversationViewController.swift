import CardDeckViews

/// A chat with a friend, the compose scenario's root screen: a header, the messages as
/// bubbles, and a "Reply" button that calls ``onReply``.
@MainActor
final class ConversationViewController: ViewController {
    /// What the Reply button does; set by the scenario.
    var onReply: () -> Void = {}
    /// The messages shown, oldest first; `true` for the ones sent from this phone.
    private(set) var messages: [(text: String, isMine: Bool)] = [
        ("Are you coming tonight?", false),
        ("Dinner's at 8, the place on Elm St.", false),
    ]

    static let accent = Color(hex: 0x34C759)
    private let bubbles = ViewNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = ViewNode.box(Palette.bar)
        let title = ViewNode.label("Maya", size: 19, bold: true, alignment: .center)
        header.addSubview(title)
        let reply = ViewNode.button(
            "Reply", identifier: "conversation.reply", fill: Self.accent, textColor: .white
        ) { [weak self] in self?.onReply() }
        // Messages that do not fit above the Reply button are cut, not drawn over it.
        bubbles.clipsToBounds = true
        for node in [header, bubbles, reply] { view.addSubview(node) }
        view.layout = { [unowned self] node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: safe.top + 48)
            title.frame = Rect(x: 16, y: safe.top + 8, width: bounds.width - 32, height: 32)
            bubbles.frame = Rect(
                x: 0, y: header.frame.maxY + 16, width: bounds.width,
                height: max(bounds.height - header.frame.maxY - 120, 0))
            reply.frame = Rect(
                x: 16, y: bounds.height - safe.bottom - 64, width: bounds.width - 32, height: 48)
            layOutBubbles()
        }
        showMessages()
        view.setNeedsLayout()
    }

    /// Adds a message sent from this phone.
    func send(_ text: String) {
        messages.append((text, true))
        showMessages()
    }

    /// A bubble's corner radius, in points: 16.
    static let bubbleCornerRadius = 16.0

    /// How far a bubble's text stands inside the bubble, in points: clear of the rounded
    /// corners. Across, three quarters of the radius (12 pt), as a chat bubble's padding; up and
    /// down, the depth of the corner's arc at 45° (r(1 − 1/√2), 5 pt), so a line's corners stay
    /// inside the curve.
    static var bubbleTextInsets: EdgeInsets {
        let radius = bubbleCornerRadius
        let across = radius * 0.75
        let down = (radius * (1 - 1 / 2.0.squareRoot())).rounded(.up)
        return EdgeInsets(top: down, left: across, bottom: down, right: across)
    }

    private func showMessages() {
        for bubble in bubbles.subviews { bubble.removeFromSuperview() }
        for (index, message) in messages.enumerated() {
            let bubble = ViewNode.box(
                message.isMine ? Self.accent : Palette.groupedBackground,
                cornerRadius: Self.bubbleCornerRadius,
                identifier: "conversation.message.\(index)")
            let text = ViewNode.label(
                message.text, color: message.isMine ? .white : .black)
            // The bubble is the accessibility element; its text is read through it.
            text.accessibilityLabel = nil
            bubble.addSubview(text)
            bubble.accessibilityLabel = message.text
            bubbles.addSubview(bubble)
        }
        layOutBubbles()
    }

    private func layOutBubbles() {
        let width = bubbles.bounds.width
        let insets = Self.bubbleTextInsets
        for (index, bubble) in bubbles.subviews.enumerated() {
            let mine = messages[index].isMine
            bubble.frame = Rect(
                x: mine ? 48 : 16, y: Double(index) * 48, width: max(width - 64, 0), height: 40)
            bubble.subviews.first?.frame = Rect(
                x: insets.left, y: insets.top,
                width: max(bubble.bounds.width - insets.left - insets.right, 0),
                height: max(bubble.bounds.height - insets.top - insets.bottom, 0))
        }
    }
}
