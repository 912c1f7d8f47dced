import CardDeckViews

/// A card's geometry for one set of ``CardGeometryInputs``: its spaces, its safe area, its
/// resolved detents, its limits and how its dimmer follows it, as a pure function of the
/// inputs, as ``CardStackLayout`` is for the stack.
///
/// The presentation controller keeps the latest value and works it out again when an input
/// changes; the stack, the chrome, the drag (``CardDrag/step(in:)``) and the release
/// (``CardRelease``) take values from it rather than reading the controller. Every length is
/// in points; a `Double` position (a top, a limit) is along the card's main axis, as
/// ``CardSpaceRect/minY`` is.
struct CardGeometry {
    /// The card's own space in its area less the keyboard.
    var edgeMapping: CardEdgeMapping
    /// The card's own space in its stack's whole area.
    var stackMapping: CardEdgeMapping
    /// The safe-area insets the card sees; the keyboard covers the area's bottom inset.
    var cardSafeAreaInsets: CardSpaceInsets
    /// The stack area's safe-area insets, turned as the stack's space turns.
    var stackSafeAreaInsets: CardSpaceInsets
    /// The highest the card's top may rest: `verticalInset + verticalSpacing·level` from its
    /// area's far edge, within the area.
    var topLimit: Double
    /// Where the card's top is once it has left through its edge: the attached edge (a bottom
    /// card leaves under the keyboard, at the stack area's bottom).
    var dismissedTop: Double
    /// The largest value a detent may resolve to: from the top limit to the attached edge,
    /// less the chrome; ≥ 0.
    var maximumDetentValue: Double
    /// The detents, smallest height first; never empty.
    var detents: [ResolvedDetent]
    /// How the card's dimmer follows its top.
    var dimming: CardDimming
    /// The detent at or below which touches outside the card reach the controller behind.
    var largestUndimmedDetent: CardDetent.Identifier?
    /// Whether the card rubber-bands above its largest detent (else it stops there).
    var bouncesAboveLargestDetent: Bool
    /// Whether a drag below the smallest detent dismisses (else it rubber-bands).
    var allowsInteractiveDismissal: Bool
    /// What ``detents`` were resolved from: equal inputs resolve to equal detents.
    var detentInputs: DetentInputs

    /// Works out the geometry for `inputs`.
    ///
    /// - Parameters:
    ///   - inputs: What the geometry depends on.
    ///   - previous: A geometry whose detents are kept when they were resolved from the same
    ///     values (a custom resolver is not asked again for nothing); `nil` resolves them anew.
    @MainActor
    init(_ inputs: CardGeometryInputs, reusingDetentsOf previous: CardGeometry? = nil) {
        let configuration = inputs.configuration
        let edge = configuration.edge.physical(in: inputs.layoutDirection)
        let stackArea = inputs.stackArea
        let keyboard = min(inputs.keyboardInset, stackArea.height)
        let area = Rect(
            x: stackArea.minX, y: stackArea.minY, width: stackArea.width,
            height: stackArea.height - keyboard)
        var insets = inputs.safeAreaInsets
        if inputs.keyboardInset > 0 { insets.bottom = 0 }
        edgeMapping = CardEdgeMapping(edge: edge, area: area)
        stackMapping = CardEdgeMapping(edge: edge, area: stackArea)
        cardSafeAreaInsets = edgeMapping.toCardSpace(insets)
        stackSafeAreaInsets = stackMapping.toCardSpace(inputs.safeAreaInsets)
        let space = edgeMapping.cardSpaceArea
        let inset = configuration.verticalInset ?? cardSafeAreaInsets.far
        let top = space.minY + inset + configuration.verticalSpacing * Double(inputs.stackLevel)
        topLimit = min(max(top, space.minY), max(space.maxY, space.minY))
        dismissedTop = space.maxY + (edge == .bottom ? keyboard : 0)
        maximumDetentValue = max(space.maxY - topLimit - inputs.chromeHeight, 0)
        // A side card fits its content's width, as a bottom card fits its height.
        let preferred = edgeMapping.mainLength(of: inputs.preferredContentSize)
        detentInputs = DetentInputs(
            context: CardDetentResolutionContext(
                containerSize: space.size,
                safeAreaInsets: CardEdgeMapping.publicSpelling(of: cardSafeAreaInsets),
                maximumDetentValue: maximumDetentValue,
                preferredContentHeight: preferred.isFinite ? max(preferred, 0) : 0),
            topLimit: topLimit, chrome: inputs.chromeHeight)
        if let previous, previous.detentInputs == detentInputs {
            detents = previous.detents
        } else {
            detents = Self.resolve(configuration.detents, for: detentInputs, bottom: space.maxY)
        }
        dimming = CardDimming(
            maximumAlpha: configuration.maximumDimmingAlpha, detents: detents,
            largestUndimmed: configuration.largestUndimmedDetent, bottom: space.maxY)
        largestUndimmedDetent = configuration.largestUndimmedDetent
        bouncesAboveLargestDetent = configuration.bouncesAboveLargestDetent
        allowsInteractiveDismissal = configuration.allowInteractiveDismissal
    }

    /// The window edge the card is attached to: its configured edge in the layout direction.
    var physicalEdge: PhysicalCardEdge { edgeMapping.edge }

    /// The card's area: x across, y from the far edge to the attached one.
    var cardSpaceArea: CardSpaceRect { edgeMapping.cardSpaceArea }

    /// The card's safe-area insets as ``ReleaseContext`` and ``CardDetentResolutionContext``
    /// spell them (``CardEdgeMapping/publicSpelling(of:)``).
    var publicSafeAreaInsets: EdgeInsets { CardEdgeMapping.publicSpelling(of: cardSafeAreaInsets) }

    /// The card's attached edge: where its area ends (the keyboard's top while a bottom card
    /// rises above the keyboard).
    var cardBottom: Double { cardSpaceArea.maxY }

    /// The detent with `identifier`, or the smallest when there is none.
    func detent(_ identifier: CardDetent.Identifier?) -> ResolvedDetent {
        detents.first { $0.identifier == identifier } ?? detents[0]
    }

    /// The card's frame with its top at `top`, inset by `inset` per side; its bottom flush
    /// with the card's area.
    func frame(top: Double, inset: Double) -> CardSpaceRect {
        CardStackLayout.frame(top: top, inset: inset, in: cardSpaceArea)
    }

    /// Whether touches outside the card reach the controller behind with its top at `top`: at
    /// or below ``largestUndimmedDetent``.
    func passesTouches(top: Double) -> Bool {
        guard let undimmed = largestUndimmedDetent,
            let detent = detents.first(where: { $0.identifier == undimmed })
        else { return false }
        return top >= detent.top - 0.5
    }

    /// A window rectangle (an initial transition frame) in card space, narrowed to the area's
    /// cross length and moved across inside it.
    func insideArea(_ windowFrame: Rect) -> CardSpaceRect {
        let frame = edgeMapping.toCardSpace(windowFrame)
        let area = cardSpaceArea
        let width = max(area.width, 0)
        let narrowed = min(frame.width, width)
        let x = min(max(frame.minX, area.minX), area.minX + width - narrowed)
        return CardSpaceRect(x: x, y: frame.minY, width: narrowed, height: frame.height)
    }

    /// The detents `detents` resolve to: each clamped to 0…maximum and placed against
    /// `bottom` (no higher than the top limit), smallest height first (configuration order
    /// among equals); the largest possible detent when none resolves.
    @MainActor
    private static func resolve(
        _ detents: [CardDetent], for inputs: DetentInputs, bottom: Double
    ) -> [ResolvedDetent] {
        let maximum = inputs.context.maximumDetentValue
        var resolved: [ResolvedDetent] = []
        for detent in detents {
            guard let value = detent.resolvedValue(in: inputs.context) else { continue }
            guard value.isFinite else {
                Diagnostics.warn(
                    "CardPresentationController: detent \(detent.identifier) resolved to "
                        + "\(value); skipped it")
                continue
            }
            let clamped = min(max(value, 0), maximum)
            resolved.append(
                ResolvedDetent(
                    identifier: detent.identifier, height: clamped,
                    top: max(bottom - clamped - inputs.chrome, inputs.topLimit)))
        }
        if resolved.isEmpty {
            resolved = [
                ResolvedDetent(
                    identifier: .large, height: maximum,
                    top: max(bottom - maximum - inputs.chrome, inputs.topLimit))
            ]
        }
        return resolved.enumerated().sorted {
            $0.element.height == $1.element.height
                ? $0.offset < $1.offset : $0.element.height < $1.element.height
        }.map(\.element)
    }
}

/// What resolving detents depends on; equal inputs resolve to equal detents.
struct DetentInputs: Equatable {
    var context: CardDetentResolutionContext
    var topLimit: Double
    var chrome: Double
}
