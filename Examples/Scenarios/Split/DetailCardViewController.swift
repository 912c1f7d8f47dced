import CardDeckViews

/// A card's content: a title, a few lines of text and, optionally, a button.
@MainActor
final class DetailCardViewController: ViewController {
    private let heading: String
    private let text: String
    private let identifier: String
    private let action:
        (title: String, identifier: String, run: @MainActor (ViewController) -> Void)?

    /// Creates the content.
    ///
    /// - Parameters:
    ///   - heading: The title.
    ///   - text: The body.
    ///   - identifier: The accessibility identifier of the view, for tours and summaries.
    ///   - action: A button's title, identifier and action, which gets this controller; default
    ///     none.
    init(
        heading: String, text: String, identifier: String,
        action: (title: String, identifier: String, run: @MainActor (ViewController) -> Void)? = nil
    ) {
        self.heading = heading
        self.text = text
        self.identifier = identifier
        self.action = action
        super.init()
        title = heading
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = identifier
        let title = ViewNode.label(heading, size: 20, bold: true, identifier: identifier + ".title")
        let body = ViewNode.label(text, size: 15, color: Palette.secondaryText)
        view.addSubview(title)
        view.addSubview(body)
        let button = action.map { action in
            ViewNode.button(action.title, identifier: action.identifier) { [weak self] in
                if let self { action.run(self) }
            }
        }
        if let button { view.addSubview(button) }
        view.layout = { node in
            let width = max(node.bounds.width - 32, 0)
            title.frame = Rect(x: 16, y: 8, width: width, height: 32)
            body.frame = Rect(x: 16, y: 48, width: width, height: 64)
            button?.frame = Rect(x: 16, y: 120, width: min(width, 200), height: 40)
        }
        view.setNeedsLayout()
    }
}
