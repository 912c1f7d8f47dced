extension Window {
    /// The status bar style the root view controller asks for; default
    /// ``StatusBarStyle/default``.
    ///
    /// Resolved from ``rootViewController`` by following
    /// ``ViewController/childForStatusBarStyle`` to the controller that decides, when the root
    /// view controller changes and when a controller in the window calls
    /// ``ViewController/setNeedsStatusBarAppearanceUpdate()``.
    public var statusBarStyle: StatusBarStyle { controllerState.statusBarStyle }

    /// The most `childForStatusBarStyle` links followed; more means the links form a loop.
    static let maximumStatusBarChildDepth = 64

    /// Resolves ``statusBarStyle`` from the root view controller again.
    func updateStatusBarStyle() {
        var controller = controllerState.rootViewController
        var depth = 0
        while let child = controller?.childForStatusBarStyle, child !== controller {
            depth += 1
            if depth > Self.maximumStatusBarChildDepth {
                Diagnostics.warn(
                    "Window: childForStatusBarStyle links form a loop; used the style of "
                        + "\(child.debugName)")
                break
            }
            controller = child
        }
        controllerState.statusBarStyle = controller?.preferredStatusBarStyle ?? .default
    }
}
