import CardDeckViews
import Testing

@testable import CardDeck

/// Window insets turned to card space, one row per edge and layout direction: a window with
/// insets top 1, left 2, bottom 3, right 4 around an area at (10, 20) of 300 × 500.
@Suite("Insets in card space")
struct CardSpaceInsetsTests {
    static let area = Rect(x: 10, y: 20, width: 300, height: 500)
    static let window = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    struct Row: CustomTestStringConvertible, Sendable {
        var edge: CardEdge
        var direction: LayoutDirection
        var expected: CardSpaceInsets
        var testDescription: String { "\(edge) in \(direction)" }
    }

    static func insets(far: Double, crossStart: Double, attached: Double, crossEnd: Double)
        -> CardSpaceInsets
    {
        CardSpaceInsets(far: far, crossStart: crossStart, attached: attached, crossEnd: crossEnd)
    }

    static let rows: [Row] = [
        // A bottom card: the window's own insets.
        Row(
            edge: .bottom, direction: .leftToRight,
            expected: insets(far: 1, crossStart: 2, attached: 3, crossEnd: 4)),
        Row(
            edge: .bottom, direction: .rightToLeft,
            expected: insets(far: 1, crossStart: 2, attached: 3, crossEnd: 4)),
        // A top card: its far edge is the window's bottom.
        Row(
            edge: .top, direction: .leftToRight,
            expected: insets(far: 3, crossStart: 2, attached: 1, crossEnd: 4)),
        Row(
            edge: .top, direction: .rightToLeft,
            expected: insets(far: 3, crossStart: 2, attached: 1, crossEnd: 4)),
        // On the left: attached left, far right, the cross axis from the window's top down.
        Row(
            edge: .leading, direction: .leftToRight,
            expected: insets(far: 4, crossStart: 1, attached: 2, crossEnd: 3)),
        Row(
            edge: .trailing, direction: .rightToLeft,
            expected: insets(far: 4, crossStart: 1, attached: 2, crossEnd: 3)),
        // On the right: attached right, far left.
        Row(
            edge: .leading, direction: .rightToLeft,
            expected: insets(far: 2, crossStart: 1, attached: 4, crossEnd: 3)),
        Row(
            edge: .trailing, direction: .leftToRight,
            expected: insets(far: 2, crossStart: 1, attached: 4, crossEnd: 3)),
    ]

    static func mapping(_ row: Row) -> CardEdgeMapping {
        CardEdgeMapping(edge: row.edge.physical(in: row.direction), area: area)
    }

    @Test("window insets in card space", arguments: rows)
    func concreteValues(row: Row) {
        #expect(Self.mapping(row).toCardSpace(Self.window) == row.expected)
    }

    @Test("card-space insets go back to the window's", arguments: rows)
    func roundTrip(row: Row) {
        let mapping = Self.mapping(row)
        #expect(mapping.toWindow(mapping.toCardSpace(Self.window)) == Self.window)
        #expect(mapping.toCardSpace(mapping.toWindow(row.expected)) == row.expected)
    }

    /// The insets turn as the rectangles do: the area's safe rectangle in the window, turned to
    /// card space, is the card-space area inset by the card-space insets.
    @Test("insets agree with the rectangle mapping", arguments: rows)
    func agreesWithRectangles(row: Row) {
        let mapping = Self.mapping(row)
        let area = Self.area
        let window = Self.window
        let safe = Rect(
            x: area.minX + window.left, y: area.minY + window.top,
            width: area.width - window.left - window.right,
            height: area.height - window.top - window.bottom)
        let space = mapping.cardSpaceArea
        let insets = mapping.toCardSpace(window)
        let expected = CardSpaceRect(
            x: space.minX + insets.crossStart, y: space.minY + insets.far,
            width: space.width - insets.crossStart - insets.crossEnd,
            height: space.height - insets.far - insets.attached)
        #expect(mapping.toCardSpace(safe) == expected)
    }

    @Test("the public contexts spell card-space insets as a bottom card's", arguments: rows)
    func publicSpelling(row: Row) {
        let spelled = CardEdgeMapping.publicSpelling(of: row.expected)
        #expect(
            spelled
                == EdgeInsets(
                    top: row.expected.far, left: row.expected.crossStart,
                    bottom: row.expected.attached, right: row.expected.crossEnd))
        #expect(CardEdgeMapping.cardSpace(publicSpelling: spelled) == row.expected)
        #expect(
            CardEdgeMapping.publicSpelling(of: Self.mapping(row).toCardSpace(Self.window))
                == spelled)
    }

    /// A card's geometry reads its far inset for its top limit and hands the public contexts
    /// the card-space insets: a top card's `top` is the window's bottom inset.
    @Test("a card's geometry takes its safe area through the mapping", arguments: rows)
    @MainActor
    func geometry(row: Row) {
        let geometry = CardGeometry(
            CardGeometryInputs(
                configuration: CardConfiguration(detents: [.large], edge: row.edge),
                stackLevel: 1, stackArea: Self.area, safeAreaInsets: Self.window,
                keyboardInset: 0, layoutDirection: row.direction, preferredContentSize: .zero,
                chromeHeight: 0))
        #expect(geometry.cardSafeAreaInsets == row.expected)
        #expect(geometry.stackSafeAreaInsets == row.expected)
        #expect(geometry.topLimit == Self.area.minY + row.expected.far + 16)
        #expect(geometry.publicSafeAreaInsets.top == row.expected.far)
        #expect(geometry.detentInputs.context.safeAreaInsets.bottom == row.expected.attached)
    }
}
