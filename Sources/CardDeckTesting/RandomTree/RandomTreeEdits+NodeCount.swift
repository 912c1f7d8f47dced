import CardDeckViews

extension RandomTreeEdits {
    /// The most nodes grown before the first edit: 1,000; a larger count grows this many.
    static let maximumStartingCount = 1_000

    /// The least the top of ``nodeCountRange`` can be, so that a tree started with a few nodes
    /// or none still has room to grow: 16.
    static let smallestMaximum = 16

    /// How many of ``nodes`` stay in the window for a tree grown with `count` nodes: half of
    /// `count` (rounded up) to twice it, at least ``smallestMaximum``.
    static func nodeCountRange(startingWith count: Int) -> ClosedRange<Int> {
        (count + 1) / 2...max(2 * count, smallestMaximum)
    }

    /// Whether an edit may add a node under `parent` (default the window's root), making room
    /// for it first: in the window, while it holds fewer than the top of ``nodeCountRange``,
    /// forgetting the oldest node kept out of the window when ``nodes`` is full; out of the
    /// window, while ``nodes`` is not full. ``nodes`` is full at the top plus the removed nodes
    /// that may be kept out of the window.
    mutating func makeRoom(under parent: ViewNode? = nil, inWindow: [ViewNode]) -> Bool {
        let full = nodes.count >= nodeCountRange.upperBound + Self.keptOutside
        guard parent.map({ $0.window === window }) ?? true else { return !full }
        guard inWindow.count < nodeCountRange.upperBound else { return false }
        // Fewer than the top are in the window, so a full list holds one out of it.
        if full, let oldest = nodes.firstIndex(where: { $0.window !== window }) {
            nodes.remove(at: oldest)
        }
        return true
    }

    /// Whether taking `node` out of the window leaves at least the fewest of ``nodes`` in it.
    func canTakeOut(_ node: ViewNode, inWindow: [ViewNode]) -> Bool {
        inWindow.count - Self.count(of: inWindow, under: node) >= nodeCountRange.lowerBound
    }

    /// Whether moving `node` under `parent` keeps the count of ``nodes`` in the window inside
    /// ``nodeCountRange``: a move into a node out of the window takes a subtree away, a move
    /// back brings one in.
    func canMove(_ node: ViewNode, to parent: ViewNode, inWindow: [ViewNode]) -> Bool {
        switch (node.window === window, parent.window === window) {
        case (true, false): canTakeOut(node, inWindow: inWindow)
        case (false, true):
            inWindow.count + Self.count(of: nodes, under: node) <= nodeCountRange.upperBound
        default: true
        }
    }

    /// How many of `candidates` are `node` or below it.
    private static func count(of candidates: [ViewNode], under node: ViewNode) -> Int {
        candidates.reduce(0) { $0 + ($1.isDescendant(of: node) ? 1 : 0) }
    }
}
