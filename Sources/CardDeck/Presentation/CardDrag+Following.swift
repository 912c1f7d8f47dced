import CardDeckViews

extension CardDrag {
    /// Follows the pan to `translation`: the movement since the last event is shared out with
    /// the scroll view, if any, and the card's share moves ``fingerTop``; with a scroll view,
    /// the card stops at its largest detent and the content takes over.
    ///
    /// - Parameters:
    ///   - translation: The pan's translation along the main axis, in points; finite.
    ///   - largestTop: The largest detent's top, along the main axis, if any.
    @MainActor
    mutating func follow(translation: Double, largestTop: Double?) {
        let delta = translation - lastTranslation
        lastTranslation = translation
        guard let handOff else {
            fingerTop += delta
            return
        }
        fingerTop += handOff.cardShare(of: delta, fingerTop: fingerTop, largestTop: largestTop)
        if handOff.scrollView != nil, let largestTop { fingerTop = max(fingerTop, largestTop) }
    }

    /// What the card shows for this drag in `geometry`.
    ///
    /// - Parameter geometry: The card's geometry (which says whether the card allows
    ///   interactive dismissal).
    /// - Returns: The dismissal's progress below the smallest detent when the drag may dismiss,
    ///   and the top shown otherwise: 1:1 between the detents, a rubber band (or a stop) beyond.
    @MainActor
    func step(in geometry: CardGeometry) -> CardDragStep {
        let smallest = geometry.detents[0].top
        var progress: Double?
        if fingerTop > smallest && geometry.allowsInteractiveDismissal && !dismissalRefused {
            let distance = geometry.cardBottom - smallest
            progress = distance > 0 ? (fingerTop - smallest) / distance : 1
        }
        let top = geometry.displayedTop(
            forFingerTop: fingerTop, dismissible: false, stopsAtLargest: stopsAtLargestDetent)
        return CardDragStep(dismissalProgress: progress, top: top)
    }
}
