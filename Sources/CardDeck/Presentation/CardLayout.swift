import CardDeckViews

/// A card's layout state: its ``CardGeometry`` as last worked out, whether what the geometry
/// depends on may have changed since, the detent the card rests on, and the window geometry it
/// was last laid out for. Its presentation controller owns it and hands it the geometry's
/// inputs when it asks for the geometry; the layout never reads them back.
///
/// Each change of the geometry or of the selected detent is handed on as values (the geometry
/// and the resting top along the card's main axis), which the card's stack lays out from.
@MainActor
final class CardLayout {
    /// The selected detent, and the last one the delegate heard about.
    var selection: CardDetentSelection {
        didSet { report() }
    }
    /// The window geometry the card was last laid out for: a different basis now tells a
    /// resize (or a keyboard move) from a relayout for another reason.
    var laidOutBasis: CardLayoutBasis?
    // `@exclusivity(unchecked)`: read several times on every frame of a drag, and no access to
    // these spans a call that could reach them again.
    /// The geometry as last worked out, `nil` until the presentation needs it.
    @exclusivity(unchecked) private(set) var latest: CardGeometry?
    /// Whether what the geometry depends on may have changed since it was worked out.
    @exclusivity(unchecked) private var isStale = true
    /// Told this layout, the geometry and the resting top each time either changes.
    private let didChange: @MainActor (CardLayout, CardGeometry, Double) -> Void

    /// Creates the layout of a card that starts on `initialDetent`.
    ///
    /// - Parameters:
    ///   - initialDetent: The detent selected at presentation; `nil` for the smallest.
    ///   - didChange: Told this layout, the geometry and the resting top (along the card's
    ///     main axis) after each change of either.
    init(
        initialDetent: CardDetent.Identifier?,
        didChange: @escaping @MainActor (CardLayout, CardGeometry, Double) -> Void
    ) {
        selection = CardDetentSelection(selected: initialDetent)
        self.didChange = didChange
    }

    /// The geometry: the one last worked out while nothing it depends on changed, otherwise
    /// worked out again from `inputs` (evaluated only then; a drag reads the geometry every
    /// frame, and none of it changes under a drag).
    ///
    /// - Parameter inputs: What the geometry is worked out from, as it is now.
    /// - Returns: The card's geometry.
    func geometry(_ inputs: @autoclosure () -> CardGeometryInputs) -> CardGeometry {
        if !isStale, let latest { return latest }
        return refresh(inputs(), reusingDetents: true)
    }

    /// Forgets the geometry: the next ``geometry(_:)`` works it out again.
    func invalidate() {
        isStale = true
    }

    /// Works the geometry out from `inputs`, keeping the detents when they resolve from the
    /// same values and `reusingDetents`; a selected detent that no longer resolves is
    /// forgotten (the card goes to the smallest).
    ///
    /// - Parameters:
    ///   - inputs: What the geometry is worked out from, as it is now.
    ///   - reusingDetents: Whether detents resolved from the same values are kept.
    /// - Returns: The new geometry.
    @discardableResult
    func refresh(_ inputs: CardGeometryInputs, reusingDetents: Bool) -> CardGeometry {
        let made = CardGeometry(inputs, reusingDetentsOf: reusingDetents ? latest : nil)
        latest = made
        isStale = false
        // Reports the new geometry, as every change of the selection does.
        selection.forgetUnresolved(among: made.detents)
        return made
    }

    /// The detent the card rests on in `geometry`: the selected one, or the smallest.
    func selectedDetent(in geometry: CardGeometry) -> ResolvedDetent {
        selection.detent(among: geometry.detents)
    }

    private func report() {
        guard let latest else { return }
        didChange(self, latest, selection.detent(among: latest.detents).top)
    }
}
