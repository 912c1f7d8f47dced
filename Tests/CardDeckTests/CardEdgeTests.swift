import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

@MainActor
@Suite("Cards on every edge, and right-to-left", .isolatedDiagnostics)
struct CardEdgeTests {
    private func present(
        _ edge: CardEdge, detents: [CardDetent] = [.medium, .large],
        direction: LayoutDirection = .leftToRight, dimming: Double = 0
    ) throws -> (Window, ViewController, ViewController, CardPresentationController) {
        let (window, root) = makeWindow()
        window.traits.layoutDirection = direction
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                stacksBackCards: false, detents: detents, maximumDimmingAlpha: dimming,
                edge: edge))
        window.advance(by: 2)
        return (window, root, card, try #require(card.cardPresentationController))
    }

    @Test(
        "card space and the window convert both ways, for every edge",
        arguments: PhysicalCardEdge.allCases)
    func mappingRoundTrip(edge: PhysicalCardEdge) {
        let mapping = CardEdgeMapping(edge: edge, area: Rect(x: 10, y: 20, width: 300, height: 500))
        let rect = Rect(x: 30, y: 70, width: 120, height: 90)
        let cardRect = CardSpaceRect(x: 30, y: 70, width: 120, height: 90)
        #expect(mapping.toCardSpace(mapping.toWindow(cardRect)) == cardRect)
        #expect(mapping.toWindow(mapping.toCardSpace(rect)) == rect)
        let point = Point(x: 30, y: 70)
        let cardPoint = CardSpacePoint(x: 30, y: 70)
        #expect(mapping.toCardSpace(mapping.toWindow(cardPoint)) == cardPoint)
        #expect(mapping.toWindow(mapping.toCardSpace(point)) == point)
        // A point turns as the corner of a rectangle of no size does.
        #expect(
            mapping.toWindow(cardPoint)
                == mapping.toWindow(CardSpaceRect(origin: cardPoint, size: .zero)).origin)
        // The area's attached edge in card space (its maxY) is the window edge.
        let area = mapping.cardSpaceArea
        let flush = mapping.toWindow(
            CardSpaceRect(x: area.minX, y: area.maxY - 40, width: area.width, height: 40))
        switch edge {
        case .bottom: #expect(flush.maxY == 520)
        case .top: #expect(flush.minY == 20)
        case .left: #expect(flush.minX == 10)
        case .right: #expect(flush.maxX == 310)
        }
        // Moving towards the attached edge is +y in card space.
        let towards: Point =
            switch edge {
            case .bottom: Point(x: 0, y: 5)
            case .top: Point(x: 0, y: -5)
            case .left: Point(x: -5, y: 0)
            case .right: Point(x: 5, y: 0)
            }
        #expect(mapping.toCardSpace(vector: towards) == CardSpaceVector(x: 0, y: 5))
        // The attached edge's safe inset is card space's bottom one.
        let insets = CardEdgeMapping.publicSpelling(
            of: mapping.toCardSpace(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        let attached: Double =
            switch edge {
            case .bottom: 3
            case .top: 1
            case .left: 2
            case .right: 4
            }
        #expect(insets.bottom == attached)
    }

    @Test("a top card hangs from the top edge, rounded below, and drops in from above")
    func topCard() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(
            card,
            configuration: CardConfiguration(
                stacksBackCards: false, detents: [.medium, .large], edge: .top))
        window.advance(by: 1.0 / 60)
        let controller = try #require(card.cardPresentationController)
        #expect(controller.cardView.presentedFrameInWindow.maxY < 200)  // coming from above
        window.advance(by: 2)
        // Its far edge is the bottom: the top limit is the bottom safe inset 34 + 16 = 50,
        // so large is 844 − 50 = 794 and medium 397.
        #expect(controller.detents.map(\.height) == [397, 794])
        #expect(rounded(controller.presentedCardFrame) == Rect(x: 0, y: 0, width: 390, height: 397))
        #expect(controller.cardView.maskedCorners == .bottom)
        // Dragging down (away from its edge) expands it.
        window.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), duration: 0.3)
        window.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(rounded(controller.presentedCardFrame).height == 794)
        // Flicking up, towards its edge, dismisses it.
        window.flick(from: Point(x: 200, y: 600), by: Point(x: 0, y: -200), releaseVelocity: 2_000)
        window.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("a leading side sheet: on the left, its width the detent, the grabber on its right")
    func leadingSideSheet() throws {
        let (window, root, _, controller) = try present(.leading)
        // Main axis 390 wide; its far edge (the right) has no inset: top limit 16.
        #expect(controller.detents.map(\.height) == [187, 374])
        #expect(rounded(controller.presentedCardFrame) == Rect(x: 0, y: 0, width: 187, height: 844))
        #expect(controller.cardView.maskedCorners == [.topRight, .bottomRight])
        #expect(controller.panGestureRecognizer.axis == .horizontal)
        let handle = try #require(controller.cardView.grabber)
        // The 50 pt target centred 8 pt inside the right edge, halfway down; the pill upright.
        #expect(handle.frame == Rect(x: 154, y: 397, width: 50, height: 50))
        #expect(handle.subviews.first?.frame.size == Size(width: 5, height: 36))
        // Dragging right expands it; flicking left dismisses it.
        window.drag(from: Point(x: 150, y: 400), to: Point(x: 350, y: 400), duration: 0.3)
        window.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(rounded(controller.presentedCardFrame).width == 374)
        window.flick(from: Point(x: 300, y: 400), by: Point(x: -150, y: 0), releaseVelocity: 2_000)
        window.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("right-to-left: a leading sheet comes from the right; switching moves it across")
    func rightToLeft() throws {
        let (window, _, _, controller) = try present(.leading, direction: .rightToLeft)
        #expect(
            rounded(controller.presentedCardFrame) == Rect(x: 203, y: 0, width: 187, height: 844))
        #expect(controller.cardView.maskedCorners == .left)
        // The container's frame for the card is in the window's orientation.
        #expect(
            rounded(controller.frameOfPresentedViewInContainerView)
                == Rect(x: 203, y: 0, width: 187, height: 844))
        window.traits.layoutDirection = .leftToRight
        window.advance(by: 1.0 / 120)
        #expect(rounded(controller.presentedCardFrame) == Rect(x: 0, y: 0, width: 187, height: 844))
        let (_, _, _, trailing) = try present(.trailing)
        #expect(rounded(trailing.presentedCardFrame).maxX == 390)
    }

    @Test("a side sheet's dimmer follows its width towards dismissal")
    func sideSheetDimmer() throws {
        let (window, _, _, controller) = try present(.trailing, detents: [.medium], dimming: 0.5)
        #expect(controller.dimmingView?.presentation.alpha == 0.5)
        // Half-way out to the right edge: half the dimmer.
        window.press(at: Point(x: 300, y: 400))
        window.move(to: Point(x: 300 + 187.0 / 2 + 10, y: 400), duration: 0.2)
        let alpha = try #require(controller.dimmingView?.presentation.alpha)
        #expect(alpha > 0.2 && alpha < 0.3)
        #expect(controller.position.dismissalProgress > 0.45)
        window.release()
        window.advance(by: 1)
    }

    @Test("stacked cards on the top edge push the one behind in from the sides and fade it")
    func stackOnTopEdge() throws {
        let (window, root) = makeWindow()
        let back = ViewController()
        root.presentCard(back, configuration: CardConfiguration(edge: .top))
        window.advance(by: 2)
        let front = ViewController()
        back.presentCard(front, configuration: CardConfiguration(edge: .top))
        window.advance(by: 2)
        let backCard = try #require(back.cardPresentationController)
        let frontCard = try #require(front.cardPresentationController)
        #expect(rounded(backCard.presentedCardFrame).minX == 16)
        #expect(rounded(backCard.presentedCardFrame).minY == 0)
        #expect(backCard.cardView.presentation.alpha == 0.8)
        // Each card one spacing further from the far (bottom) edge: 34 + 16·k.
        #expect(rounded(backCard.presentedCardFrame).maxY == 844 - 50)
        #expect(rounded(frontCard.presentedCardFrame).maxY == 844 - 66)
        // The presenter's view is pushed back towards the top, rounded at its far side.
        #expect(root.view.maskedCorners == .bottom)
        #expect(rounded(root.view.frame).maxY == 844 - 34)
    }
}
