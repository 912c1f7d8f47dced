import Testing

@testable import CardDeck

/// Which grabber a card's view gets at presentation.
@Suite("Card grabber at presentation")
struct CardGrabberStyleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var style: CardGrabberStyle
        var prefersVisible: Bool
        var navigation: Bool
        var expected: CardGrabberStyle?
        var testDescription: String {
            "\(style), \(prefersVisible ? "visible" : "hidden")"
                + "\(navigation ? ", over a navigation controller" : "")"
        }
    }

    nonisolated static let rows: [Row] = [
        Row(style: .handle, prefersVisible: true, navigation: false, expected: .handle),
        // Hidden now, but there to show when the configuration changes.
        Row(style: .handle, prefersVisible: false, navigation: false, expected: .handle),
        Row(style: .handle, prefersVisible: true, navigation: true, expected: nil),
        Row(style: .pullBar, prefersVisible: true, navigation: false, expected: .pullBar),
        // A hidden pull bar takes no room, so it is never added.
        Row(style: .pullBar, prefersVisible: false, navigation: false, expected: nil),
        Row(style: .pullBar, prefersVisible: true, navigation: true, expected: .pullBar),
    ]

    @Test("the grabber a card is presented with", arguments: rows)
    func presented(row: Row) {
        var configuration = CardConfiguration()
        configuration.grabberStyle = row.style
        configuration.prefersGrabberVisible = row.prefersVisible
        #expect(
            CardGrabberStyle.presented(
                with: configuration, contentHasNavigationBar: row.navigation) == row.expected)
    }
}
