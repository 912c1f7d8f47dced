/// What a ``Window`` keeps about its controllers: the root view controller and the status bar
/// style resolved from it. Kept in one value so `Window.swift` stores a single property.
struct WindowControllerState {
    /// The root view controller, held strongly as `UIWindow` holds it.
    var rootViewController: ViewController?
    /// The style last resolved from the root view controller.
    var statusBarStyle = StatusBarStyle.default
}
