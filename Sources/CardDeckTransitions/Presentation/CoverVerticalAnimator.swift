import CardDeckMotion
import CardDeckViews

/// The standard presentation animator: the presented view slides up from below the container
/// and back down (UIKit's cover-vertical transition), with a critically damped spring.
@MainActor
final class CoverVerticalAnimator: AnimatedTransitioning {
    private let liveObject = LiveObjects.Token(.coverVerticalAnimator)

    /// The spring of the slide: response 0.5 s, no overshoot.
    static let spring = Spring(response: 0.5, dampingRatio: 1)

    private let isPresenting: Bool
    private var animator: PropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        Self.spring.settlingDuration
    }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        let key: TransitionContextKey = isPresenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
            let view = context.view(forKey: key)
        else { return nil }
        let container = context.containerView
        let offscreen = Rect(
            origin: Point(x: 0, y: container.bounds.height),
            size: (isPresenting ? context.finalFrame(for: controller) : view.frame).size)
        if isPresenting {
            if view.superview !== container { container.addSubview(view) }
            view.frame = offscreen.offsetBy(dx: context.finalFrame(for: controller).minX, dy: 0)
        }
        let target = isPresenting ? context.finalFrame(for: controller) : offscreen
        let animator = PropertyAnimator(spring: Self.spring) { view.frame = target }
        animator.addCompletion { [weak context] position in
            context?.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
