import CardDeckViews
import Testing

@testable import CardDeck

/// A card's geometry as a pure function: each row is a set of inputs (a 390 × 844 pt window
/// with a 47 pt safe top and 34 pt safe bottom unless it says otherwise) and the detents,
/// limits and spaces they must resolve to, with the numbers the presented cards show.
@MainActor
@Suite("Card geometry")
struct CardGeometryTests {
    nonisolated static let phone = Rect(x: 0, y: 0, width: 390, height: 844)
    nonisolated static let safe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var edge: CardEdge = .bottom
        var direction: LayoutDirection = .leftToRight
        var safeAreaInsets = CardGeometryTests.safe
        var keyboard = 0.0
        var level = 1
        var verticalInset: Double? = nil
        var chrome = 0.0
        /// `nil`: `.medium` and `.large`; else an absolute height and `.large`.
        var absolute: Double? = nil
        var physical: PhysicalCardEdge
        var area: CardSpaceRect
        var topLimit: Double
        var dismissedTop: Double
        /// Heights and tops, smallest first.
        var detents: [Double]
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "bottom card: medium is half the room under the stack's top",
            physical: .bottom, area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 63,
            dismissedTop: 844, detents: [390.5, 453.5, 781, 63]),
        Row(
            name: "bottom card over a 336 pt keyboard: against the 508 pt above it",
            keyboard: 336, physical: .bottom,
            area: CardSpaceRect(x: 0, y: 0, width: 390, height: 508), topLimit: 63,
            dismissedTop: 844,
            detents: [222.5, 285.5, 445, 63]),
        Row(
            name: "second card: 16 pt lower",
            level: 2, physical: .bottom, area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 79, dismissedTop: 844, detents: [382.5, 461.5, 765, 79]),
        Row(
            name: "a vertical inset replaces the safe top",
            verticalInset: 10, physical: .bottom,
            area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844), topLimit: 26,
            dismissedTop: 844,
            detents: [409, 435, 818, 26]),
        Row(
            name: "a pull bar's 20 pt come off every detent",
            chrome: 20, physical: .bottom, area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 63, dismissedTop: 844, detents: [380.5, 443.5, 761, 63]),
        Row(
            name: "an absolute detent rests its height above the bottom",
            absolute: 200, physical: .bottom,
            area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 63, dismissedTop: 844, detents: [200, 644, 781, 63]),
        Row(
            name: "an absolute detent taller than the room is clamped to it",
            absolute: 2000, physical: .bottom,
            area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 63, dismissedTop: 844, detents: [781, 63, 781, 63]),
        Row(
            name: "top card: its far edge is the window's bottom, with its 34 pt safe inset",
            edge: .top, physical: .top, area: CardSpaceRect(x: 0, y: 0, width: 390, height: 844),
            topLimit: 50, dismissedTop: 844, detents: [397, 447, 794, 50]),
        Row(
            name: "top card over the keyboard: the keyboard takes the bottom inset",
            edge: .top, keyboard: 336, physical: .top,
            area: CardSpaceRect(x: 0, y: 0, width: 390, height: 508), topLimit: 16,
            dismissedTop: 508,
            detents: [246, 262, 492, 16]),
        Row(
            name: "leading card, left to right: the left edge, main axis across the window",
            edge: .leading, safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 0),
            physical: .left, area: CardSpaceRect(x: 0, y: 0, width: 844, height: 390), topLimit: 16,
            dismissedTop: 390, detents: [187, 203, 374, 16]),
        Row(
            name: "leading card, right to left: the right edge, its far edge the left inset",
            edge: .leading, direction: .rightToLeft,
            safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 0),
            physical: .right, area: CardSpaceRect(x: 0, y: 0, width: 844, height: 390),
            topLimit: 60,
            dismissedTop: 390, detents: [165, 225, 330, 60]),
        Row(
            name: "trailing card, left to right: the right edge",
            edge: .trailing, safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 0),
            physical: .right, area: CardSpaceRect(x: 0, y: 0, width: 844, height: 390),
            topLimit: 60,
            dismissedTop: 390, detents: [165, 225, 330, 60]),
        Row(
            name: "trailing card, right to left: the left edge",
            edge: .trailing, direction: .rightToLeft,
            safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 0),
            physical: .left, area: CardSpaceRect(x: 0, y: 0, width: 844, height: 390), topLimit: 16,
            dismissedTop: 390, detents: [187, 203, 374, 16]),
        Row(
            name: "side card over the keyboard: its area loses the keyboard's height",
            edge: .leading, keyboard: 336, physical: .left,
            area: CardSpaceRect(x: 0, y: 0, width: 508, height: 390), topLimit: 16,
            dismissedTop: 390,
            detents: [187, 203, 374, 16]),
    ]

    static func inputs(_ row: Row) -> CardGeometryInputs {
        let detents: [CardDetent] =
            row.absolute.map { [.height($0), .large] } ?? [.medium, .large]
        return CardGeometryInputs(
            configuration: CardConfiguration(
                verticalInset: row.verticalInset, detents: detents, edge: row.edge),
            stackLevel: row.level, stackArea: phone, safeAreaInsets: row.safeAreaInsets,
            keyboardInset: row.keyboard, layoutDirection: row.direction,
            preferredContentSize: .zero, chromeHeight: row.chrome)
    }

    @Test("detents, limits and spaces for every edge and the keyboard", arguments: rows)
    func geometry(row: Row) {
        let geometry = CardGeometry(Self.inputs(row))
        #expect(geometry.physicalEdge == row.physical)
        #expect(geometry.cardSpaceArea == row.area)
        #expect(geometry.topLimit == row.topLimit)
        #expect(geometry.dismissedTop == row.dismissedTop)
        #expect(geometry.detents.flatMap { [$0.height, $0.top] } == row.detents)
    }

    @Test("detents resolved from the same values are kept; others are resolved anew")
    func reuse() {
        let row = Self.rows[0]
        let first = CardGeometry(Self.inputs(row))
        var moved = Self.inputs(row)
        moved.configuration.detents = [.large]
        // Same values: the previous detents stay, even though the configuration now lists
        // others (a configuration change passes no previous geometry).
        #expect(CardGeometry(moved, reusingDetentsOf: first).detents.count == 2)
        #expect(CardGeometry(moved).detents.count == 1)
        moved.keyboardInset = 336
        #expect(CardGeometry(moved, reusingDetentsOf: first).detents.map(\.height) == [445])
    }

    @Test("the rubber band: 1:1 between detents, slowed above the largest and below a refusal")
    func rubberBand() {
        var inputs = Self.inputs(Self.rows[0])
        let geometry = CardGeometry(inputs)
        #expect(
            geometry.displayedTop(forFingerTop: 200, dismissible: false, stopsAtLargest: false)
                == 200)
        let above = geometry.displayedTop(
            forFingerTop: 0, dismissible: false, stopsAtLargest: false)
        #expect(above < 63 && above > 0)
        #expect(abs(geometry.fingerTop(forDisplayedTop: above)) < 1e-6)
        #expect(
            geometry.displayedTop(forFingerTop: 0, dismissible: false, stopsAtLargest: true) == 63)
        #expect(
            geometry.displayedTop(forFingerTop: 600, dismissible: true, stopsAtLargest: false)
                == 600)
        let below = geometry.displayedTop(
            forFingerTop: 600, dismissible: false, stopsAtLargest: false)
        #expect(below > 453.5 && below < 600)
        inputs.configuration.bouncesAboveLargestDetent = false
        #expect(
            CardGeometry(inputs).displayedTop(
                forFingerTop: 0, dismissible: false, stopsAtLargest: false) == 63)
    }
}
