import CardDeckViews

/// The object that vends the pieces of a custom presentation: UIKit's
/// `UIViewControllerTransitioningDelegate`.
///
/// Set it as a controller's `ViewController.transitioningDelegate` together
/// with ``ModalPresentationStyle/custom`` and present the controller. Every method has a
/// default in an extension that gives the standard behaviour, so a delegate implements only
/// what it changes:
/// - no presentation controller → the standard ``PresentationController``;
/// - no animators → the standard slide up from the bottom (cover vertical) and back;
/// - no interaction controllers → the transitions run non-interactively.
///
/// The property holding the delegate is weak, as in UIKit, but each presentation keeps a
/// strong reference to the delegate it was made with from `present` until its dismissal
/// completes. A delegate created for one presentation therefore lives exactly as long as
/// that presentation, without anyone else holding it.
@MainActor
public protocol TransitioningDelegate: AnyObject {
    /// The presentation controller for a presentation with ``ModalPresentationStyle/custom``.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it, or `nil` if not decided yet.
    ///   - source: The controller `present` was called on.
    /// - Returns: The presentation controller; default `nil`, the standard one.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?

    /// The animator for the presentation.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller `present` was called on.
    /// - Returns: The animator; default `nil`, the standard one.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)?

    /// The animator for the dismissal.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: The animator; default `nil`, the standard one.
    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?

    /// The interaction controller that drives the presentation.
    ///
    /// - Parameter animator: The presentation's animator.
    /// - Returns: The interaction controller; default `nil`, not interactive.
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?

    /// The interaction controller that drives the dismissal.
    ///
    /// - Parameter animator: The dismissal's animator.
    /// - Returns: The interaction controller; default `nil`, not interactive.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
}

extension TransitioningDelegate {
    /// Returns `nil`: the standard presentation controller.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller `present` was called on.
    /// - Returns: `nil`.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        nil
    }

    /// Returns `nil`: the standard presentation animator.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller `present` was called on.
    /// - Returns: `nil`.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        nil
    }

    /// Returns `nil`: the standard dismissal animator.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: `nil`.
    public func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    {
        nil
    }

    /// Returns `nil`: the presentation is not interactive.
    ///
    /// - Parameter animator: The presentation's animator.
    /// - Returns: `nil`.
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        nil
    }

    /// Returns `nil`: the dismissal is not interactive.
    ///
    /// - Parameter animator: The dismissal's animator.
    /// - Returns: `nil`.
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        nil
    }
}
