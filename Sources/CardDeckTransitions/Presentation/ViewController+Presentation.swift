import CardDeckViews

extension ViewController {
    /// How the controller is shown when presented; default ``ModalPresentationStyle/fullScreen``.
    /// Read when `present` is called.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { transitionState.modalPresentationStyle }
        set { transitionState.modalPresentationStyle = newValue }
    }

    /// The object that vends the presentation controller, animators and interaction
    /// controllers when the controller is presented; default `nil` (the standard ones).
    ///
    /// Held weakly, as in UIKit. A presentation keeps a strong reference to the delegate it was
    /// made with until its dismissal completes, so a delegate made for one presentation lives
    /// exactly as long as that presentation.
    public var transitioningDelegate: (any TransitioningDelegate)? {
        get { transitionState.transitioningDelegate }
        set { transitionState.transitioningDelegate = newValue }
    }

    /// Whether the presented controller refuses dismissals the user starts (swipes, taps on a
    /// dimmer); default `false`. Programmatic dismissal still works.
    public var isModalInPresentation: Bool {
        get { transitionState.isModalInPresentation }
        set { transitionState.isModalInPresentation = newValue }
    }

    /// Whether the controller, presented in a style that leaves the presenter's view in the
    /// window, takes the status bar over from the presenting controller; default `false`.
    ///
    /// A ``ModalPresentationStyle/fullScreen`` presentation always hands the status bar to the
    /// presented controller; other styles do so only when this is `true`. While it holds the
    /// status bar — from the start of the presentation to the end of its dismissal — the
    /// window's `statusBarStyle` follows the presented controller's `preferredStatusBarStyle`
    /// (and its `childForStatusBarStyle`). Read whenever the window resolves its style; after
    /// changing it while presented, call `setNeedsStatusBarAppearanceUpdate()`.
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { transitionState.modalPresentationCapturesStatusBarAppearance }
        set { transitionState.modalPresentationCapturesStatusBarAppearance = newValue }
    }

    /// The controller that presented this one (or one of its ancestors), or `nil`.
    public var presentingViewController: ViewController? {
        presentationHolder?.transitionState.presentation?.presenting
    }

    /// The controller this one (or one of its ancestors) presents, or `nil`.
    public var presentedViewController: ViewController? {
        presenterHolder?.transitionState.presented?.presented
    }

    /// The presentation controller of the presentation that shows this controller (or its
    /// top-most ancestor), or `nil` when it is not presented.
    public var presentationController: PresentationController? {
        presentationHolder?.transitionState.presentation?.controller
    }

    /// Presents a controller over this one.
    ///
    /// The presentation uses the presented controller's ``modalPresentationStyle`` and
    /// ``transitioningDelegate``. Presenter and presented get appearance callbacks in UIKit's
    /// order (with `.fullScreen` and `.currentContext` the presenter disappears; otherwise it
    /// gets none). Over the whole window, the presenting controller is this controller's
    /// top-most ancestor; in the current context (`.currentContext`, `.overCurrentContext`, or
    /// a presentation controller whose `shouldPresentInFullscreen` is `false`) it is the
    /// controller that defines the context (see ``definesPresentationContext``) or, when
    /// that one presents already, the top of the chain presented in that context.
    ///
    /// Refused with a warning in `Diagnostics` — and `completion` still runs, once — when the
    /// controller is already presented, is this controller or one of its ancestors, when
    /// this controller already presents another one, when it is not in a window, or while a
    /// presentation or dismissal of this chain is running.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - animated: Whether to animate; default `true`.
    ///   - completion: Runs exactly once, after the presentation ends (completed, cancelled or
    ///     refused); default `nil`.
    public func present(
        _ viewController: ViewController, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        if let reason = Presentation.refusal(toPresent: viewController, source: self) {
            Diagnostics.warn("present: refused to present \(type(of: viewController)): \(reason)")
            completion?()
            return
        }
        let presentation = Presentation(presented: viewController, source: self)
        if let reason = Presentation.refusal(from: presentation.presenting) {
            Diagnostics.warn("present: refused to present \(type(of: viewController)): \(reason)")
            completion?()
            return
        }
        presentation.present(animated: animated, completion: completion)
    }

    /// Why presenting `viewController` from this controller would be refused right now, or
    /// `nil` when ``present(_:animated:completion:)`` would present it. Asking changes nothing,
    /// so a caller that prepares the controller (as `presentCard` does) can ask first.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - inContext: Whether it would be presented in the current context; default `false`.
    /// - Returns: The reason, as the refusal's warning gives it, or `nil`.
    package func presentationRefusal(of viewController: ViewController, inContext: Bool = false)
        -> String?
    {
        Presentation.refusal(
            toPresent: viewController, from: presenter(inContext: inContext).presenter,
            source: self)
    }

    /// Dismisses the controller this one presents or, if it presents none, this controller
    /// itself, together with every controller presented above it.
    ///
    /// Controllers presented above the one being dismissed leave at once (with balanced
    /// callbacks); the dismissed one animates away. Dismissing while its presentation is
    /// still animating reverses that presentation from where it is, or, when its animator
    /// cannot be interrupted, dismisses once it ends. A call while a dismissal runs or waits
    /// joins it, with a warning: its `completion` runs after the earlier ones. With nothing to
    /// dismiss the call is ignored with a warning, and `completion` still runs, once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; default `true`.
    ///   - completion: Runs exactly once, after the dismissal ends; default `nil`.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let holder = presenterHolder ?? presentationHolder
        guard
            let presentation = holder?.transitionState.presented
                ?? holder?.transitionState.presentation
        else {
            Diagnostics.warn("dismiss: \(type(of: self)) neither presents nor is presented")
            completion?()
            return
        }
        presentation.dismiss(animated: animated, interactive: false, completion: completion)
    }

    /// The first of this controller and its ancestors that presents a controller: a child
    /// that defines a presentation context presents on its own.
    var presenterHolder: ViewController? {
        var controller: ViewController? = self
        while let current = controller {
            if current.transitionState.presented != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// The first of this controller and its ancestors that is presented (only a controller
    /// without a parent can be).
    var presentationHolder: ViewController? {
        var controller: ViewController? = self
        while let current = controller {
            if current.transitionState.presentation != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// The top-most ancestor (through `parent`): the controller presentations over the whole
    /// window attach to.
    var presentationRoot: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
