extension ViewController {
    /// Asks the window to read ``preferredStatusBarStyle`` again, as after a change of the
    /// value it returns.
    ///
    /// Besides this call, the window's ``Window/statusBarStyle`` only follows a controller's
    /// preferences when the root view controller changes, when a presentation begins and when
    /// a dismissal ends. Does nothing when the controller is not in a window.
    public func setNeedsStatusBarAppearanceUpdate() {
        knownWindow?.updateStatusBarStyle()
    }
}
