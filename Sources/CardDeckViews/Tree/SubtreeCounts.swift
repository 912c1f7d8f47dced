/// How many nodes of a ``ViewNode`` subtree (the node included) do what a walk over the
/// subtree is looking for, so the walk can skip every branch without any: presenting or
/// dismissing a card whose content is 10,000 plain nodes visits the few controllers' views
/// and recognizers' nodes, not the 10,000.
struct SubtreeCounts: Hashable, Sendable {
    /// Nodes that are a view controller's view: what appearance callbacks look for.
    var controllerViews: Int32 = 0
    /// Nodes with at least one gesture recognizer: what cancelling touches looks for.
    var recognizerNodes: Int32 = 0
    /// Nodes that act when they enter or leave a window (scroll views stop their motion):
    /// what `notifyWindowChange(in:)` looks for.
    var windowObservers: Int32 = 0
    /// Nodes below the top whose ``ViewNode/id`` comes from another numbering than their
    /// superview's (another window's, or none): what `NodeIdentities.adopt(_:)` looks for.
    var identityBoundaries: Int32 = 0

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            controllerViews: lhs.controllerViews &+ rhs.controllerViews,
            recognizerNodes: lhs.recognizerNodes &+ rhs.recognizerNodes,
            windowObservers: lhs.windowObservers &+ rhs.windowObservers,
            identityBoundaries: lhs.identityBoundaries &+ rhs.identityBoundaries)
    }

    static prefix func - (counts: Self) -> Self {
        Self(
            controllerViews: -counts.controllerViews, recognizerNodes: -counts.recognizerNodes,
            windowObservers: -counts.windowObservers,
            identityBoundaries: -counts.identityBoundaries)
    }

    /// Whether the subtree holds nothing a walk looks for.
    var isEmpty: Bool {
        controllerViews == 0 && recognizerNodes == 0 && windowObservers == 0
            && identityBoundaries == 0
    }
}
