import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// Geometry at the edges the randomized invariant tests found: cards stay inside the window.
@MainActor
@Suite("Card geometry at the edges", .isolatedDiagnostics)
struct CardEdgeGeometryTests {
    @Test("an initial transition frame wider than the window is narrowed and moved inside it")
    func wideInitialTransitionFrame() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                initialTransitionFrame: Rect(x: -100, y: 700, width: 600, height: 60)))
        window.advance(by: 1.0 / 120)
        let controller = try #require(card.cardPresentationController)
        let first = controller.cardView.presentedFrameInWindow
        #expect(first.minX >= 0 && first.width <= 390)
        // The narrowed frame is the start: the card grows from 0…390 at y ≈ 700.
        #expect(first.minY > 600)
        window.advance(by: 2)
        #expect(
            rounded(controller.cardView.presentedFrameInWindow)
                == Rect(x: 0, y: 63, width: 390, height: 781))
    }

    @Test("a finger dragged far above the largest detent never takes the card past the top")
    func bandIsBoundedByTheWindowTop() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.cardView.frame.minY == 63)
        window.press(at: Point(x: 195, y: 800))
        var tops: [Double] = []
        for step in 1...40 {
            window.move(to: Point(x: 195, y: 800 - 40 * Double(step)))
            tops.append(controller.cardView.presentedFrameInWindow.minY)
        }
        // Above the detent the card moves less and less, approaching the top edge.
        #expect(tops.allSatisfy { $0 > 0 })
        #expect(tops.last! < 20)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 <= $0 })
        // Let go while still moving up: the card returns from where it is, never higher.
        window.release()
        var highest = tops.last!
        for _ in 0..<120 {
            window.advance(by: 1.0 / 120)
            highest = min(highest, controller.cardView.presentedFrameInWindow.minY)
        }
        #expect(highest >= tops.last! - 1e-9)
        #expect(controller.cardView.presentedFrameInWindow.minY == 63)
    }

    @Test("catching a card in its rubber band holds it where it was caught")
    func catchInBand() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        window.drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300), duration: 0.2)
        window.advance(by: 0.05)
        window.press(at: Point(x: 195, y: 400))
        let caught = controller.cardView.presentedFrameInWindow.minY
        #expect(caught < 63)
        window.move(to: Point(x: 195, y: 388))  // past the pan's 10 pt threshold
        let held = controller.cardView.presentedFrameInWindow.minY
        // No jump: the card stays where it was caught, give or take the one frame of spring
        // motion before the pan begins (taking the caught top as a finger position instead
        // would jump it about 19 pt down, into the band's unstretched range).
        #expect(abs(held - caught) < 3)
        window.release()
    }
}
