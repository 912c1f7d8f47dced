import CardDeck

/// The second card, stacked over a book's detail card with the app's shared style.
public final class QuotesController: ViewController {
    /// The book whose quotes are shown.
    public let book: Book

    /// Creates the quotes card of `book`.
    public init(book: Book) {
        self.book = book
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppStyle.paper
        view.addSubview(ViewNode.label("Quotes from " + book.title, isBold: true))
        view.addSubview(ViewNode.label("Drag down to go back", color: .secondaryLabel))
        view.layout = { view in
            for (index, node) in view.subviews.prefix(2).enumerated() {
                node.frame = Rect(
                    x: 16, y: 32 + Double(index) * 40, width: view.bounds.width - 32, height: 32)
            }
        }
    }
}
