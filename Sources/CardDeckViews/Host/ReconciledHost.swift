/// A host renderer built on a ``HostReconciler``: it only applies change lists.
///
/// Attach it through a reconciler, which keeps the mirror of the tree and computes the
/// changes:
///
/// ```swift
/// window.attach(HostReconciler(host: myHost))
/// ```
@MainActor
public protocol ReconciledHost: AnyObject {
    /// Applies one commit's change list.
    ///
    /// - Parameters:
    ///   - changes: The changes, in order; never empty. A buffer the reconciler reuses: copy
    ///     what you keep.
    ///   - window: The committing window; read its time and size, and the presented values
    ///     of the nodes the changes name.
    func apply(_ changes: HostChangeList, in window: Window)
}
