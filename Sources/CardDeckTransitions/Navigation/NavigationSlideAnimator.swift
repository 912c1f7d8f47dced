import CardDeckMotion
import CardDeckViews

/// The standard push and pop (UIKit's slide, simplified).
///
/// **Push:** the incoming view slides in from the right edge of the content area to its final
/// frame, while the outgoing view moves left (right in right-to-left) by ``parallaxFraction`` of the width and a black
/// dimming node between the two fades from alpha 0 to ``dimmingAlpha``. **Pop** is the exact
/// reverse: the outgoing view slides out to the right, the incoming view comes back from
/// 30 % to the left and the dimming fades out.
///
/// Everything moves in one interruptible ``PropertyAnimator`` driven by ``spring``, a
/// critically damped spring: it has no fixed duration to cut short, it starts from the
/// velocity an interrupted or gesture-driven transition hands it, and it never overshoots, so
/// the views never pass their final frames. The dimming node is removed when the transition
/// ends; a transition that ends at its start (a cancelled interactive pop) leaves every frame
/// and alpha exactly as it was.
@MainActor
final class NavigationSlideAnimator: AnimatedTransitioning {
    private let liveObject = LiveObjects.Token(.navigationSlideAnimator)

    /// The spring of the slide: response 0.35 s, damping ratio 1 (settles within 0.1 % in
    /// about 0.51 s).
    static let spring = Spring(response: 0.35, dampingRatio: 1)
    /// How far the covered view moves left, as a fraction of the content width: 0.3.
    static let parallaxFraction = 0.3
    /// The alpha of the black dimming over the covered view when fully covered: 0.1.
    static let dimmingAlpha = 0.1

    private let operation: NavigationOperation
    private var animator: PropertyAnimator?

    init(operation: NavigationOperation) {
        self.operation = operation
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        Self.spring.settlingDuration
    }

    func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from),
            let toView = context.view(forKey: .to)
        else { return nil }
        let container = context.containerView
        // In right-to-left, pushed screens come in from the left and covered ones move right.
        let direction = container.window?.traits.layoutDirection == .rightToLeft ? -1.0 : 1.0
        let width = container.bounds.width * direction
        let fromFrame = context.initialFrame(for: fromController)
        let toFrame = context.finalFrame(for: toController)
        let dimming = ViewNode(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        dimming.accessibilityIdentifier = "navigation.dimming"
        let isPush = operation == .push
        dimming.alpha = isPush ? 0 : Self.dimmingAlpha
        if isPush {
            if fromView.superview !== container { container.addSubview(fromView) }
            container.addSubview(dimming)
            container.addSubview(toView)
            toView.frame = toFrame.offsetBy(dx: width, dy: 0)
        } else {
            if fromView.superview !== container { container.addSubview(fromView) }
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, belowSubview: fromView)
            toView.frame = toFrame.offsetBy(dx: -width * Self.parallaxFraction, dy: 0)
        }
        let animator = PropertyAnimator(spring: Self.spring) {
            toView.frame = toFrame
            if isPush {
                fromView.frame = fromFrame.offsetBy(dx: -width * Self.parallaxFraction, dy: 0)
                dimming.alpha = Self.dimmingAlpha
            } else {
                fromView.frame = fromFrame.offsetBy(dx: width, dy: 0)
                dimming.alpha = 0
            }
        }
        animator.addCompletion { [weak context] position in
            dimming.removeFromSuperview()
            context?.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
