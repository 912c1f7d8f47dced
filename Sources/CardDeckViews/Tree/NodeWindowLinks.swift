/// The windows a ``ViewNode`` is tied to: the window whose root it is, and the window its
/// last walk up the tree found, remembered with that window's structure stamp so the
/// answer holds until a subtree leaves that window.
///
/// Stored inline on the node and read on every property change (``ViewNode/window``), so it
/// holds plain weak references and compares one stamp.
@MainActor
struct NodeWindowLinks {
    /// The window whose root the node is; set on a window's root only.
    weak var hosted: Window?
    /// The window found at the last walk.
    ///
    /// Read field by field (as ``ViewNode/window`` does): a getter on the whole struct would
    /// copy it, and copying weak references costs more than the walk it saves.
    private(set) weak var found: Window?
    /// That window's structure stamp at the walk; 0 never matches.
    private(set) var foundStamp: UInt64 = 0

    /// Remembers `window` as what a walk up the tree found just now.
    ///
    /// - Parameter window: The window at the top of the node's tree, or `nil`.
    mutating func remember(_ window: Window?) {
        found = window
        foundStamp = window?.structureStamp ?? 0
    }
}
