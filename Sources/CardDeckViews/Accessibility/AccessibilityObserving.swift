/// An object that hears a window's accessibility notifications: a host that speaks them, a
/// test's scripted screen reader. Register it with ``Window/addAccessibilityObserver(_:)``.
@MainActor
public protocol AccessibilityObserving: AnyObject {
    /// The window posted a notification; focus has already moved for it.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - notification: What it posted.
    func window(_ window: Window, didPost notification: AccessibilityNotification)
}
