/// A window's part for its controllers: the root view controller and the status bar style
/// resolved from it and the presentations above it.
@MainActor
final class WindowControllers {
    /// The most `childForStatusBarStyle` links followed; more means the links form a loop.
    static let maximumStatusBarChildDepth = 64

    /// The root view controller, held strongly as `UIWindow` holds it.
    var rootViewController: ViewController?
    /// The style last resolved; see ``Window/statusBarStyle``.
    private(set) var statusBarStyle = StatusBarStyle.default

    /// Makes `controller` the root view controller of `window`; see
    /// ``Window/rootViewController``.
    func setRoot(_ controller: ViewController?, in window: Window) {
        let old = rootViewController
        guard controller !== old else { return }
        if let controller, let parent = controller.parent {
            Diagnostics.warn(
                "Window: refused to make \(controller.debugName) the root view controller; it is "
                    + "a child of \(parent.debugName)")
            return
        }
        rootViewController = controller
        old?.hostWindow = nil
        if let oldView = old?.viewIfLoaded, oldView.superview === window.root {
            oldView.removeFromSuperview()
        }
        // With its view out of the window, nothing it covered comes back as they end.
        old?.endPresentationsWithoutAnimation()
        if let controller {
            if let other = controller.hostWindow, other !== window {
                other.controllers.rootViewController = nil
                controller.endPresentationsWithoutAnimation()
                other.controllers.updateStatusBarStyle()
            }
            controller.hostWindow = window
            let view = controller.view
            view.frame = window.bounds
            window.root.addSubview(view)
            // As UIKit, the root view is laid out before its first frame is drawn, even when
            // it was made at the window's size and no change of size asks for it.
            view.setNeedsLayout()
        }
        updateStatusBarStyle()
    }

    /// Lets go of the root view controller as `window` goes away, as setting it to `nil`
    /// would: it disappears and its presentations end. Nothing here is in a window any more,
    /// so the callbacks are made directly.
    func releaseAtDeinit(of window: Window) {
        guard let old = rootViewController else { return }
        rootViewController = nil
        old.hostWindow = nil
        old.beginAppearanceTransition(false, animated: false)
        old.endAppearanceTransition()
        if let oldView = old.viewIfLoaded, oldView.superview === window.root {
            oldView.removeFromSuperview()
        }
        old.endPresentationsWithoutAnimation()
    }

    /// Announces a size change to the root view controller before it happens.
    ///
    /// - Returns: The coordinator of the change, or `nil` when there is no root view controller
    ///   or the size does not change.
    func willTransition(from oldSize: Size, to size: Size) -> SizeTransitionCoordinator? {
        guard let controller = rootViewController, size != oldSize else { return nil }
        let coordinator = SizeTransitionCoordinator()
        controller.viewWillTransition(to: size, with: coordinator)
        return coordinator
    }

    /// Fits the root view controller's view to `window`'s new bounds, then runs the blocks
    /// queued to run alongside the change.
    func didResize(_ window: Window, _ transition: SizeTransitionCoordinator?) {
        if let view = rootViewController?.viewIfLoaded, view.superview === window.root {
            view.frame = window.bounds
        }
        transition?.runAlongsideAnimations()
    }

    /// Resolves ``statusBarStyle`` from the root view controller and the presentations above
    /// it again, as ``Window/statusBarStyle`` describes.
    func updateStatusBarStyle() {
        guard var controller = rootViewController else {
            statusBarStyle = .default
            return
        }
        var capturing: (any StatusBarAppearanceCapturing)?
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while true {
            controller = Self.statusBarDecider(from: controller)
            guard let presentation = Self.capturingPresentation(over: controller),
                let next = presentation.statusBarAppearanceController
            else { break }
            guard visited.insert(ObjectIdentifier(next)).inserted else {
                Diagnostics.warn(
                    "Window: presentations capturing the status bar form a loop; used the style "
                        + "of \(controller.debugName)")
                break
            }
            capturing = presentation
            controller = next
        }
        let style = controller.preferredStatusBarStyle
        statusBarStyle = capturing?.resolvedStatusBarStyle(style) ?? style
    }

    /// The controller that decides the style on behalf of `controller`: the end of its
    /// `childForStatusBarStyle` links.
    private static func statusBarDecider(from controller: ViewController) -> ViewController {
        var controller = controller
        var depth = 0
        while let child = controller.childForStatusBarStyle, child !== controller {
            depth += 1
            if depth > maximumStatusBarChildDepth {
                Diagnostics.warn(
                    "Window: childForStatusBarStyle links form a loop; used the style of "
                        + "\(child.debugName)")
                break
            }
            controller = child
        }
        return controller
    }

    /// The presentation that captures the status bar over `controller`, or `nil`.
    ///
    /// Presentations attach to the top-most ancestor of the controller that presents (UIKit's
    /// rule), so a child that presents is found through its parents.
    private static func capturingPresentation(over controller: ViewController)
        -> (any StatusBarAppearanceCapturing)?
    {
        var candidate: ViewController? = controller
        while let current = candidate {
            if let presentation = current.presentedContentContainer
                as? any StatusBarAppearanceCapturing,
                presentation.statusBarAppearanceController != nil
            {
                return presentation
            }
            candidate = current.parent
        }
        return nil
    }
}
