import CardDeckMotion
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A custom push and pop: the incoming view fades in over the outgoing one in 0.25 s. It can
/// expose its property animator (interruptible) or keep it to itself.
@MainActor
final class FadeAnimator: AnimatedTransitioning {
    let isInterruptible: Bool
    private(set) var calls: [String] = []
    private var animator: PropertyAnimator?

    init(interruptible: Bool) {
        isInterruptible = interruptible
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.25 }

    func animateTransition(using context: TransitionContext) {
        calls.append("animateTransition")
        makeAnimator(context).startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        isInterruptible ? makeAnimator(context) : nil
    }

    func animationEnded(_ transitionCompleted: Bool) {
        calls.append("animationEnded(\(transitionCompleted))")
        animator = nil
    }

    private func makeAnimator(_ context: TransitionContext) -> PropertyAnimator {
        if let animator { return animator }
        let view = context.view(forKey: .to) ?? ViewNode()
        context.containerView.addSubview(view)
        if let to = context.viewController(forKey: .to) { view.frame = context.finalFrame(for: to) }
        view.alpha = 0
        let animator = PropertyAnimator(duration: 0.25, curve: LinearCurve()) { view.alpha = 1 }
        animator.addCompletion { [weak context] position in
            view.alpha = 1
            context?.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }
}

@MainActor
@Suite("Navigation delegate", .isolatedDiagnostics)
struct NavigationDelegateTests {
    @Test("The delegate's animator runs the push and the pop")
    func delegateAnimator() throws {
        var scene = NavigationScene(["A"])
        let fade = FadeAnimator(interruptible: false)
        scene.delegate.animator = fade
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        scene.window.advance(by: 0.125)
        #expect(abs(b.view.presentation.alpha - 0.5) < 1e-9)
        #expect(b.view.presentation.frame == scene.navigation.contentView.bounds)
        #expect(
            !scene.navigation.contentView.subviews.contains {
                $0.accessibilityIdentifier == "navigation.dimming"
            })
        scene.window.advance(by: 1)
        #expect(scene.stackNames == ["A", "B"])
        scene.navigation.popViewController(animated: true)
        scene.window.advance(by: 1)
        #expect(scene.stackNames == ["A"])
        #expect(scene.delegate.operations == [.push, .pop])
        #expect(scene.delegate.interactionRequests == 2)
        #expect(
            fade.calls == [
                "animateTransition", "animationEnded(true)", "animateTransition",
                "animationEnded(true)",
            ])
        #expect(scene.log.take().filter { $0.hasPrefix("delegate.didShow") }.count == 2)
    }

    @Test("Changes without animation do not ask the delegate for an animator")
    func notAnimated() {
        var scene = NavigationScene(["A"])
        scene.delegate.animator = FadeAnimator(interruptible: true)
        scene.navigation.pushViewController(scene.controller("B"), animated: false)
        scene.navigation.popViewController(animated: false)
        #expect(scene.delegate.operations.isEmpty)
        #expect(scene.delegate.interactionRequests == 0)
        #expect(
            scene.log.take().filter { $0.hasPrefix("delegate.") } == [
                "delegate.willShow(B)", "delegate.didShow(B)", "delegate.willShow(A)",
                "delegate.didShow(A)",
            ])
    }

    @Test(
        "The delegate's interaction controller drives a programmatic pop", arguments: [true, false])
    func delegateInteraction(finishing: Bool) throws {
        let scene = NavigationScene(["A", "B", "C"])
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.interaction = interaction
        let c = try #require(scene.controllers["C"]).view
        scene.navigation.popViewController(animated: true)
        #expect(scene.navigation.transitionCoordinator?.isInteractive == true)
        scene.window.advance(by: 1)
        #expect(scene.navigation.isTransitioning)
        #expect(c.presentation.frame.minX == 0)
        interaction.update(0.5)
        #expect(abs(c.presentation.frame.minX - 195) < 1e-9)
        if finishing { interaction.finish() } else { interaction.cancel() }
        scene.window.advance(by: 2)
        #expect(!scene.navigation.isTransitioning)
        #expect(
            scene.log.take()
                == (finishing
                    ? NavigationInteractivePopTests.finishedLog
                    : NavigationInteractivePopTests.cancelledLog))
    }

    @Test("The edge swipe leaves a delegate's interaction controller to the delegate")
    func swipeWithDelegateInteraction() throws {
        let scene = NavigationScene(["A", "B", "C"])
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.interaction = interaction
        let c = try #require(scene.controllers["C"]).view
        scene.window.edgePan(from: .left, distance: 300, duration: 0.3)
        scene.window.advance(by: 1)
        #expect(scene.navigation.isTransitioning)
        #expect(c.presentation.frame.minX == 0)
        interaction.finish()
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B"])
    }

    @Test("The edge swipe scrubs a delegate's interruptible animator")
    func swipeScrubsDelegateAnimator() throws {
        let scene = NavigationScene(["A", "B", "C"])
        let fade = FadeAnimator(interruptible: true)
        scene.delegate.animator = fade
        let b = try #require(scene.controllers["B"]).view
        scene.window.press(at: Point(x: 1, y: 422))
        scene.window.move(to: Point(x: 118, y: 422), duration: 0.3)
        #expect(abs(b.presentation.alpha - 0.3) < 1e-9)
        scene.window.release(at: Point(x: 160, y: 422))
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B"])
        #expect(fade.calls == ["animationEnded(true)"])
        #expect(b.alpha == 1)
    }

    @Test("A swipe over a non-interruptible delegate animator runs it to the end, with a warning")
    func swipeOverNonInterruptible() {
        let scene = NavigationScene(["A", "B", "C"])
        let fade = FadeAnimator(interruptible: false)
        scene.delegate.animator = fade
        Diagnostics.removeAll()
        scene.window.edgePan(from: .left, distance: 60, duration: 1)
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B"])
        #expect(fade.calls == ["animateTransition", "animationEnded(true)"])
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("not interruptible") == true)
    }
}
