/// The reconciler's record of one node: where it sits, the values hosts last received and
/// the area its subtree draws.
struct ReconcilerEntry {
    /// The node; `nil` while the entry is free.
    var node: ViewNode?
    /// The parent's index, or −1 for the root and for a detached or free entry.
    var parent: Int32 = -1
    /// The children's indices, back to front.
    var children: [Int32] = []
    /// The presented values hosts last received.
    var state = VisualState()
    /// The area the subtree draws, in the node's bounds coordinates; `nil` when it draws
    /// nothing (hidden). A superset: shadows and overflowing children included, clipping
    /// applied.
    var extent: Rect?
    /// The properties updated in the commit being reconciled.
    var pendingMask: PropertyMask = []
    /// The commit that inserted the entry: an update in that commit is already read.
    var insertedCommit = 0

    /// A free entry.
    static let free = ReconcilerEntry()

    /// The area the node itself draws in its bounds coordinates: its bounds and shadow.
    static func ownExtent(_ state: VisualState) -> Rect? {
        guard !state.isHidden else { return nil }
        var rect = state.bounds
        let shadow = state.shadow
        if shadow.opacity > 0 {
            let spread = max(shadow.radius, 0)
            rect = rect.union(
                state.bounds.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
                    .insetBy(dx: -spread, dy: -spread))
        }
        return rect
    }

    /// Maps a rectangle from a node's bounds coordinates to its superview's.
    static func toParentSpace(_ rect: Rect, _ state: VisualState) -> Rect {
        let bounds = state.bounds
        let local = rect.offsetBy(dx: -bounds.midX, dy: -bounds.midY)
        let moved = state.transform.isIdentity ? local : state.transform.apply(to: local)
        return moved.offsetBy(dx: state.center.x, dy: state.center.y)
    }
}
