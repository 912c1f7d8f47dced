import CardDeckViews

extension NavigationController {
    /// Pushes a controller onto the stack and shows it.
    ///
    /// Refused with a warning in `Diagnostics`, changing nothing, when the controller is
    /// already on the stack, has another parent, is presented, is a window's root view
    /// controller or is a navigation controller, and while a push or pop runs.
    ///
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Whether to slide it in; default `true`.
    public func pushViewController(_ viewController: ViewController, animated: Bool = true) {
        guard !refusesDuringTransition("pushViewController") else { return }
        if let reason = refusal(toAdd: viewController, to: stack) {
            Diagnostics.warn(
                "NavigationController: refused to push \(type(of: viewController)): \(reason)")
            return
        }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below it.
    ///
    /// Popping the root controller is refused with a warning in `Diagnostics` (nothing
    /// happens), as is popping while a push or pop runs.
    ///
    /// - Parameter animated: Whether to slide; default `true`.
    /// - Returns: The popped controller, or `nil` when nothing was popped.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard !refusesDuringTransition("popViewController") else { return nil }
        guard stack.count >= 2, let top = stack.last else {
            Diagnostics.warn(
                "NavigationController: ignored popViewController; the root view "
                    + "controller cannot be popped")
            return nil
        }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and shows the root.
    ///
    /// Refused with a warning in `Diagnostics` while a push or pop runs.
    ///
    /// - Parameter animated: Whether to slide; default `true`.
    /// - Returns: The popped controllers, bottom first (empty when the root is on top), or
    ///   `nil` when refused.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController]? {
        guard !refusesDuringTransition("popToRootViewController") else { return nil }
        guard let root = stack.first else { return [] }
        return popTo(index: stack.firstIndex { $0 === root } ?? 0, animated: animated)
    }

    /// Pops every controller above `viewController` and shows it.
    ///
    /// Refused with a warning in `Diagnostics` when `viewController` is not on the stack, and
    /// while a push or pop runs.
    ///
    /// - Parameters:
    ///   - viewController: A controller on the stack.
    ///   - animated: Whether to slide; default `true`.
    /// - Returns: The popped controllers, bottom first (empty when `viewController` is on
    ///   top), or `nil` when refused.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool = true)
        -> [ViewController]?
    {
        guard !refusesDuringTransition("popToViewController") else { return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.warn(
                "NavigationController: ignored popToViewController; \(type(of: viewController)) "
                    + "is not on the navigation stack")
            return nil
        }
        return popTo(index: index, animated: animated)
    }

    /// Replaces the whole stack.
    ///
    /// Controllers that leave get `willMove(toParent: nil)` and, when the change ends,
    /// `removeFromParent()`; controllers that join get `addChild` and then
    /// `didMove(toParent:)`. The change animates as a push when the new top controller was not
    /// on the stack, as a pop when it was, and without a transition when the top stays.
    ///
    /// Refused with a warning in `Diagnostics`, changing nothing, when `viewControllers` is
    /// empty, holds a controller twice, or holds one that cannot become a child (it has
    /// another parent, is presented, is a window's root view controller or a navigation
    /// controller), and while a push or pop runs.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate the change of top controller; default `true`.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool = true) {
        guard !refusesDuringTransition("setViewControllers") else { return }
        guard !viewControllers.isEmpty else {
            Diagnostics.warn("NavigationController: ignored setViewControllers with no controllers")
            return
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            Diagnostics.warn(
                "NavigationController: ignored setViewControllers; \(type(of: controller)) "
                    + "appears more than once")
            return
        }
        for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
            if let reason = refusal(toAdd: controller, to: stack) {
                Diagnostics.warn(
                    "NavigationController: ignored setViewControllers; refused "
                        + "\(type(of: controller)): \(reason)")
                return
            }
        }
        changeStack(to: viewControllers, animated: animated)
    }

    /// Why `controller` cannot join `stack`, or `nil` when it can.
    func refusal(toAdd controller: ViewController, to stack: [ViewController]) -> String? {
        if controller is NavigationController {
            return "a navigation controller cannot be pushed"
        }
        if stack.contains(where: { $0 === controller }) {
            return "it is already on the navigation stack"
        }
        if let parent = controller.parent {
            return "it is already a child of \(type(of: parent))"
        }
        if controller.transitionState.presentation != nil {
            return "it is presented"
        }
        if let window = controller.viewIfLoaded?.window, window.rootViewController === controller {
            return "it is the root view controller of a window"
        }
        return nil
    }

    /// Warns and returns `true` while a push or pop runs.
    private func refusesDuringTransition(_ action: String) -> Bool {
        guard let transition else { return false }
        Diagnostics.warn(
            "NavigationController: ignored \(action) while a \(transition.operation) transition "
                + "is running; start it from the transition coordinator's completion")
        return true
    }

    private func popTo(index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { changeStack(to: Array(stack[...index]), animated: animated) }
        return popped
    }
}
