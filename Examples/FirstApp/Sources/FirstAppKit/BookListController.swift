import CardDeck

/// The root screen: a title, a Filters button and a row per book. A tap on a row presents
/// that book's detail card; Filters presents a side sheet from the trailing edge.
public final class BookListController: ViewController {
    /// The books, one row each, top to bottom.
    public let books: [Book]
    /// The height of a row, in points.
    public static let rowHeight = 56.0

    /// Creates the list.
    public init(books: [Book] = Book.samples) {
        self.books = books
        super.init()
    }

    /// The rows, in the order of ``books``; empty until the view loads.
    public private(set) var rows: [ViewNode] = []
    /// The header's Filters button; a placeholder node until the view loads.
    public private(set) var filtersButton = ViewNode()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let title = ViewNode.label("Reading list", fontSize: 28, isBold: true)
        filtersButton = ViewNode.button("Filters") { [weak self] in self?.showFilters() }
        rows = books.map { book in
            let row = ViewNode.label("  " + book.title)
            row.backgroundColor = .white
            row.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.show(book) })
            return row
        }
        for node in [title, filtersButton] + rows { view.addSubview(node) }
        view.layout = { view in Self.layOut(view) }
    }

    /// Title and button in a header below the safe area, then the rows, 1 pt apart.
    private static func layOut(_ view: ViewNode) {
        let top = view.window?.safeAreaInsets.top ?? 0
        let width = view.bounds.width
        let nodes = view.subviews
        guard nodes.count >= 2 else { return }
        nodes[0].frame = Rect(x: 16, y: top + 8, width: width - 140, height: 44)
        nodes[1].frame = Rect(x: width - 116, y: top + 14, width: 100, height: 32)
        for (index, row) in nodes.dropFirst(2).enumerated() {
            let y = top + 64 + Double(index) * (rowHeight + 1)
            row.frame = Rect(x: 0, y: y, width: width, height: rowHeight)
        }
    }

    /// Presents the book's detail card at its medium detent.
    public func show(_ book: Book) {
        presentCard(DetailController(book: book), configuration: DetailController.configuration)
    }

    /// Presents the filters as a side sheet on the trailing edge.
    public func showFilters() {
        presentCard(FiltersController(), configuration: FiltersController.configuration)
    }
}
