import CardDeckViews

/// One presentation, from `present` to the end of its dismissal: the links between presenter
/// and presented, the container, the presentation controller, the transitioning delegate
/// (held strongly for exactly this long) and the transition that is running.
@MainActor
final class Presentation {
    private let liveObject = LiveObjects.Token(.presentation)

    enum Phase { case presenting, presented, dismissing, ended }

    let presented: ViewController
    unowned let presenting: ViewController
    unowned let source: ViewController
    let delegate: (any TransitioningDelegate)?
    let controller: PresentationController
    let container: ViewNode
    private(set) var phase = Phase.presenting
    /// The transition in flight, if any.
    private(set) var transition: PresentationTransition?
    /// A dismissal requested while a non-interruptible presentation runs: the first request's
    /// `animated`, and the completions of every request, in the order they were made.
    private var queuedDismissal: (animated: Bool, completions: [() -> Void])?
    /// Whether the running dismissal was started by the user (a gesture).
    private var isUserDismissal = false
    /// While this presentation is removed from under the top-most one above it: the
    /// completions that wait for the top-most one to leave (see
    /// `dismissUnderTop(_:completion:)`), shared by every presentation between.
    var completionsAfterTop: CompletionList?

    /// Whether the presenting controller leaves the window with this presentation (see
    /// `endWithPresenter()`): its removal then brings neither the presenter's view back
    /// into the window nor the presenter's appearance callbacks. Set once, never cleared:
    /// the presentation ends.
    var presenterIsLeaving = false

    /// The context the presentation covers, or `nil` when it covers the window.
    private(set) var context: PresentationContext?

    /// Makes the presentation of `presented` from `source`: asks the transitioning delegate of
    /// a `.custom` style for the presentation controller, then finds the presenting controller
    /// (the top-most ancestor of `source`, or the current context's, see
    /// `ViewController.presenter(inContext:)`).
    init(presented: ViewController, source: ViewController) {
        self.presented = presented
        self.source = source
        let style = presented.modalPresentationStyle
        delegate = presented.transitioningDelegate
        var chosen: PresentationController?
        if style == .custom {
            chosen = delegate?.presentationController(
                forPresented: presented, presenting: source.presentationRoot, source: source)
            if let custom = chosen, custom.presentedViewController !== presented {
                Diagnostics.warn(
                    "present: the delegate's presentation controller presents another "
                        + "controller; used the standard one")
                chosen = nil
            }
        }
        let removesPresenter = style == .fullScreen || style == .currentContext
        let controller =
            chosen
            ?? (removesPresenter
                ? FullScreenPresentationController(
                    presentedViewController: presented, presenting: nil)
                : PresentationController(presentedViewController: presented, presenting: nil))
        self.controller = controller
        let inContext =
            style.presentsInContext || (chosen != nil && !controller.shouldPresentInFullscreen)
        let resolved = source.presenter(inContext: inContext)
        presenting = resolved.presenter
        controller.setPresenting(presenting)
        container = ViewNode()
        container.accessibilityIdentifier = "transition.container"
        controller.presentation = self
        container.layout = { [unowned self, unowned controller] _ in
            // In a context, the container takes the context's area as it is now, before the
            // presentation controller lays out in it.
            context?.placeContainer()
            controller.containerViewWillLayoutSubviews()
            controller.containerViewDidLayoutSubviews()
        }
        if let contextController = resolved.context {
            context = PresentationContext(controller: contextController, presentation: self)
            // What slides in from the area's edge is not drawn over the rest of the window.
            container.clipsToBounds = true
            // Modal within the context only: the rest of the window stays reachable.
            container.accessibilityModalScope = contextController.view
        }
    }

    // MARK: Presenting

    func present(animated: Bool, completion: (() -> Void)?) {
        guard let window = presenting.view.window else { return }
        presenting.transitionState.presented = self
        presented.transitionState.presentation = self
        presented.preferredContentSizeReceiver = controller
        presenting.presentedContentContainer = controller
        if let context {
            context.placeContainer()
            window.addLayoutObserver(context)
        } else {
            container.frame = window.bounds
        }
        window.root.addSubview(container)
        controller.containerView = container

        let animator =
            delegate?.animationController(
                forPresented: presented, presenting: presenting, source: source)
            ?? CoverVerticalAnimator(presenting: true)
        let interaction =
            animated ? delegate?.interactionControllerForPresentation(using: animator) : nil
        let removesPresenter = controller.shouldRemovePresentersView
        let finalFrame = controller.frameOfPresentedViewInContainerView
        var initial: [ObjectIdentifier: Rect] = [:]
        var final: [ObjectIdentifier: Rect] = [ObjectIdentifier(presented): finalFrame]
        if let presenterView = presenting.viewIfLoaded {
            let frame = container.convert(presenterView.bounds, from: presenterView)
            initial[ObjectIdentifier(presenting)] = frame
            final[ObjectIdentifier(presenting)] = frame
        }
        var views: [TransitionContextKey: ViewNode] = [.to: presentedView]
        if removesPresenter { views[.from] = presenting.view }

        let transition = PresentationTransition(
            presentation: self, animator: animator,
            interaction: interaction, animated: animated,
            controllers: [.from: presenting, .to: presented], views: views,
            initialFrames: initial, finalFrames: final)
        transition.completions.append { completion?() }
        self.transition = transition
        transition.attachCoordinator()
        presented.isBeingPresented = true
        // UIKit's order: the presenter's will-disappear, then the presented's will-appear.
        if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        controller.isTransitioning = true
        controller.presentationTransitionWillBegin()
        // The presented controller holds the status bar from the start, with any chrome the
        // presentation controller just added in place for its resolvedStatusBarStyle.
        window.updateStatusBarStyle()
        transition.start { [weak self] completed in
            self?.presentationDidEnd(completed)
        }
    }

    private func presentationDidEnd(_ completed: Bool) {
        controller.isTransitioning = false
        // As in UIKit, `isBeingPresented` stays true through the appearance callbacks that
        // end the transition (`viewDidAppear`, or a cancel's `viewDidDisappear`), and is false
        // by the time the completion runs.
        let removesPresenter = controller.shouldRemovePresentersView
        if completed {
            if presentedView.superview == nil { container.addSubview(presentedView) }
            controller.presentationTransitionDidEnd(true)
            presented.endAppearanceTransition()
            if removesPresenter {
                presenting.endAppearanceTransition()
                removePresenterView()
            }
            phase = .presented
        } else {
            // A cancelled presentation: the presented controller leaves, the presenter stays.
            controller.presentationTransitionDidEnd(false)
            presented.beginAppearanceTransition(false, animated: true)
            presented.endAppearanceTransition()
            if removesPresenter {
                presenting.beginAppearanceTransition(true, animated: true)
                presenting.endAppearanceTransition()
            }
            tearDown()
        }
        presented.isBeingPresented = false
        finishTransition()
        if let queued = queuedDismissal {
            queuedDismissal = nil
            if completed {
                dismiss(animated: queued.animated, interactive: false) {
                    for completion in queued.completions { completion() }
                }
            } else {
                // Cancelled: nothing is left to dismiss, but every caller still hears once.
                for completion in queued.completions { completion() }
            }
        }
    }

    // MARK: Dismissing

    /// Dismisses this presentation (and everything presented above it).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate.
    ///   - interactive: Whether the user started it (a gesture); the presentation controller's
    ///     delegate then hears `presentationControllerDidDismiss` when it completes.
    ///   - completion: Runs once when the dismissal ends.
    func dismiss(animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        switch phase {
        case .ended:
            Diagnostics.warn("dismiss: the presentation has already ended")
            completion?()
            return
        case .dismissing:
            Diagnostics.warn("dismiss: a dismissal of \(type(of: presented)) is already running")
            transition?.completions.append { completion?() }
            return
        case .presenting:
            if let transition, transition.reverse() {
                transition.completions.append { completion?() }
            } else if queuedDismissal != nil {
                // Joins the dismissal already waiting, as a call during a dismissal joins it.
                Diagnostics.warn(
                    "dismiss: a dismissal of \(type(of: presented)) already waits for its "
                        + "presentation")
                queuedDismissal?.completions.append { completion?() }
            } else {
                queuedDismissal = (animated, [{ completion?() }])
            }
            return
        case .presented: break
        }
        if let pending = completionsAfterTop {
            // Already leaving under the top-most presentation: this completion waits too.
            pending.blocks.append { completion?() }
            return
        }
        if let above = presented.transitionState.presented {
            if animated && !interactive && above.chainIsAtRest {
                dismissUnderTop(above, completion: completion)
                return
            }
            // Without animation (or with a transition running above) everything presented
            // above leaves at once.
            above.removeImmediately()
        }
        isUserDismissal = interactive
        phase = .dismissing
        let removesPresenter = controller.shouldRemovePresentersView
        let animator =
            delegate?.animationController(forDismissed: presented)
            ?? CoverVerticalAnimator(presenting: false)
        let interaction =
            animated ? delegate?.interactionControllerForDismissal(using: animator) : nil
        var initial: [ObjectIdentifier: Rect] = [ObjectIdentifier(presented): presentedView.frame]
        var final: [ObjectIdentifier: Rect] = [:]
        if let presenterView = presenting.viewIfLoaded {
            let frame = container.convert(presenterView.bounds, from: presenterView)
            initial[ObjectIdentifier(presenting)] = frame
            final[ObjectIdentifier(presenting)] = frame
        }
        var views: [TransitionContextKey: ViewNode] = [.from: presentedView]
        if removesPresenter { views[.to] = presenting.view }
        let transition = PresentationTransition(
            presentation: self, animator: animator,
            interaction: interaction, animated: animated,
            controllers: [.from: presented, .to: presenting], views: views,
            initialFrames: initial, finalFrames: final)
        transition.completions.append { completion?() }
        self.transition = transition
        transition.attachCoordinator()
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter {
            presenting.beginAppearanceTransition(true, animated: animated)
            reinsertPresenterView()
        }
        // As in UIKit, a dismissal no finger drives takes the keyboard down with it: keys
        // typed while the view leaves reach the window, not a field on its way out.
        if interaction == nil, let responder = presentedView.window?.firstResponder,
            responder.isDescendant(of: presentedView)
        {
            responder.resignFirstResponder()
        }
        controller.isTransitioning = true
        controller.dismissalTransitionWillBegin()
        transition.start { [weak self] completed in
            self?.dismissalDidEnd(completed)
        }
    }

    private func dismissalDidEnd(_ completed: Bool) {
        controller.isTransitioning = false
        // As in UIKit, `isBeingDismissed` stays true through the appearance callbacks that
        // end the transition (`viewDidDisappear`, or a cancel's `viewDidAppear`), and is false
        // by the time the completion runs.
        let removesPresenter = controller.shouldRemovePresentersView
        if completed {
            controller.dismissalTransitionDidEnd(true)
            // UIKit's order: the presenter's did-appear, then the dismissed one's did-disappear.
            if removesPresenter { presenting.endAppearanceTransition() }
            presented.endAppearanceTransition()
            if isUserDismissal { controller.delegate?.presentationControllerDidDismiss(controller) }
            tearDown()
        } else {
            // A cancelled dismissal: everything returns to how it was presented.
            controller.dismissalTransitionDidEnd(false)
            presented.beginAppearanceTransition(true, animated: true)
            presented.endAppearanceTransition()
            if removesPresenter {
                presenting.beginAppearanceTransition(false, animated: true)
                presenting.endAppearanceTransition()
                removePresenterView()
            }
            phase = .presented
        }
        presented.isBeingDismissed = false
        isUserDismissal = false
        finishTransition()
    }

    /// Ends this presentation and everything above it without animation, with balanced
    /// callbacks; used when a presentation lower in the chain is dismissed.
    func removeImmediately() {
        // Its removal has begun: a top-most presentation ending under it (see
        // `dismissUnderTop(_:completion:)`) does not start it again.
        completionsAfterTop = nil
        if let above = presented.transitionState.presented { above.removeImmediately() }
        if let transition {
            // The running transition ends here, without its own end callbacks.
            transition.abandon()
            controller.isTransitioning = false
            presented.isBeingPresented = false
        }
        // A dismissal asked for while a presentation that cannot be interrupted ran ends here
        // too: its completion runs with the others.
        let queued = queuedDismissal
        queuedDismissal = nil
        let removesPresenter = controller.shouldRemovePresentersView
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: false)
        if removesPresenter {
            if presenterIsLeaving {
                // The presenter leaves the window: it does not reappear. Its view goes back
                // where a context took it from (inside a controller that leaves too), so
                // nothing is lost if that controller comes back.
                context?.reinsert(presenting.view)
            } else {
                presenting.beginAppearanceTransition(true, animated: false)
                reinsertPresenterView()
            }
        }
        controller.dismissalTransitionWillBegin()
        controller.dismissalTransitionDidEnd(true)
        presented.endAppearanceTransition()
        // Also ends a transition of the presenter's that the abandoned one had begun.
        if removesPresenter { presenting.endAppearanceTransition() }
        presented.isBeingDismissed = false
        tearDown()
        finishTransition()
        for completion in queued?.completions ?? [] { completion() }
    }

    // MARK: Helpers

    /// The view the transitions move: the presentation controller's, else the controller's.
    private var presentedView: ViewNode { controller.presentedView ?? presented.view }

    /// Takes the presenter's view out of the window, as `.fullScreen` and `.currentContext`
    /// do; in a context, remembering where it was.
    private func removePresenterView() {
        if let context {
            context.remove(presenting.view)
        } else {
            presenting.view.removeFromSuperview()
        }
    }

    private func finishTransition() {
        let finished = transition
        transition = nil
        finished?.finish()
    }

    /// Ends the presentation: unlinks it and hands the status bar back to the presenter, as
    /// UIKit does once a dismissal (or a cancelled presentation) completes.
    private func tearDown() {
        let window = container.window
        phase = .ended
        if let context { window?.removeLayoutObserver(context) }
        presentedView.removeFromSuperview()
        container.removeFromSuperview()
        controller.containerView = nil
        if presenting.transitionState.presented === self {
            presenting.transitionState.presented = nil
        }
        if presented.transitionState.presentation === self {
            presented.transitionState.presentation = nil
        }
        if presented.preferredContentSizeReceiver === controller {
            presented.preferredContentSizeReceiver = nil
        }
        if presenting.presentedContentContainer === controller {
            presenting.presentedContentContainer = nil
        }
        window?.updateStatusBarStyle()
    }
}

/// The presentation controller of `.fullScreen`: the presenter's view leaves the window.
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
