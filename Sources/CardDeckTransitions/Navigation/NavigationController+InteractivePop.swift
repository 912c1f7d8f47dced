import CardDeckMotion
import CardDeckViews

extension NavigationController {
    /// The projected progress at or above which a released edge swipe finishes the pop: 0.5.
    static let interactivePopThreshold = 0.5

    /// Whether the edge swipe may begin a pop: two controllers or more, no transition running,
    /// the view in a window.
    var canBeginInteractivePop: Bool {
        stack.count >= 2 && transition == nil && viewIfLoaded?.window != nil
    }

    /// Follows the edge swipe: begins the pop, scrubs it, and finishes or cancels it on release.
    func handleInteractivePop(_ pan: PanGestureRecognizer) {
        let width = viewIfLoaded?.bounds.width ?? 0
        // Towards the trailing edge: right, or left in right-to-left.
        let direction = viewIfLoaded?.window?.traits.layoutDirection == .rightToLeft ? -1.0 : 1.0
        let translation = pan.translation(in: viewIfLoaded).x * direction
        let progress = width > 0 ? translation / width : 0
        switch pan.state {
        case .began:
            guard canBeginInteractivePop else { return }
            changeStack(
                to: Array(stack.dropLast()), animated: true,
                gestureInteraction: PercentDrivenInteractiveTransition())
            gestureInteraction?.update(progress)
        case .changed:
            gestureInteraction?.update(progress)
        case .ended:
            guard let interaction = gestureInteraction else { return }
            gestureInteraction = nil
            interaction.update(progress)
            let velocity = pan.velocity(in: viewIfLoaded).x * direction
            let relativeVelocity = width > 0 ? velocity / width : 0
            let projected =
                progress
                + (width > 0
                    ? DecelerationRate.normal.projectedDistance(initialVelocity: velocity) / width
                    : 0)
            if projected >= Self.interactivePopThreshold {
                interaction.finish(velocity: relativeVelocity)
            } else {
                interaction.cancel(velocity: relativeVelocity)
            }
        case .cancelled:
            guard let interaction = gestureInteraction else { return }
            gestureInteraction = nil
            interaction.cancel()
        default:
            break
        }
    }
}
