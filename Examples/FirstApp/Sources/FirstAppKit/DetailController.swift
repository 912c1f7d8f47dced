import CardDeck

/// A book's detail card: its title and author, a note field, and a Quotes button that
/// stacks a second card over this one.
public final class DetailController: ViewController {
    /// The book shown.
    public let book: Book
    /// The note about the book; typing goes here once it is first responder.
    public let noteField = TextField()
    /// The button that stacks the quotes card; a placeholder node until the view loads.
    public private(set) var quotesButton = ViewNode()

    /// The detail's card: the app's style with a medium and a large detent, starting medium.
    @MainActor
    public static var configuration: CardConfiguration {
        var configuration = CardConfiguration.shared
        configuration.detents = [.medium, .large]
        configuration.initialDetent = .medium
        return configuration
    }

    /// Creates the detail of `book`.
    public init(book: Book) {
        self.book = book
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppStyle.paper
        noteField.placeholder = "A note about this book"
        noteField.backgroundColor = .white
        noteField.cornerRadius = 8
        quotesButton = ViewNode.button("Quotes") { [weak self] in self?.showQuotes() }
        let title = ViewNode.label(book.title, fontSize: 22, isBold: true)
        let author = ViewNode.label(book.author, color: .secondaryLabel)
        for node in [title, author, noteField, quotesButton] { view.addSubview(node) }
        view.layout = { view in
            let width = view.bounds.width - 32
            for (index, node) in view.subviews.prefix(4).enumerated() {
                node.frame = Rect(x: 16, y: 32 + Double(index) * 48, width: width, height: 40)
            }
        }
    }

    /// Stacks the quotes card over this one, with the app's shared style.
    public func showQuotes() {
        presentCard(QuotesController(book: book))
    }
}
