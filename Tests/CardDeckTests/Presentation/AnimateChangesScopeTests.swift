import CardDeckViews
import Testing

@testable import CardDeck

/// `animateChanges(_:)` binds its scope for the call: the card it was called on animates the
/// changes inside, another card does not, and nothing stays bound once it returns.
@MainActor
@Suite("animateChanges scope")
struct AnimateChangesScopeTests {
    @Test("only the card whose animateChanges runs animates, nested scopes included")
    func scope() throws {
        let (window, root) = makeWindow()
        let cards = presentStack(2, in: window, from: root)
        let back = try #require(cards[0].cardPresentationController)
        let front = try #require(cards[1].cardPresentationController)
        var seen: [[Bool]] = []
        func record() { seen.append([back.isAnimatingChanges, front.isAnimatingChanges]) }
        record()
        front.animateChanges {
            record()
            back.animateChanges { record() }
            record()
            front.animateChanges { record() }
        }
        record()
        #expect(
            seen == [
                [false, false], [false, true], [true, true], [false, true], [false, true],
                [false, false],
            ])
    }
}
