import CardDeckMotion
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A presentation style, animated or not, and the callbacks present and dismiss must produce.
struct OrderRow: Sendable, CustomTestStringConvertible {
    let style: ModalPresentationStyle
    let animated: Bool
    let present: [String]
    let dismiss: [String]
    var testDescription: String { "\(style), \(animated ? "animated" : "not animated")" }
}

@MainActor
@Suite("Presentation machinery", .isolatedDiagnostics)
struct PresentationMachineryTests {
    private func scene() -> (Window, LoggingController, CallbackLog) {
        let window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47))
        let log = CallbackLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        log.clear()
        return (window, root, log)
    }

    nonisolated static let fullScreenPresent = [
        "root.willDisappear", "a.willAppear", "a.didAppear", "root.didDisappear",
    ]
    nonisolated static let fullScreenDismiss = [
        "a.willDisappear", "root.willAppear", "root.didAppear", "a.didDisappear",
    ]
    nonisolated static let orderRows: [OrderRow] = [
        OrderRow(
            style: .fullScreen, animated: true, present: fullScreenPresent,
            dismiss: fullScreenDismiss),
        OrderRow(
            style: .fullScreen, animated: false, present: fullScreenPresent,
            dismiss: fullScreenDismiss),
        OrderRow(
            style: .overFullScreen, animated: true, present: ["a.willAppear", "a.didAppear"],
            dismiss: ["a.willDisappear", "a.didDisappear"]),
        OrderRow(
            style: .overFullScreen, animated: false, present: ["a.willAppear", "a.didAppear"],
            dismiss: ["a.willDisappear", "a.didDisappear"]),
        OrderRow(
            style: .custom, animated: true, present: ["a.willAppear", "a.didAppear"],
            dismiss: ["a.willDisappear", "a.didDisappear"]),
    ]

    @Test("Appearance callbacks of presenter and presented", arguments: orderRows)
    func callbackOrder(row: OrderRow) {
        let (window, root, log) = scene()
        let presented = LoggingController("a", log: log)
        presented.modalPresentationStyle = row.style
        var completions = 0
        root.present(presented, animated: row.animated) { completions += 1 }
        if !row.animated { #expect(completions == 1) }
        window.advance(by: 2)
        #expect(log.entries == row.present)
        #expect(completions == 1)
        #expect(presented.view.frame == window.bounds)
        #expect((root.view.window != nil) == (row.style != .fullScreen))
        log.clear()
        presented.dismiss(animated: row.animated) { completions += 1 }
        window.advance(by: 2)
        #expect(log.entries == row.dismiss)
        #expect(completions == 2)
        #expect(root.view.window === window)
        #expect(
            window.root.subviews.map(\.accessibilityIdentifier) == [
                root.view.accessibilityIdentifier
            ])
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test("Dismissing during the presentation animation reverses it from where it is")
    func reverseDuringPresentation() {
        let (window, root, log) = scene()
        let presented = LoggingController("a", log: log)
        presented.modalPresentationStyle = .overFullScreen
        var events: [String] = []
        root.present(presented) { events.append("presented") }
        window.advance(by: 0.075)
        let yBefore = presented.view.presentation.frame.minY
        window.advance(by: 1.0 / 120)
        let yAtReversal = presented.view.presentation.frame.minY
        #expect(yAtReversal > 100)
        #expect(yAtReversal < 800)
        presented.dismiss { events.append("dismissed") }
        window.advance(by: 1.0 / 120)
        let yNext = presented.view.presentation.frame.minY
        // No jump: the first step after the reversal continues the motion (same direction,
        // no faster), carrying the velocity, and then the card turns back.
        let stepBefore = yAtReversal - yBefore
        let stepAfter = yNext - yAtReversal
        #expect(stepBefore < 0)
        #expect(stepAfter < 0)
        #expect(abs(stepAfter) <= abs(stepBefore))
        window.advance(by: 0.2)
        #expect(presented.view.presentation.frame.minY > yNext)
        window.advance(by: 2)
        #expect(events == ["presented", "dismissed"])
        #expect(presented.view.window == nil)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["a.willAppear", "a.willDisappear", "a.didDisappear"])
        // The chain is free again.
        root.present(LoggingController("b", log: log)) { events.append("again") }
        window.advance(by: 2)
        #expect(events.last == "again")
    }

    @Test("Dismissing low in a chain dismisses everything above, each completion once")
    func chainDismissal() {
        let (window, root, log) = scene()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        let c = LoggingController("c", log: log)
        for controller in [a, b, c] { controller.modalPresentationStyle = .overFullScreen }
        var completions: [String] = []
        root.present(a) { completions.append("a") }
        window.advance(by: 2)
        a.present(b) { completions.append("b") }
        window.advance(by: 2)
        b.present(c) { completions.append("c") }
        window.advance(by: 2)
        #expect(a.presentedViewController === b)
        #expect(c.presentingViewController === b)
        log.clear()
        root.dismiss { completions.append("dismiss") }
        window.advance(by: 2)
        #expect(completions == ["a", "b", "c", "dismiss"])
        #expect(root.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(
            log.entries == [
                "c.willDisappear", "c.didDisappear", "b.willDisappear", "b.didDisappear",
                "a.willDisappear", "a.didDisappear",
            ])
        #expect(window.root.subviews.count == 1)
    }

    @Test("Bad requests are refused with a warning and their completion still runs once")
    func badInput() {
        let (window, root, log) = scene()
        let a = LoggingController("a", log: log)
        var completions = 0
        Diagnostics.removeAll()
        root.dismiss { completions += 1 }  // nothing to dismiss
        root.present(root) { completions += 1 }  // itself
        #expect(completions == 2)
        #expect(Diagnostics.warnings.count == 2)
        root.present(a) { completions += 1 }
        root.present(LoggingController("b", log: log)) { completions += 1 }  // during a transition
        #expect(completions == 3)
        #expect(Diagnostics.warnings.count == 3)
        window.advance(by: 2)
        #expect(completions == 4)
        let other = LoggingController("other", log: log)
        other.present(a) { completions += 1 }  // already presented, and not in a window
        #expect(completions == 5)
        #expect(Diagnostics.warnings.count == 4)
        let detached = LoggingController("detached", log: log)
        detached.present(LoggingController("x", log: log)) { completions += 1 }
        #expect(completions == 6)
        #expect(Diagnostics.warnings.last?.contains("not in a window") == true)
        #expect(root.presentedViewController === a)
    }

    @Test("completeTransition twice is ignored with a warning")
    func completeTwice() {
        final class DoubleCompleter: AnimatedTransitioning, TransitioningDelegate {
            func transitionDuration(using context: TransitionContext?) -> Double { 0 }
            func animateTransition(using context: TransitionContext) {
                if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
                context.completeTransition(true)
                context.completeTransition(false)
            }
            func animationController(
                forPresented presented: ViewController, presenting: ViewController,
                source: ViewController
            ) -> (any AnimatedTransitioning)? { self }
        }
        let (window, root, log) = scene()
        let a = LoggingController("a", log: log)
        let delegate = DoubleCompleter()
        a.transitioningDelegate = delegate
        Diagnostics.removeAll()
        var completions = 0
        root.present(a) { completions += 1 }
        window.advance(by: 0.1)
        #expect(completions == 1)
        #expect(Diagnostics.warnings.count == 1)
        #expect(root.presentedViewController === a)
        #expect(a.view.window === window)
    }

    @Test("Documented defaults")
    func defaults() {
        let controller = ViewController()
        #expect(controller.modalPresentationStyle == .fullScreen)
        #expect(controller.transitioningDelegate == nil)
        #expect(!controller.isModalInPresentation)
        #expect(controller.presentingViewController == nil)
        #expect(controller.presentedViewController == nil)
        #expect(controller.presentationController == nil)
        #expect(controller.transitionCoordinator == nil)
        let interaction = PercentDrivenInteractiveTransition()
        #expect(interaction.completionSpeed == 1)
        #expect(interaction.completionCurve == nil)
        #expect(interaction.completionSpring == Spring(response: 0.44, dampingRatio: 1))
        #expect(interaction.wantsInteractiveStart)
    }
}

/// An animator that forgets to call `completeTransition`.
final class ForgetfulAnimator: AnimatedTransitioning, TransitioningDelegate {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
    func animateTransition(using context: TransitionContext) {
        if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { self }
    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    { self }
}

@MainActor
@Suite("Transitions that never complete", .isolatedDiagnostics)
struct TransitionTimeoutTests {
    @Test("An animator that never completes is completed after its duration plus 4 s")
    func timeout() {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let presented = ViewController()
        presented.modalPresentationStyle = .overFullScreen
        let animator = ForgetfulAnimator()
        presented.transitioningDelegate = animator
        Diagnostics.removeAll()
        var completions = 0
        root.present(presented) { completions += 1 }
        window.advance(by: 4.2)
        #expect(completions == 0)
        window.advance(by: 0.2)
        #expect(completions == 1)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.first?.contains("did not call completeTransition") == true)
        #expect(presented.view.frame == window.bounds)
        #expect(root.presentedViewController === presented)
        // The chain is usable again: the dismissal times out the same way.
        presented.dismiss { completions += 1 }
        window.advance(by: 5)
        #expect(completions == 2)
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
    }
}

/// Vends the forgetful animator for every push and pop.
final class ForgetfulNavigationDelegate: NavigationControllerDelegate {
    let animator = ForgetfulAnimator()
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
}

@MainActor
@Suite("Navigation transitions that never complete", .isolatedDiagnostics)
struct NavigationTimeoutTests {
    @Test("A push whose animator never completes is completed after its duration plus 4 s")
    func pushTimeout() {
        let window = Window(size: Size(width: 390, height: 844))
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        let delegate = ForgetfulNavigationDelegate()
        navigation.delegate = delegate
        Diagnostics.removeAll()
        let second = ViewController()
        navigation.pushViewController(second, animated: true)
        window.advance(by: 2)
        window.advance(by: 2.2)
        #expect(navigation.isTransitioning)
        window.advance(by: 0.2)
        #expect(!navigation.isTransitioning)
        #expect(navigation.topViewController === second)
        #expect(Diagnostics.warnings.contains { $0.contains("did not call completeTransition") })
    }
}
