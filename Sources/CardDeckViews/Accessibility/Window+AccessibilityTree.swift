extension Window {
    /// The window's accessibility tree as values, in reading order: what a screen reader can
    /// reach now.
    ///
    /// Derived from the view tree each time it is read (nothing is kept or walked between
    /// reads), with UIKit's rules:
    /// - a node that is hidden, has alpha below 0.01 or has ``ViewNode/accessibilityElementsHidden``
    ///   is out, with its subtree;
    /// - a node that ``ViewNode/isAccessibilityElement`` is in, and its subtree is not read;
    /// - among siblings, the front-most shown one with ``ViewNode/accessibilityViewIsModal``
    ///   puts every sibling behind it out: the cards behind the front card and the content
    ///   under a modal dimmer;
    /// - siblings are read by their presented frames, top to bottom and then left to right,
    ///   in tree order where they tie.
    public var accessibilityElements: [AccessibilityElement] {
        accessibilityNodes(in: root).map(AccessibilityElement.init)
    }

    /// The element nodes at or inside `top`, in reading order.
    func accessibilityNodes(in top: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        Self.collectAccessibilityNodes(top, into: &nodes)
        return nodes
    }

    private static func collectAccessibilityNodes(_ node: ViewNode, into nodes: inout [ViewNode]) {
        guard node.isAccessibilityPerceivable else { return }
        if node.isAccessibilityElement {
            nodes.append(node)
            return
        }
        for child in readingOrder(of: node) {
            collectAccessibilityNodes(child, into: &nodes)
        }
    }

    /// The subviews assistive technologies read, in reading order: those from the front-most
    /// shown modal one forward, sorted by presented frame.
    private static func readingOrder(of node: ViewNode) -> [ViewNode] {
        let subviews = node.subviews
        guard !subviews.isEmpty else { return [] }
        let start =
            subviews.lastIndex { $0.accessibilityViewIsModal && $0.isAccessibilityPerceivable } ?? 0
        guard subviews.count - start > 1 else { return Array(subviews[start...]) }
        let keyed = subviews[start...].enumerated().map { index, view in
            let frame = view.presentedFrameInWindow
            return (key: (readingKey(frame.minY), readingKey(frame.minX), index), view: view)
        }
        return keyed.sorted { $0.key < $1.key }.map(\.view)
    }

    /// A coordinate rounded to whole points, so hair-line differences do not reorder, and a
    /// non-finite one sorted last.
    private static func readingKey(_ value: Double) -> Double {
        value.isFinite ? value.rounded() : .infinity
    }

    /// Whether `node` is an element of this window's accessibility tree now, checked along its
    /// ancestors only (no walk of the tree).
    func isReachableAccessibilityElement(_ node: ViewNode) -> Bool {
        guard node.window === self, node.isAccessibilityElement else { return false }
        var current = node
        while true {
            guard current.isAccessibilityPerceivable else { return false }
            guard let parent = current.superview else { return current === root }
            // An ancestor that is an element speaks for its subtree.
            if parent.isAccessibilityElement { return false }
            if let index = parent.subviews.firstIndex(where: { $0 === current }),
                parent.subviews[(index + 1)...].contains(where: {
                    $0.accessibilityViewIsModal && $0.isAccessibilityPerceivable
                })
            {
                return false
            }
            current = parent
        }
    }

    /// The front-most shown node with ``ViewNode/accessibilityViewIsModal`` that assistive
    /// technologies can reach (a dimming card's container), or `nil`. Walks the tree.
    public var accessibilityModalView: ViewNode? { frontMostAccessibilityModal() }

    /// The front-most shown modal node assistive technologies can reach, or `nil`.
    func frontMostAccessibilityModal() -> ViewNode? {
        var found: ViewNode?
        Self.findModal(root, &found)
        return found
    }

    private static func findModal(_ node: ViewNode, _ found: inout ViewNode?) {
        guard node.isAccessibilityPerceivable, !node.isAccessibilityElement else { return }
        let subviews = node.subviews
        let start =
            subviews.lastIndex { $0.accessibilityViewIsModal && $0.isAccessibilityPerceivable } ?? 0
        for child in subviews[start...] {
            if child.accessibilityViewIsModal, child.isAccessibilityPerceivable { found = child }
            findModal(child, &found)
        }
    }
}
