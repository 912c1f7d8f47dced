import CardDeckMotion
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A centred, alert-like box over a dimmer, written only with the public roles.
final class AlertPresentationController: PresentationController {
    let dimmer = ViewNode()
    var log: CallbackLog?

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        let size = Size(width: 270, height: max(preferredContentSize.height, 100))
        return Rect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        log?.add("pc.presentationWillBegin")
        guard let containerView else { return }
        dimmer.frame = containerView.bounds
        dimmer.backgroundColor = Color(white: 0, alpha: 1)
        dimmer.alpha = 0
        containerView.insertSubview(dimmer, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmer] _ in dimmer.alpha = 0.4 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("pc.presentationDidEnd(\(completed))")
        if !completed { dimmer.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("pc.dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmer] _ in dimmer.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("pc.dismissalDidEnd(\(completed))")
        if completed { dimmer.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmer.frame = containerView?.bounds ?? .zero
    }
}

/// Fades and scales the box in and out with an interruptible animator.
final class AlertAnimator: AnimatedTransitioning {
    let isPresenting: Bool
    private var animator: PropertyAnimator?

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.25 }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        let key: TransitionContextKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key),
            let controller = context.viewController(forKey: key)
        else { return nil }
        if isPresenting {
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: controller)
            view.alpha = 0
            view.transform = AffineTransform2D(scaleX: 1.2, y: 1.2)
        }
        let animator = PropertyAnimator(duration: 0.25, curve: .easeOut) {
            view.alpha = self.isPresenting ? 1 : 0
            view.transform = self.isPresenting ? .identity : AffineTransform2D(scaleX: 0.9, y: 0.9)
        }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Vends the alert presentation; alive exactly as long as the presentation holds it.
final class AlertTransitioningDelegate: TransitioningDelegate {
    var log: CallbackLog?
    var dismissalInteraction: PercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let controller = AlertPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    {
        AlertAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        dismissalInteraction
    }
}

@MainActor
@Suite("A custom presentation written with the public roles", .isolatedDiagnostics)
struct CustomPresentationTests {
    private func scene() -> (Window, LoggingController, LoggingController, CallbackLog) {
        let window = Window(size: Size(width: 390, height: 844))
        let log = CallbackLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        let alert = LoggingController("alert", log: log)
        alert.modalPresentationStyle = .custom
        log.clear()
        return (window, root, alert, log)
    }

    @Test("Centred box, dimmer alongside, presenter untouched, delegate lives as long as needed")
    func alert() throws {
        let (window, root, alert, log) = scene()
        weak var weakDelegate: AlertTransitioningDelegate?
        var delegate: AlertTransitioningDelegate? = AlertTransitioningDelegate()
        delegate?.log = log
        weakDelegate = delegate
        alert.transitioningDelegate = delegate
        alert.preferredContentSize = Size(width: 0, height: 180)
        root.present(alert)
        delegate = nil
        #expect(weakDelegate != nil)  // the presentation holds it
        let controller = try #require(alert.presentationController as? AlertPresentationController)
        window.advance(by: 0.125)
        #expect(controller.dimmer.presentation.alpha > 0.1)
        #expect(controller.dimmer.presentation.alpha < 0.4)
        window.advance(by: 0.5)
        #expect(alert.view.frame == Rect(x: 60, y: 332, width: 270, height: 180))
        #expect(controller.dimmer.alpha == 0.4)
        #expect(root.view.window === window)
        #expect(
            log.entries == [
                "alert.willAppear", "pc.presentationWillBegin", "pc.presentationDidEnd(true)",
                "alert.didAppear",
            ])
        // Content size changes re-layout the box; a window resize keeps it centred.
        alert.preferredContentSize = Size(width: 0, height: 200)
        window.advance(by: 1.0 / 120)
        #expect(alert.view.frame == Rect(x: 60, y: 322, width: 270, height: 200))
        window.resize(to: Size(width: 844, height: 390))
        #expect(alert.view.frame == Rect(x: 287, y: 95, width: 270, height: 200))
        #expect(controller.dimmer.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        log.clear()
        var completions = 0
        alert.dismiss { completions += 1 }
        window.advance(by: 0.5)
        #expect(completions == 1)
        #expect(
            log.entries == [
                "alert.willDisappear", "pc.dismissalWillBegin", "pc.dismissalDidEnd(true)",
                "alert.didDisappear",
            ])
        #expect(alert.view.window == nil)
        #expect(weakDelegate == nil)  // released with the presentation
        #expect(window.root.subviews.count == 1)
    }

    @Test("A cancelled interactive dismissal restores every frame and alpha exactly")
    func cancelledInteractiveDismissal() throws {
        let (window, root, alert, _) = scene()
        let delegate = AlertTransitioningDelegate()
        alert.transitioningDelegate = delegate
        root.present(alert)
        window.advance(by: 1)
        let controller = try #require(alert.presentationController as? AlertPresentationController)
        let frameBefore = alert.view.frame
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        var completions = 0
        alert.dismiss { completions += 1 }
        interaction.update(0.6)
        window.advance(by: 1.0 / 120)
        #expect(abs(controller.dimmer.presentation.alpha - 0.16) < 1e-9)
        #expect(alert.transitionCoordinator?.isInteractive == true)
        interaction.cancel(velocity: -1)
        #expect(alert.transitionCoordinator?.isCancelled == true)
        window.advance(by: 2)
        #expect(completions == 1)
        #expect(alert.view.frame == frameBefore)
        #expect(alert.view.alpha == 1)
        #expect(alert.view.presentation.alpha == 1)
        #expect(alert.view.transform == .identity)
        #expect(controller.dimmer.alpha == 0.4)
        #expect(controller.dimmer.presentation.alpha == 0.4)
        #expect(root.presentedViewController === alert)
        // It can still be dismissed afterwards.
        delegate.dismissalInteraction = nil
        alert.dismiss { completions += 1 }
        window.advance(by: 1)
        #expect(completions == 2)
        #expect(root.presentedViewController == nil)
    }

    @Test("An interactive dismissal finished with velocity completes with a spring")
    func finishedInteractiveDismissal() {
        let (window, root, alert, log) = scene()
        let delegate = AlertTransitioningDelegate()
        alert.transitioningDelegate = delegate
        root.present(alert)
        window.advance(by: 1)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        log.clear()
        var completions = 0
        alert.dismiss { completions += 1 }
        interaction.update(0.3)
        window.advance(by: 1.0 / 120)
        let before = alert.view.presentation.alpha
        interaction.finish(velocity: 4)
        window.advance(by: 1.0 / 120)
        // Carrying the velocity: the first frame after release already moves on.
        #expect(alert.view.presentation.alpha < before - 0.01)
        window.advance(by: 2)
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["alert.willDisappear", "alert.didDisappear"])
    }
}

/// Records the presentation controller delegate's calls and answers with a setting.
final class DismissalDelegate: PresentationControllerDelegate {
    var allows = true
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: PresentationController)
        -> Bool
    {
        calls.append("should")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        calls.append("will")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        calls.append("did")
    }
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController
    ) {
        calls.append("attempt")
    }
}

@MainActor
@Suite("Dismissals the user starts", .isolatedDiagnostics)
struct UserDismissalTests {
    nonisolated static let rows: [(Bool, Bool, [String], Bool)] = [
        (false, true, ["should", "will", "did"], true),
        (false, false, ["should", "attempt"], false),
        (true, true, ["attempt"], false),
    ]

    @Test(
        "isModalInPresentation and the delegate decide; the delegate hears the outcome",
        arguments: rows)
    func userDismissal(modal: Bool, allows: Bool, expected: [String], dismissed: Bool) throws {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let alert = ViewController()
        alert.modalPresentationStyle = .custom
        let transitioning = AlertTransitioningDelegate()
        alert.transitioningDelegate = transitioning
        root.present(alert)
        window.advance(by: 1)
        let controller = try #require(alert.presentationController)
        let delegate = DismissalDelegate()
        delegate.allows = allows
        controller.delegate = delegate
        alert.isModalInPresentation = modal
        var completions = 0
        let began = controller.dismissOnBehalfOfUser { completions += 1 }
        window.advance(by: 1)
        #expect(began == dismissed)
        #expect(delegate.calls == expected)
        #expect(completions == 1)
        #expect((root.presentedViewController == nil) == dismissed)
        // Programmatic dismissal is never asked.
        delegate.calls = []
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls.isEmpty || dismissed)
    }
}
