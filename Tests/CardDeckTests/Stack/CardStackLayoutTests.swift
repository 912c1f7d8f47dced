import CardDeckViews
import Testing

@testable import CardDeck

/// The stack layout as a pure function: each row is a stack (its area and its cards) and the
/// placements it must produce, in the manner of FloatingPanel's layout tables.
@Suite("Stack layout")
struct CardStackLayoutTests {
    /// A stacking card: 16 pt inset per side, alpha 0.8 behind it, the bottom view's top at
    /// the safe area, 10 pt corners.
    static let stacking = CardStackingStyle(
        stacksBackCards: true, horizontalInset: 16, backFadeAlpha: 0.8, stackTop: nil,
        cornerRadius: 10)
    /// A sheet: leaves what is behind it as it is.
    static let sheet = CardStackingStyle(
        stacksBackCards: false, horizontalInset: 16, backFadeAlpha: 0.5, stackTop: 0,
        cornerRadius: 12)
    static let phone = CardSpaceRect(x: 0, y: 0, width: 390, height: 844)
    static let safe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var bounds = CardStackLayoutTests.phone
        var cards: [CardStackLayout.Card]
        var expected: CardStackPlacements
        var testDescription: String { name }
    }

    static func card(
        _ style: CardStackingStyle, top: Double, leaving: Bool = false
    ) -> CardStackLayout.Card {
        CardStackLayout.Card(style: style, top: top, dimming: .none, isLeaving: leaving)
    }

    static func placed(_ x: Double, _ y: Double, _ width: Double, _ height: Double, alpha: Double)
        -> CardPlacement
    {
        CardPlacement(
            frame: CardSpaceRect(x: x, y: y, width: width, height: height), alpha: alpha,
            dimmingAlpha: 0)
    }

    static let rows: [Row] = [
        Row(
            name: "one sheet: full width to the bottom edge, nothing pushed back",
            cards: [card(sheet, top: 400)],
            expected: CardStackPlacements(
                cards: [placed(0, 400, 390, 444, alpha: 1)], bottomView: nil)),
        Row(
            name: "one stacking card pushes the bottom view back to the safe area",
            cards: [card(stacking, top: 57)],
            expected: CardStackPlacements(
                cards: [placed(0, 57, 390, 787, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 16, y: 47, width: 358, height: 797), alpha: 0.8,
                    cornerRadius: 10))),
        Row(
            name: "two stacking cards: the back card inset once, the bottom view twice",
            cards: [card(stacking, top: 57), card(stacking, top: 67)],
            expected: CardStackPlacements(
                cards: [placed(16, 57, 358, 787, alpha: 0.8), placed(0, 67, 390, 777, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 32, y: 47, width: 326, height: 797), alpha: 0.64,
                    cornerRadius: 10))),
        Row(
            name: "a leaving front card no longer counts",
            cards: [card(stacking, top: 57), card(stacking, top: 67, leaving: true)],
            expected: CardStackPlacements(
                cards: [placed(0, 57, 390, 787, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 16, y: 47, width: 358, height: 797), alpha: 0.8,
                    cornerRadius: 10))),
        Row(
            name: "a leaving bottom card takes every card above it out too",
            cards: [card(stacking, top: 57, leaving: true), card(stacking, top: 67)],
            expected: CardStackPlacements(cards: [], bottomView: nil)),
        Row(
            name: "a sheet over a stacking card leaves it as it is",
            cards: [card(stacking, top: 57), card(sheet, top: 500)],
            expected: CardStackPlacements(
                cards: [placed(0, 57, 390, 787, alpha: 1), placed(0, 500, 390, 344, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 16, y: 47, width: 358, height: 797), alpha: 0.8,
                    cornerRadius: 10))),
        Row(
            name: "the first stacking card in front sets the bottom view's top and corners",
            cards: [
                card(sheet, top: 300),
                card(
                    CardStackingStyle(
                        stacksBackCards: true, horizontalInset: 8, backFadeAlpha: 0.5,
                        stackTop: 100, cornerRadius: 20), top: 120),
                card(stacking, top: 130),
            ],
            expected: CardStackPlacements(
                cards: [
                    placed(24, 300, 342, 544, alpha: 0.4), placed(16, 120, 358, 724, alpha: 0.8),
                    placed(0, 130, 390, 714, alpha: 1),
                ],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 24, y: 100, width: 342, height: 744), alpha: 0.4,
                    cornerRadius: 20))),
        Row(
            name: "insets stop at half the width",
            bounds: CardSpaceRect(x: 0, y: 0, width: 40, height: 100),
            cards: [card(stacking, top: 10), card(stacking, top: 20)],
            expected: CardStackPlacements(
                cards: [placed(16, 10, 8, 90, alpha: 0.8), placed(0, 20, 40, 80, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 20, y: 47, width: 0, height: 53), alpha: 0.64,
                    cornerRadius: 10))),
        Row(
            name: "a stack top below the area is held at its bottom edge",
            bounds: CardSpaceRect(x: 0, y: 0, width: 390, height: 30),
            cards: [card(stacking, top: 10)],
            expected: CardStackPlacements(
                cards: [placed(0, 10, 390, 20, alpha: 1)],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 16, y: 30, width: 358, height: 0), alpha: 0.8,
                    cornerRadius: 10))),
        Row(
            name: "a stack in part of the window lays out inside that part",
            bounds: CardSpaceRect(x: 400, y: 100, width: 300, height: 500),
            cards: [card(stacking, top: 200), card(stacking, top: 210)],
            expected: CardStackPlacements(
                cards: [
                    placed(416, 200, 268, 400, alpha: 0.8), placed(400, 210, 300, 390, alpha: 1),
                ],
                bottomView: BottomViewPlacement(
                    frame: CardSpaceRect(x: 432, y: 147, width: 236, height: 453), alpha: 0.64,
                    cornerRadius: 10))),
    ]

    @Test("placements", arguments: rows)
    func placements(row: Row) {
        let layout = CardStackLayout(
            bounds: row.bounds, safeAreaInsets: Self.safe, cards: row.cards)
        let result = layout.placements()
        #expect(result.cards.count == row.expected.cards.count)
        for (actual, expected) in zip(result.cards, row.expected.cards) {
            #expect(Self.near(actual.frame, expected.frame), "\(actual.frame) ≠ \(expected.frame)")
            #expect(abs(actual.alpha - expected.alpha) < 1e-9)
        }
        #expect((result.bottomView == nil) == (row.expected.bottomView == nil))
        if let actual = result.bottomView, let expected = row.expected.bottomView {
            #expect(Self.near(actual.frame, expected.frame), "\(actual.frame) ≠ \(expected.frame)")
            #expect(abs(actual.alpha - expected.alpha) < 1e-9)
            #expect(actual.cornerRadius == expected.cornerRadius)
        }
    }

    static func near(_ a: CardSpaceRect, _ b: CardSpaceRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("a dragged card's placement follows its top and keeps its appearance")
    func draggedPlacement() {
        let layout = CardStackLayout(
            bounds: Self.phone, safeAreaInsets: Self.safe,
            cards: [Self.card(Self.stacking, top: 57), Self.card(Self.stacking, top: 67)])
        let back = layout.placement(ofCardAt: 0, top: 300)
        #expect(back.frame == CardSpaceRect(x: 16, y: 300, width: 358, height: 544))
        #expect(abs(back.alpha - 0.8) < 1e-9)
        let front = layout.placement(ofCardAt: 1, top: 900)
        #expect(front.frame == CardSpaceRect(x: 0, y: 900, width: 390, height: 0))
        #expect(front.alpha == 1)
    }

    static let detents = [
        ResolvedDetent(identifier: .medium, height: 400, top: 444),
        ResolvedDetent(identifier: .large, height: 787, top: 57),
    ]

    @Test(
        "dimming: clear off-screen, full at the smallest detent, linear between",
        arguments: [(844.0, 0.0), (1_000, 0), (644, 0.2), (444, 0.4), (100, 0.4)])
    func dimmingFromOffScreen(top: Double, alpha: Double) {
        let dimming = CardDimming(
            maximumAlpha: 0.4, detents: Self.detents, largestUndimmed: nil, bottom: 844)
        #expect(abs(dimming.alpha(top: top) - alpha) < 1e-9)
    }

    @Test(
        "dimming above a largest undimmed detent: clear there, full at the next",
        arguments: [(600.0, 0.0), (444, 0), (250.5, 0.2), (57, 0.4), (0, 0.4)])
    func dimmingAboveUndimmed(top: Double, alpha: Double) {
        let dimming = CardDimming(
            maximumAlpha: 0.4, detents: Self.detents, largestUndimmed: .medium, bottom: 844)
        #expect(abs(dimming.alpha(top: top) - alpha) < 1e-9)
    }

    @Test("dimming never shows with the largest detent undimmed, no detents or no alpha")
    func dimmingNever() {
        let cases = [
            CardDimming(
                maximumAlpha: 0.4, detents: Self.detents, largestUndimmed: .large, bottom: 844),
            CardDimming(maximumAlpha: 0.4, detents: [], largestUndimmed: nil, bottom: 844),
            CardDimming(maximumAlpha: 0, detents: Self.detents, largestUndimmed: nil, bottom: 844),
        ]
        for dimming in cases {
            #expect(dimming.alpha(top: 0) == 0)
            #expect(dimming.alpha(top: 444) == 0)
        }
    }

    @Test("dimming with a detent at the bottom edge is a step, not a division by zero")
    func dimmingStep() {
        let dimming = CardDimming(
            maximumAlpha: 0.4, detents: [ResolvedDetent(identifier: .medium, height: 0, top: 844)],
            largestUndimmed: nil, bottom: 844)
        #expect(dimming.alpha(top: 843) == 0.4)
        #expect(dimming.alpha(top: 844) == 0)
    }
}
