import CardDeckMotion
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Reduce motion: cross-fades and no overshoot, as iOS does", .isolatedDiagnostics)
struct ReducedMotionTests {
    private func window(reducingMotion: Bool) -> (Window, ViewController) {
        let (window, root) = makeWindow()
        window.traits.prefersReducedMotion = reducingMotion
        return (window, root)
    }

    @Test("a card fades in and out where it rests instead of sliding")
    func crossFades() throws {
        let (window, root) = window(reducingMotion: true)
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium]))
        let controller = try #require(card.cardPresentationController)
        let view = controller.cardView
        window.advance(by: 0.15)
        // Half the 0.3 s ease-in-out: at rest already, half faded in.
        #expect(view.presentedFrameInWindow == Rect(x: 0, y: 453.5, width: 390, height: 390.5))
        #expect(abs(view.presentation.alpha - 0.5) < 0.02)
        // The stack behind changes in the same fade: the root is on its way back.
        let rootTop = root.view.presentedFrameInWindow.minY
        #expect(rootTop > 0 && rootTop < 47)
        window.advance(by: 0.16)
        #expect(view.presentation.alpha == 1)
        #expect(!card.isBeingPresented)

        card.dismiss(animated: true)
        window.advance(by: 0.15)
        #expect(view.presentedFrameInWindow.minY == 453.5)
        #expect(abs(view.presentation.alpha - 0.5) < 0.02)
        window.advance(by: 0.16)
        #expect(card.presentingViewController == nil)
        #expect(root.view.presentedFrameInWindow == window.bounds)
    }

    @Test("a drag still moves the card: only transitions no finger drives cross-fade")
    func dragStillSlides() throws {
        let (window, root) = window(reducingMotion: true)
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 1)
        let view = try #require(card.cardPresentationController?.cardView)
        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 320))
        window.move(to: Point(x: 195, y: 520), duration: 0.2)
        #expect(view.presentedFrameInWindow.minY > 200)
        #expect(view.presentation.alpha == 1)
        window.release()
        window.advance(by: 2)
    }

    @Test(
        "a bouncy detent change overshoots, but not with reduce motion",
        arguments: [false, true])
    func noOvershoot(reducingMotion: Bool) throws {
        let (window, root) = window(reducingMotion: reducingMotion)
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                detents: [.medium, .large],
                snapTiming: .spring(Spring(response: 0.4, dampingRatio: 0.4))))
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        controller.setSelectedDetentIdentifier(.medium, animated: false)
        controller.setSelectedDetentIdentifier(.large, animated: true)
        var lowest = Double.infinity
        for _ in 0..<240 {
            window.advance(by: 1 / 120)
            lowest = min(lowest, controller.cardView.presentedFrameInWindow.minY)
        }
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
        if reducingMotion {
            #expect(lowest >= 63 - 1e-9)
        } else {
            #expect(lowest < 60)
        }
    }
}
