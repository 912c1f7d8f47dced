import CardDeckViews

extension NavigationController {
    /// Moves from the current stack to `newStack`: containment calls, then a push or pop
    /// transition when the top controller changes and the view is loaded.
    ///
    /// - Parameters:
    ///   - newStack: The validated new stack; not empty, no duplicates, every new controller
    ///     free to become a child.
    ///   - animated: Whether the caller asked for animation.
    ///   - gestureInteraction: The edge swipe's interaction controller, used when the
    ///     delegate vends none.
    func changeStack(
        to newStack: [ViewController], animated: Bool,
        gestureInteraction: PercentDrivenInteractiveTransition? = nil
    ) {
        let oldStack = stack
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        if let failed = added.first(where: { $0.parent !== self }) {
            // addChild refused it (and said why); undo the others so nothing half-changes.
            for controller in added where controller.parent === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            Diagnostics.warn(
                "NavigationController: ignored the stack change; \(type(of: failed)) could not "
                    + "become a child")
            return
        }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        guard let from = oldStack.last, let to = newStack.last, from !== to,
            let container = loadedContent
        else {
            finishWithoutTransition(added: added, removed: removed)
            return
        }
        let operation: NavigationOperation =
            oldStack.contains { $0 === to } ? .pop : .push
        let isAnimated = animated && container.window != nil
        to.loadViewIfNeeded()
        let animator =
            (isAnimated
                ? delegate?.navigationController(
                    self, animationControllerFor: operation, from: from, to: to) : nil)
            ?? NavigationSlideAnimator(operation: operation)
        let vended =
            isAnimated
            ? delegate?.navigationController(self, interactionControllerFor: animator) : nil
        let interaction: (any InteractiveTransitioning)? =
            isAnimated ? vended ?? gestureInteraction : nil
        self.gestureInteraction = vended == nil && isAnimated ? gestureInteraction : nil
        let transition = NavigationTransition(
            operation: operation, container: container, animated: isAnimated,
            animator: animator, interaction: interaction, previousStack: oldStack,
            added: added, removed: removed, from: from, to: to)
        self.transition = transition
        let coordinator = transition.context.transitionCoordinator
        transition.previousCoordinator = activeTransitionCoordinator
        for controller in [self, from, to] { controller.activeTransitionCoordinator = coordinator }
        updateNavigationBarTitle()
        // UIKit's navigation order: the outgoing controller first, then the incoming one.
        if from.appearanceState == .appeared || from.appearanceState == .appearing {
            transition.beganOutgoingAppearance = true
            from.beginAppearanceTransition(false, animated: isAnimated)
        }
        if appearanceState == .appeared || appearanceState == .appearing {
            transition.beganIncomingAppearance = true
            to.beginAppearanceTransition(true, animated: isAnimated)
        }
        delegate?.navigationController(self, willShow: to, animated: isAnimated)
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.followTopPreferredContentSize() },
            completion: nil)
        transition.start { [weak self] completed in self?.transitionDidEnd(completed) }
    }

    /// A stack change that keeps the top controller, or happens before the view is loaded.
    private func finishWithoutTransition(added: [ViewController], removed: [ViewController]) {
        if let content = loadedContent, let top = topViewController {
            for controller in removed {
                if let view = controller.viewIfLoaded, view.superview === content {
                    view.removeFromSuperview()
                }
            }
            if top.view.superview !== content { content.addSubview(top.view) }
            top.view.frame = content.bounds
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        updateNavigationBarTitle()
        updatePreferredContentSize()
    }

    /// Ends the running transition: settles the views and the stack first, so callbacks see an
    /// idle navigation controller (and may push or pop again), then makes the callbacks.
    private func transitionDidEnd(_ completed: Bool) {
        guard let transition else { return }
        self.transition = nil
        gestureInteraction = nil
        let coordinator = transition.context.transitionCoordinator
        if activeTransitionCoordinator === coordinator {
            activeTransitionCoordinator = transition.previousCoordinator
        }
        for controller in [transition.from, transition.to]
        where controller.activeTransitionCoordinator === coordinator {
            controller.activeTransitionCoordinator = nil
        }
        let from = transition.from
        let to = transition.to
        let animated = transition.context.isAnimated
        if !completed {
            stack = transition.previousStack
            // The incoming controller turns back before its view leaves the window.
            if transition.beganIncomingAppearance {
                to.beginAppearanceTransition(false, animated: animated)
            }
        }
        settleViews(
            staying: completed ? to : from, leaving: completed ? from : to,
            leavingFrame: completed ? nil : transition.incomingFrameBefore)
        updateNavigationBarTitle()
        updatePreferredContentSize()
        if completed {
            if transition.beganOutgoingAppearance { from.endAppearanceTransition() }
            if transition.beganIncomingAppearance, appearanceState == .appeared {
                to.endAppearanceTransition()
            }
            for controller in transition.removed { controller.removeFromParent() }
            for controller in transition.added { controller.didMove(toParent: self) }
            delegate?.navigationController(self, didShow: to, animated: animated)
        } else {
            if transition.beganIncomingAppearance { to.endAppearanceTransition() }
            if transition.beganOutgoingAppearance {
                from.beginAppearanceTransition(true, animated: animated)
                if appearanceState == .appeared { from.endAppearanceTransition() }
            }
            for controller in transition.added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in transition.removed {
                controller.isMovingFromParent = false
                controller.didMove(toParent: self)
            }
        }
    }

    /// Leaves only the staying view in the content area, at its full size; the leaving view
    /// goes out of the tree with its frame set to `leavingFrame` (by default the content
    /// area's bounds).
    private func settleViews(
        staying: ViewController, leaving: ViewController, leavingFrame: Rect?
    ) {
        guard let content = loadedContent else { return }
        let stayingView = staying.view
        if stayingView.superview !== content { content.addSubview(stayingView) }
        stayingView.frame = content.bounds
        if let leavingView = leaving.viewIfLoaded {
            if leavingView.superview === content { leavingView.removeFromSuperview() }
            leavingView.frame = leavingFrame ?? content.bounds
        }
        layoutNavigationViews()
    }
}
