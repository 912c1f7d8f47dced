/// The accessibility tree of a window's view tree, derived on demand with UIKit's rules:
/// nothing is kept or walked between reads.
///
/// - a node that is hidden, has alpha below 0.01 or has ``ViewNode/accessibilityElementsHidden``
///   is out, with its subtree;
/// - a node that ``ViewNode/isAccessibilityElement`` is in, and its subtree is not read;
/// - among siblings, the front-most shown one with ``ViewNode/accessibilityViewIsModal`` puts
///   every sibling behind it out: the cards behind the front card and the content under a
///   modal dimmer;
/// - siblings are read by their presented frames, top to bottom and then left to right, in
///   tree order where they tie.
@MainActor
enum AccessibilityTree {
    /// The element nodes at or inside `top`, in reading order.
    static func nodes(in top: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        collect(top, into: &nodes)
        return nodes
    }

    private static func collect(_ node: ViewNode, into nodes: inout [ViewNode]) {
        guard node.accessibility.isPerceivable(node.presented) else { return }
        if node.isAccessibilityElement {
            nodes.append(node)
            return
        }
        for child in readingOrder(of: node) {
            collect(child, into: &nodes)
        }
    }

    /// The subviews assistive technologies read, in reading order: those from the front-most
    /// shown modal one forward, sorted by presented frame.
    private static func readingOrder(of node: ViewNode) -> [ViewNode] {
        let subviews = node.subviews
        guard !subviews.isEmpty else { return [] }
        let start =
            subviews.lastIndex {
                $0.accessibilityViewIsModal && $0.accessibility.isPerceivable($0.presented)
            } ?? 0
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

    /// Whether `node` is an element of `window`'s accessibility tree now, checked along its
    /// ancestors only (no walk of the tree).
    static func isReachableElement(_ node: ViewNode, in window: Window) -> Bool {
        guard node.window === window, node.isAccessibilityElement else { return false }
        var current = node
        while true {
            guard current.accessibility.isPerceivable(current.presented) else { return false }
            guard let parent = current.superview else { return current === window.root }
            // An ancestor that is an element speaks for its subtree.
            if parent.isAccessibilityElement { return false }
            if let index = parent.subviews.firstIndex(where: { $0 === current }),
                parent.subviews[(index + 1)...].contains(where: {
                    $0.accessibilityViewIsModal && $0.accessibility.isPerceivable($0.presented)
                })
            {
                return false
            }
            current = parent
        }
    }

    /// The first element at or inside `node` reachable in `window`'s tree, or `nil`.
    static func firstElement(atOrInside node: ViewNode, in window: Window) -> ViewNode? {
        if isReachableElement(node, in: window) { return node }
        return nodes(in: node).first { isReachableElement($0, in: window) }
    }

    /// The front-most shown modal node under `root` that assistive technologies can reach, or
    /// `nil`. Walks the tree.
    static func frontMostModal(under root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        findModal(root, &found)
        return found
    }

    private static func findModal(_ node: ViewNode, _ found: inout ViewNode?) {
        guard node.accessibility.isPerceivable(node.presented), !node.isAccessibilityElement else {
            return
        }
        let subviews = node.subviews
        let start =
            subviews.lastIndex {
                $0.accessibilityViewIsModal && $0.accessibility.isPerceivable($0.presented)
            } ?? 0
        for child in subviews[start...] {
            if child.accessibilityViewIsModal, child.accessibility.isPerceivable(child.presented) {
                found = child
            }
            findModal(child, &found)
        }
    }
}
