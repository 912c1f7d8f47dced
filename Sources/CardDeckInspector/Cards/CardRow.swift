import CardDeck
import CardDeckViews

/// What the cards section shows of one card that changes only when the card's geometry,
/// selection or configuration does: its place, its detents, its configuration's differences
/// and the lines drawn over it.
struct CardRow: Equatable {
    /// The presented view's node id: the card's name on the page.
    var id: UInt64
    /// The card's stack, numbered from 1 in the order the stacks appear.
    var stack: Int
    /// The presentation context: the stack's presenter's type and view id.
    var context: String
    /// The card's ``CardPresentationController/stackLevel``.
    var level: Int
    /// The window edge the card is attached to.
    var edge: PhysicalCardEdge
    /// The selected detent.
    var selected: CardDetent.Identifier
    /// The resolved detents, smallest first.
    var detents: [ResolvedDetent]
    /// The configuration's fields that differ from `CardConfiguration.shared`.
    var differences: [String]
    /// The release behaviour's name.
    var behavior: String
    /// The lines drawn over the phone.
    var lines: [CardOverlay.Line]

    /// What decides whether a row must be worked out again: cheap to read every frame.
    struct Key: Equatable {
        var selected: CardDetent.Identifier
        var detents: [ResolvedDetent]
        var axis: CardInspectionAxis
        var direction: LayoutDirection
    }

    /// The key of `card` now.
    @MainActor
    static func key(of card: CardPresentationController, in window: Window) -> Key {
        Key(
            selected: card.selectedDetentIdentifier, detents: card.detents,
            axis: card.inspection.axis, direction: window.traits.layoutDirection)
    }

    /// The row of `card`, for `key`.
    @MainActor
    init(_ card: CardPresentationController, key: Key, stack: Int) {
        id = card.presentedView?.id.rawValue ?? 0
        self.stack = stack
        let presenter = card.inspection.stackPresenter
        context =
            "\(type(of: presenter)) #\(presenter.viewIfLoaded?.id.rawValue ?? 0)"
            + (card.configuration.presentsInCurrentContext ? " (current context)" : "")
        level = card.stackLevel
        edge = key.axis.edge
        selected = key.selected
        detents = key.detents
        differences = ConfigurationDifferences.of(card.configuration).map {
            "\($0.name): \($0.value)"
        }
        let resting = card.inspection.restingExplanation
        let behavior = resting?.behavior ?? "\(type(of: card.configuration.releaseBehavior))"
        self.behavior = behavior
        lines = CardOverlay.lines(
            detents: key.detents, selected: key.selected,
            threshold: resting?.dismissalThreshold.map { ($0, behavior) }, on: key.axis,
            direction: key.direction)
    }
}

/// What the cards section shows of one card that may change every frame.
struct CardLiveState: Equatable {
    var id: UInt64
    var activity: String
    var position: CardPosition
    /// The finger's velocity arrow while a finger drags the card.
    var velocity: CardOverlay.Arrow?

    /// The state of `card` now.
    @MainActor
    init(_ card: CardPresentationController, axis: CardInspectionAxis) {
        let inspection = card.inspection
        id = card.presentedView?.id.rawValue ?? 0
        activity = inspection.activity.rawValue
        position = card.position
        velocity = inspection.dragVelocity.map {
            CardOverlay.velocityArrow($0, top: inspection.top, on: axis)
        }
    }
}
