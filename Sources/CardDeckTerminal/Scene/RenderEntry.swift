import CardDeckViews

/// One node of a ``RenderTree``: the node, where it sits, whether anything in its subtree
/// draws, and what it drew in the latest frame.
struct RenderEntry {
    /// The node; `nil` while the entry is free.
    var node: ViewNode?
    /// The parent's index, or −1 for the root (and for a free entry).
    var parent: Int32 = -1
    /// The children's indices, back to front, as the node's subviews.
    var children: [Int32] = []
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

    /// A free entry.
    static let free = RenderEntry()

    /// Whether a node's presented state draws anything itself.
    @MainActor
    static func draws(_ node: ViewNode) -> Bool {
        let state = node.presentation
        return state.backgroundColor != nil || state.border.width > 0
            || !(state.text?.string.isEmpty ?? true)
    }
}
