extension Window {
    /// The controller whose view fills the window; default `nil`.
    ///
    /// Setting it adds the controller's view (loading it if needed) as a subview of ``root``
    /// with a frame equal to the window's ``bounds``, kept equal on every
    /// ``resize(to:safeAreaInsets:)``, and marks it as needing layout, so it is laid out in
    /// the next frame, before that frame is drawn. The previous root view controller's view is removed
    /// first, so it disappears before the new one appears. A controller that is the root of
    /// another window moves to this one; a controller that is another controller's child is
    /// refused with a warning in ``Diagnostics``.
    ///
    /// **Presentations end with their root.** A root view controller that leaves the window
    /// (replaced, set to `nil`, moved to another window, or let go by a window that goes
    /// away) takes its presentations with it, unlike UIKit, where their views stay behind.
    /// Right after its view leaves, every presentation made from it, from a controller
    /// inside it (a child that defines a presentation context, at any depth) or from a
    /// controller presented over them ends without animation, the top-most first: the
    /// presented controllers get `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (one
    /// still appearing turns back), their views and containers leave the window, and every
    /// completion handler waiting on those presentations — of a `present`, a `dismiss` or
    /// a transition coordinator, running or queued — runs exactly once. The old root gets no
    /// appearance callbacks for the views that covered it, and a view a full-screen
    /// presentation took out of the window stays out; the new root appears after all of this.
    /// To animate the presentations away, dismiss them before replacing the root.
    public var rootViewController: ViewController? {
        get { controllers.rootViewController }
        set { controllers.setRoot(newValue, in: self) }
    }

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
    public var statusBarStyle: StatusBarStyle { controllers.statusBarStyle }

    /// Resolves ``statusBarStyle`` from the root view controller and the presentations above
    /// it again.
    package func updateStatusBarStyle() { controllers.updateStatusBarStyle() }
}
