import CardDeckTransitions
import CardDeckViews

/// The object that hears about a card's detents and position, in addition to the
/// `PresentationControllerDelegate` calls (should/will/did dismiss, did attempt to dismiss).
///
/// Assign it to the card's `presentationController.delegate` (for instance through
/// `viewController.cardPresentationController?.delegate`). Every method has a default that
/// does nothing.
@MainActor
public protocol CardPresentationControllerDelegate: PresentationControllerDelegate {
    /// The card settled on a different detent (after a drag, a change of
    /// ``CardPresentationController/selectedDetentIdentifier`` or a resize); called once the
    /// card has come to rest.
    ///
    /// - Parameter controller: The card's presentation controller.
    func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController)

    /// The card moved: called for every frame in which its presented frame changes, while it
    /// is dragged, settles, resizes, or is presented or dismissed, and while a card in front
    /// of it moves it (pushing it back, or bringing it forward as the front card's dismissal
    /// runs or is scrubbed).
    ///
    /// - Parameters:
    ///   - controller: The card's presentation controller.
    ///   - position: The card's presented frame, in window coordinates (points), and where it
    ///     is among its detents and towards dismissal.
    func cardPresentationController(
        _ controller: CardPresentationController, didMoveTo position: CardPosition)

    /// The card moved to `frame`: the name this call had before it became
    /// ``cardPresentationController(_:didMoveTo:)``, whose ``CardPosition`` holds the frame.
    ///
    /// Deprecated, and still called for this release: a delegate that implements it and not
    /// the new method hears it every time the new one would be called, with the position's
    /// frame. A delegate that implements the new method hears only that one.
    ///
    /// - Parameters:
    ///   - controller: The card's presentation controller.
    ///   - frame: The card's presented frame, in window coordinates (points).
    @available(
        *, deprecated, renamed: "cardPresentationController(_:didMoveTo:)",
        message:
            "Implement cardPresentationController(_:didMoveTo:); its position's frame is this frame"
    )
    func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect)

    /// The finger lifted: `decision` is what the card's ``ReleaseBehavior`` chose for
    /// `context`, and the card carries out whatever `decision` holds when this returns.
    /// Called once per release, before anything moves (FloatingPanel's
    /// `floatingPanelWillEndDragging(_:withVelocity:targetState:)`).
    ///
    /// A detent that is not among the card's detents is replaced by the nearest one, with a
    /// warning; `.dismiss` where dismissal is not allowed (``CardConfiguration/allowInteractiveDismissal``
    /// off, or the presented controller refused) becomes the smallest detent.
    ///
    /// - Parameters:
    ///   - controller: The card's presentation controller.
    ///   - context: Where the card is and how fast it moves, along its main axis (window
    ///     points for a bottom card).
    ///   - decision: The behaviour's decision, on entry; yours, on return.
    func cardPresentationController(
        _ controller: CardPresentationController, willEndDraggingWith context: ReleaseContext,
        targetDecision decision: inout ReleaseDecision)
}

extension CardPresentationControllerDelegate {
    /// Does nothing.
    public func cardPresentationControllerDidChangeSelectedDetentIdentifier(
        _ controller: CardPresentationController
    ) {}

    /// Calls the method's former name,
    /// ``cardPresentationController(_:didMoveCardTo:)``, with the position's frame: a delegate
    /// written for it still hears every move. Does nothing else.
    public func cardPresentationController(
        _ controller: CardPresentationController, didMoveTo position: CardPosition
    ) {
        RenamedDelegateCalls.calls.cardPresentationController(
            self, controller, didMoveCardTo: position.frame)
    }

    /// Does nothing.
    @available(
        *, deprecated, renamed: "cardPresentationController(_:didMoveTo:)",
        message:
            "Implement cardPresentationController(_:didMoveTo:); its position's frame is this frame"
    )
    public func cardPresentationController(
        _ controller: CardPresentationController, didMoveCardTo frame: Rect
    ) {}

    /// Leaves the decision as it is.
    public func cardPresentationController(
        _ controller: CardPresentationController, willEndDraggingWith context: ReleaseContext,
        targetDecision decision: inout ReleaseDecision
    ) {}
}
