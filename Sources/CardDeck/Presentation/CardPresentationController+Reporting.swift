import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// Brings the card's accessibility up to date with its detents and configuration.
    func updateAccessibility() {
        accessibility.update(
            motion.accessibilitySituation(in: motionSituation), container: containerView)
    }

    /// Tells the delegate when the card came to rest on a detent other than the last one it
    /// heard about.
    func notifyIfSettledOnNewDetent() {
        guard let change = layout.selection.settle(on: selectedDetent.identifier) else { return }
        accessibility.announceDetentChange(
            from: change.previous, to: change.current, among: detents, in: hostWindow)
        (delegate as? any CardPresentationControllerDelegate)?
            .cardPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    // MARK: Reporting motion

    /// Tells the delegate the card's presented frame when it changed since the last report.
    ///
    /// - Returns: Whether the delegate was told.
    @discardableResult
    func reportFrameIfMoved() -> Bool {
        // With no delegate to tell, nothing is measured (a stack's back cards watch every
        // frame the front card's dismissal runs).
        guard delegate != nil,
            let frame = motionReporter.frameToReport(
                cardView.presentedFrameInWindow, isPresented: containerView != nil),
            let delegate = delegate as? any CardPresentationControllerDelegate
        else { return false }
        delegate.cardPresentationController(self, didMoveTo: position(frame: frame))
        return true
    }

    /// Where the card is with its presented frame at `frame`, among its detents and towards
    /// dismissal.
    func position(frame: Rect) -> CardPosition {
        CardPosition(
            frame: frame, presented: cardView.presentation.frame, in: geometry, detents: detents)
    }

    /// Reports the card's frame every frame while something animates it, and the frames of
    /// the other cards of its stack, which its motion may move.
    func startObservingMotion() { stack.startWatching(from: self) }
}
