import CardDeckViews

/// What an inspector reads of the host's reconciler, so that it follows the tree from the same
/// change lists instead of keeping a second mirror of it.
extension WebHost {
    /// The change list of the latest commit the host reconciled (``reconciledCommits`` counts
    /// them): its inserts, moves and removals, and the updates the host reconciles (the order
    /// of subviews, accessibility, text, visibility). A commit that changed none of them (a
    /// drag frame) is not reconciled and leaves the list as it was.
    ///
    /// A host attached to the window after this one reads it during the same commit: when
    /// ``reconciledCommits`` went up by one since the commit before, the list is this
    /// commit's. A buffer reused from commit to commit: copy what you keep.
    package var latestChangeList: HostChangeList { reconciler.changes }

    /// Whether the host's mirror is of this window's current tree.
    ///
    /// - Parameter window: A window.
    /// - Returns: `true` when the host follows the window.
    package func mirrors(_ window: Window) -> Bool { reconciler.mirrors(window) }
}
