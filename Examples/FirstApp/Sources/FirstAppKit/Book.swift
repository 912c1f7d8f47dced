/// A book on the reading list: what a row shows and what the detail card edits.
public struct Book: Hashable, Sendable {
    /// The title, shown in the row and at the top of the detail card.
    public var title: String
    /// The author, shown under the title on the detail card.
    public var author: String

    /// Creates a book.
    public init(title: String, author: String) {
        self.title = title
        self.author = author
    }

    /// The list the app starts with.
    public static let samples = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(title: "Invisible Cities", author: "Italo Calvino"),
        Book(title: "Piranesi", author: "Susanna Clarke"),
        Book(title: "The Remains of the Day", author: "Kazuo Ishiguro"),
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "Solaris", author: "Stanisław Lem"),
    ]
}
