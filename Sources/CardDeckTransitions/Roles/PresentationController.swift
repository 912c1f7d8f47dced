import CardDeckViews

/// Owns one presentation from `present` to the end of its dismissal: the container view, the
/// presented view's frame, any chrome (dimmers, grabbers) and the lifecycle hooks. CardDeck's
/// `UIPresentationController`.
///
/// The base class gives the standard behaviour: the presented view fills the container, the
/// presenter's view stays, nothing extra is drawn. Subclass it and return an instance from a
/// ``TransitioningDelegate`` for a custom presentation; override
/// ``frameOfPresentedViewInContainerView``, ``shouldRemovePresentersView`` and the hooks,
/// calling `super` where noted.
///
/// The container is a node that fills the window (or, in a presentation context, covers the
/// context controller's view: see ``shouldPresentInFullscreen``), inserted above everything when the
/// presentation begins and removed when the dismissal ends. When it lays out (the window
/// resized, or ``containerView`` was marked with `setNeedsLayout()`), the controller calls
/// ``containerViewWillLayoutSubviews()``, which by default places the presented view at
/// ``frameOfPresentedViewInContainerView`` unless a transition is moving it, then
/// ``containerViewDidLayoutSubviews()``.
@MainActor
open class PresentationController: ContentContainer {
    private let liveObject = LiveObjects.Token(.presentationController)

    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller presenting it.
    public private(set) unowned var presentingViewController: ViewController
    /// The view that holds the presentation, or `nil` before it begins and after it ends.
    public internal(set) var containerView: ViewNode?
    /// The object asked about dismissals the user starts; default `nil` (always allowed).
    public weak var delegate: (any PresentationControllerDelegate)?
    /// Whether a transition of this presentation is running.
    public internal(set) var isTransitioning = false
    /// The presentation this controller runs, once `present` has begun.
    weak var presentation: Presentation?

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: The controller to present.
    ///   - presentingViewController: The controller presenting it; `nil` means the one
    ///     `present` is called on, decided when the presentation begins.
    public init(
        presentedViewController: ViewController,
        presenting presentingViewController: ViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the animators move: the presented controller's view. Override to wrap it in
    /// chrome (a shadow or a rounded clip view).
    open var presentedView: ViewNode? { presentedViewController.view }

    /// Where the presented view rests, in the container's coordinates; default the container's
    /// bounds.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window; default `true`. When `false`, a
    /// `.custom` presentation covers the current context instead, as UIKit's does: the
    /// controller that defines the presentation context (see
    /// `ViewController.definesPresentationContext`) becomes the presenting controller and
    /// the container covers its view's area only. Asked once, when `present` is called.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window while the presented controller is shown;
    /// default `false`. When `true`, the presenter also receives disappearance callbacks.
    open var shouldRemovePresentersView: Bool { false }

    /// The status bar style the window shows while this presentation holds the status bar,
    /// given the style the presented controller asks for; default `style` unchanged.
    ///
    /// Asked whenever the window resolves its style while the presentation captures the status
    /// bar (a full-screen presentation, or a presented controller with
    /// `modalPresentationCapturesStatusBarAppearance`). Override to match
    /// chrome the presentation draws behind the status bar; for example, return
    /// `.lightContent` for `.default` over a black backdrop.
    /// After the answer changes, call the presented controller's
    /// `setNeedsStatusBarAppearanceUpdate()`.
    ///
    /// - Parameter style: The `preferredStatusBarStyle` of the presented controller, or of the
    ///   controller it defers to through `childForStatusBarStyle`.
    /// - Returns: The style the window shows.
    open func resolvedStatusBarStyle(_ style: StatusBarStyle) -> StatusBarStyle { style }

    /// The presentation transition is about to start; add chrome here and animate it with
    /// `presentedViewController.transitionCoordinator`. Default does nothing.
    open func presentationTransitionWillBegin() {}

    /// The presentation transition ended.
    ///
    /// - Parameter completed: `false` if it was cancelled; remove chrome then.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal transition is about to start; animate chrome away here. Default does
    /// nothing.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal transition ended.
    ///
    /// - Parameter completed: `false` if it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews. The default places the presented view at
    /// ``frameOfPresentedViewInContainerView`` unless a transition is running; call `super`.
    open func containerViewWillLayoutSubviews() {
        guard !isTransitioning, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }

    /// The container laid out its subviews. Default does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// The size the presented controller would like: its `preferredContentSize`.
    public var preferredContentSize: Size { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed. The default lays the
    /// container out again, so ``frameOfPresentedViewInContainerView`` is asked anew.
    ///
    /// - Parameter container: The presented controller (or a child of it).
    open func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        containerView?.setNeedsLayout()
    }

    /// The window is about to change size. The default resizes the container, lays it out
    /// again and forwards the call to the presented controller.
    ///
    /// - Parameters:
    ///   - size: The new size of the container, in points.
    ///   - coordinator: The coordinator of the size change.
    open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self, let container = containerView else { return }
                // In a context, the container follows the context view's area once the
                // window has laid it out.
                if presentation?.context == nil {
                    container.frame = Rect(origin: .zero, size: size)
                }
                container.setNeedsLayout()
            }, completion: nil)
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// The size of the presented controller's view within a container of `parentSize`: the
    /// size of ``frameOfPresentedViewInContainerView``.
    ///
    /// - Parameters:
    ///   - container: The presented controller.
    ///   - parentSize: The container's size, in points.
    /// - Returns: The presented view's size, in points.
    public func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: Size
    ) -> Size {
        frameOfPresentedViewInContainerView.size
    }

    /// Asks whether a dismissal the user started may go ahead, telling the delegate: refused
    /// when the presented controller is modal in presentation or the delegate says no (the
    /// delegate then hears `presentationControllerDidAttemptToDismiss`); allowed otherwise (the
    /// delegate hears `presentationControllerWillDismiss`). Call it from gestures that dismiss.
    ///
    /// - Returns: Whether to dismiss.
    public func shouldBeginInteractiveDismissal() -> Bool {
        let allowed =
            !presentedViewController.isModalInPresentation
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        if allowed {
            delegate?.presentationControllerWillDismiss(self)
        } else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        return allowed
    }

    /// Dismisses the presented controller on the user's behalf (a tap on a dimmer, a swipe):
    /// asks ``shouldBeginInteractiveDismissal()`` first, and when the dismissal completes the
    /// delegate hears `presentationControllerDidDismiss`. Interaction controllers the
    /// transitioning delegate vends for the dismissal are used, as for any dismissal.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; default `true`.
    ///   - completion: Runs exactly once: after the dismissal ends, or at once when it is
    ///     refused or the presentation is not showing.
    /// - Returns: Whether the dismissal began.
    @discardableResult
    public func dismissOnBehalfOfUser(animated: Bool = true, completion: (() -> Void)? = nil)
        -> Bool
    {
        guard let presentation, presentation.phase == .presented else {
            completion?()
            return false
        }
        guard shouldBeginInteractiveDismissal() else {
            completion?()
            return false
        }
        presentation.dismiss(animated: animated, interactive: true, completion: completion)
        return true
    }

    /// Sets the presenting controller once `present` has decided it.
    func setPresenting(_ controller: ViewController) {
        presentingViewController = controller
    }
}
