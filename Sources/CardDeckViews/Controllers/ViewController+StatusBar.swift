extension ViewController {
    /// Asks the window to read ``preferredStatusBarStyle`` again, as after a change of the
    /// value it returns.
    ///
    /// The window's ``Window/statusBarStyle`` only follows a controller's preferences when the
    /// root view controller changes and when this is called. Does nothing when the controller
    /// is not in a window.
    public func setNeedsStatusBarAppearanceUpdate() {
        knownWindow?.updateStatusBarStyle()
    }
}
