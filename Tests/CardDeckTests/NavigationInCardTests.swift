import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Navigation inside a card", .isolatedDiagnostics)
struct NavigationInCardTests {
    func sheet() -> (Window, NavigationController, CardPresentationController) {
        let (window, root) = makeWindow()
        let navigation = NavigationController(rootViewController: SizedController(height: 200))
        root.presentCard(navigation, configuration: .fittedSheet)
        window.advance(by: 2)
        return (window, navigation, navigation.cardPresentationController!)
    }

    @Test("a fitted sheet's height follows push and pop, moving alongside the slide")
    func pushAndPop() {
        let (window, navigation, card) = sheet()
        // 200 content + 44 bar + 34 bottom inset.
        #expect(card.detents.map(\.height) == [278])
        #expect(navigation.view.presentedFrameInWindow.minY == 844 - 278)
        navigation.pushViewController(SizedController(height: 400), animated: true)
        window.advance(by: 0.1)
        let during = navigation.view.presentedFrameInWindow.minY
        #expect(during < 844 - 278 && during > 844 - 478)
        window.advance(by: 2)
        #expect(card.detents.map(\.height) == [478])
        #expect(rounded(navigation.view.presentedFrameInWindow.minY) == 844 - 478)
        _ = navigation.popViewController(animated: true)
        window.advance(by: 0.1)
        let back = navigation.view.presentedFrameInWindow.minY
        #expect(back > 844 - 478 && back < 844 - 278)
        window.advance(by: 2)
        #expect(rounded(navigation.view.presentedFrameInWindow.minY) == 844 - 278)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("interactive pop from the left edge works inside the sheet and the card follows")
    func interactivePop() {
        let (window, navigation, card) = sheet()
        navigation.pushViewController(SizedController(height: 400), animated: true)
        window.advance(by: 2)
        window.press(at: Point(x: 5, y: 700))
        window.move(to: Point(x: 300, y: 700), duration: 0.3)
        window.release()
        window.advance(by: 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(card.detents.map(\.height) == [278])
        #expect(rounded(navigation.view.presentedFrameInWindow.minY) == 844 - 278)
        #expect(navigation.presentingViewController != nil)
    }
}
