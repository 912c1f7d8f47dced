extension Window {
    /// The status bar style the controllers in the window ask for; default
    /// ``StatusBarStyle/default``.
    ///
    /// Resolved as UIKit does. Starting at ``rootViewController``, the window follows
    /// ``ViewController/childForStatusBarStyle`` to the controller that decides; when that
    /// controller (or the top-most ancestor it belongs to) presents a controller that captures
    /// the status bar — a full-screen presentation, or one whose presented controller sets
    /// `modalPresentationCapturesStatusBarAppearance` — the presented controller takes over
    /// and the search goes on from it. The style is the last deciding controller's
    /// ``ViewController/preferredStatusBarStyle``, as the last capturing presentation maps it.
    ///
    /// Updated when the root view controller changes, when a presentation begins, when a
    /// dismissal (or a cancelled presentation) ends, and when a controller in the window calls
    /// ``ViewController/setNeedsStatusBarAppearanceUpdate()``.
    public var statusBarStyle: StatusBarStyle { controllerState.statusBarStyle }

    /// The most `childForStatusBarStyle` links followed; more means the links form a loop.
    static let maximumStatusBarChildDepth = 64

    /// Resolves ``statusBarStyle`` from the root view controller and the presentations above
    /// it again.
    package func updateStatusBarStyle() {
        guard var controller = controllerState.rootViewController else {
            controllerState.statusBarStyle = .default
            return
        }
        var capturing: (any StatusBarAppearanceCapturing)?
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while true {
            controller = statusBarDecider(from: controller)
            guard let presentation = capturingPresentation(over: controller),
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
        controllerState.statusBarStyle = capturing?.resolvedStatusBarStyle(style) ?? style
    }

    /// The controller that decides the style on behalf of `controller`: the end of its
    /// `childForStatusBarStyle` links.
    private func statusBarDecider(from controller: ViewController) -> ViewController {
        var controller = controller
        var depth = 0
        while let child = controller.childForStatusBarStyle, child !== controller {
            depth += 1
            if depth > Self.maximumStatusBarChildDepth {
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
    private func capturingPresentation(over controller: ViewController)
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
