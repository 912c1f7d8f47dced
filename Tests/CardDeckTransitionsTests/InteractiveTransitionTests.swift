import CardDeckMotion
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// Vends the alert presentation with interaction controllers for both directions.
final class InteractiveAlertDelegate: TransitioningDelegate {
    var presentation: PercentDrivenInteractiveTransition?
    var dismissal: PercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { AlertAnimator(presenting: true) }
    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    { AlertAnimator(presenting: false) }
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { presentation }
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { dismissal }
}

@MainActor
@Suite("Interactive transitions", .isolatedDiagnostics)
struct InteractiveTransitionTests {
    private func scene() -> (
        Window, LoggingController, LoggingController, CallbackLog, InteractiveAlertDelegate
    ) {
        let window = Window(size: Size(width: 390, height: 844))
        let log = CallbackLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        let alert = LoggingController("alert", log: log)
        alert.modalPresentationStyle = .custom
        let delegate = InteractiveAlertDelegate()
        alert.transitioningDelegate = delegate
        log.clear()
        return (window, root, alert, log, delegate)
    }

    @Test("An interactive presentation scrubs, pauses, and finishes; the coordinator hears it")
    func interactivePresentation() {
        let (window, root, alert, log, delegate) = scene()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentation = interaction
        var completions = 0
        root.present(alert) { completions += 1 }
        let coordinator = alert.transitionCoordinator
        #expect(coordinator?.isInteractive == true)
        var interactionChanges: [Bool] = []
        coordinator?.notifyWhenInteractionChanges { interactionChanges.append($0.isInteractive) }
        interaction.update(0.5)
        window.advance(by: 0.5)
        #expect(abs(alert.view.presentation.alpha - 0.5) < 1e-9)  // paused at the fraction
        #expect(coordinator?.percentComplete == 0.5)
        interaction.finish(velocity: 1)
        window.advance(by: 0.05)
        interaction.pause()  // caught again mid-flight
        let caught = alert.view.presentation.alpha
        window.advance(by: 0.5)
        #expect(alert.view.presentation.alpha == caught)
        interaction.finish()
        window.advance(by: 2)
        #expect(completions == 1)
        #expect(interactionChanges == [false, true, false])
        #expect(alert.view.alpha == 1)
        #expect(root.presentedViewController === alert)
        #expect(log.entries == ["alert.willAppear", "alert.didAppear"])
    }

    @Test("A cancelled interactive presentation leaves nothing behind; callbacks balance")
    func cancelledPresentation() {
        let (window, root, alert, log, delegate) = scene()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentation = interaction
        var completions = 0
        root.present(alert) { completions += 1 }
        interaction.update(0.3)
        window.advance(by: 0.1)
        interaction.cancel()
        window.advance(by: 2)
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(alert.view.window == nil)
        #expect(window.root.subviews.count == 1)
        #expect(log.entries == ["alert.willAppear", "alert.willDisappear", "alert.didDisappear"])
    }

    @Test("A cancelled interactive dismissal balances callbacks; completionCurve is UIKit's path")
    func cancelledDismissalWithCurve() {
        let (window, root, alert, log, delegate) = scene()
        root.present(alert)
        window.advance(by: 1)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = LinearCurve()
        interaction.completionSpeed = 2
        delegate.dismissal = interaction
        log.clear()
        alert.dismiss()
        interaction.update(0.4)
        window.advance(by: 1.0 / 120)
        interaction.cancel()
        // Linear over the remaining 40 % of 0.25 s at double speed: back in 0.05 s.
        window.advance(by: 0.025)
        #expect(abs(alert.view.presentation.alpha - 0.8) < 0.02)
        window.advance(by: 0.05)
        #expect(alert.view.presentation.alpha == 1)
        #expect(log.entries == ["alert.willDisappear", "alert.willAppear", "alert.didAppear"])
        #expect(root.presentedViewController === alert)
    }

    @Test("wantsInteractiveStart false starts animating; NaN progress is ignored")
    func nonInteractiveStart() {
        let (window, root, alert, _, delegate) = scene()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentation = interaction
        var completions = 0
        root.present(alert) { completions += 1 }
        Diagnostics.removeAll()
        interaction.update(.nan)
        #expect(Diagnostics.warnings.count == 1)
        window.advance(by: 2)
        #expect(completions == 1)
        #expect(alert.view.presentation.alpha == 1)
    }
}
