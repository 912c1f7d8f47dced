import CardDeckViews

/// The terminal's drawing state of one node, in the slot ``HostReconciler`` gives it: whether
/// anything in its subtree draws, and what it drew in the latest frame. Where the node sits is
/// the reconciler's to know.
struct RenderEntry {
    /// The parent's slot when the drawing counts were last summed, or −1: tells a move to
    /// another parent from a reorder among siblings.
    var parent: Int32 = -1
    /// Whether the node itself fills, strokes or writes something (a background colour, a
    /// border or text), at whatever opacity.
    var drawsSelf = false
    /// How many nodes of the subtree, this one included, draw themselves; a subtree with none
    /// is never walked.
    var drawingCount: Int32 = 0
    /// Whether the children's order changed in the latest commit: their subtrees are drawn
    /// again in full.
    var isReordered = false
    /// Whether the node moved to another parent in the latest commit: its place in the
    /// painting order changed, so its subtree is drawn again in full.
    var isMoved = false
    /// What the node drew, clipped and grouped, in the frame ``drawnFrame``.
    var last: DrawRecord?
    /// The frame that drew ``last``.
    var drawnFrame = 0
    /// The node's text laid out in glyphs, kept while the string stays the same.
    var layout: TextLayout?

    /// A slot no node holds.
    static let free = RenderEntry()

    /// Whether a node's presented state draws anything itself.
    @MainActor
    static func draws(_ node: ViewNode) -> Bool {
        let state = node.presentation
        return state.backgroundColor != nil || state.border.width > 0
            || !(state.text?.string.isEmpty ?? true)
    }
}
