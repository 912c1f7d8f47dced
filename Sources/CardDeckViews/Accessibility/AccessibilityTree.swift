/// The accessibility tree of a window's view tree, derived on demand with UIKit's rules:
/// nothing is kept or walked between reads.
///
/// - a node that is hidden, has alpha below 0.01 or has ``ViewNode/accessibilityElementsHidden``
///   is out, with its subtree;
/// - a node that ``ViewNode/isAccessibilityElement`` is in, and its subtree is not read;
/// - among siblings, the front-most shown one with ``ViewNode/accessibilityViewIsModal`` and
///   no ``ViewNode/accessibilityModalScope`` puts every sibling behind it out: the cards behind
///   the front card and the content under a modal dimmer;
/// - a shown modal node with a scope puts out that scope, with its subtree, and the siblings
///   behind it with the same scope, and nothing else: a card in one pane's presentation
///   context leaves the other pane in the tree;
/// - siblings are read by their presented frames, top to bottom and then left to right, in
///   tree order where they tie.
@MainActor
package enum AccessibilityTree {
    /// The element nodes at or inside `top`, in reading order.
    package static func nodes(in top: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        collect(top, into: &nodes)
        return nodes
    }

    private static func collect(_ node: ViewNode, into nodes: inout [ViewNode]) {
        guard node.accessibility.isPerceivable(node.presented), !isHiddenByScopedModal(node)
        else { return }
        if node.isAccessibilityElement {
            nodes.append(node)
            return
        }
        for child in readingOrder(of: node) {
            collect(child, into: &nodes)
        }
    }

    /// The subviews assistive technologies read, in reading order: those from the front-most
    /// shown modal one without a scope forward, less those a scoped modal one hides, sorted by
    /// presented frame.
    private static func readingOrder(of node: ViewNode) -> [ViewNode] {
        let subviews = node.subviews
        guard !subviews.isEmpty else { return [] }
        let start = subviews.lastIndex(where: hidesSiblings) ?? 0
        guard subviews.count - start > 1 else { return Array(subviews[start...]) }
        let hidden = indicesHiddenByScope(in: subviews, from: start)
        let keyed = subviews[start...].enumerated().compactMap { offset, view in
            let frame = view.presentedFrameInWindow
            return hidden.contains(start + offset)
                ? nil : (key: (readingKey(frame.minY), readingKey(frame.minX), offset), view: view)
        }
        return keyed.sorted { $0.key < $1.key }.map(\.view)
    }

    /// A coordinate rounded to whole points, so hair-line differences do not reorder, and a
    /// non-finite one sorted last.
    private static func readingKey(_ value: Double) -> Double {
        value.isFinite ? value.rounded() : .infinity
    }

    // MARK: Modal nodes

    /// Whether `node` is modal and shows itself.
    private static func isShownModal(_ node: ViewNode) -> Bool {
        node.accessibilityViewIsModal && node.accessibility.isPerceivable(node.presented)
    }

    /// Whether `node` puts every sibling behind it out: it is modal, shows, and has no scope.
    private static func hidesSiblings(_ node: ViewNode) -> Bool {
        node.accessibility.modalScope == nil && isShownModal(node)
    }

    /// The indices, from `start` on, of the subviews that a shown modal sibling in front of
    /// them puts out because they share its ``ViewNode/accessibilityModalScope``; empty (and
    /// nothing allocated) when no such sibling is there.
    ///
    /// - Parameters:
    ///   - subviews: A node's subviews.
    ///   - start: The first index to consider.
    /// - Returns: The indices, front-most first.
    package static func indicesHiddenByScope(in subviews: [ViewNode], from start: Int) -> [Int] {
        var scopes: [ObjectIdentifier] = []
        var hidden: [Int] = []
        var index = subviews.count - 1
        while index >= start {
            if let scope = subviews[index].accessibility.modalScope {
                let key = ObjectIdentifier(scope)
                if scopes.contains(key) {
                    hidden.append(index)
                } else if isShownModal(subviews[index]) {
                    scopes.append(key)
                }
            }
            index -= 1
        }
        return hidden
    }

    /// Whether a shown modal node in `node`'s window names `node` as its
    /// ``ViewNode/accessibilityModalScope``, which puts `node` out with its subtree. Reads the
    /// few nodes that name it, and their ancestors; no walk of the tree.
    package static func isHiddenByScopedModal(_ node: ViewNode) -> Bool {
        let scoping = node.accessibility.scopingNodes
        guard !scoping.isEmpty, let window = node.window else { return false }
        return scoping.contains { entry in
            guard let modal = entry.node, modal.window === window, isShownModal(modal),
                !modal.isDescendant(of: node)
            else { return false }
            var ancestor = modal.superview
            while let current = ancestor {
                guard current.accessibility.isPerceivable(current.presented) else { return false }
                ancestor = current.superview
            }
            return true
        }
    }

    // MARK: Reaching elements

    /// Whether `node` is an element of `window`'s accessibility tree now, checked along its
    /// ancestors only (no walk of the tree).
    static func isReachableElement(_ node: ViewNode, in window: Window) -> Bool {
        guard node.window === window, node.isAccessibilityElement else { return false }
        var current = node
        while true {
            guard current.accessibility.isPerceivable(current.presented),
                !isHiddenByScopedModal(current)
            else { return false }
            guard let parent = current.superview else { return current === window.root }
            // An ancestor that is an element speaks for its subtree.
            if parent.isAccessibilityElement || isBehindModalSibling(current, in: parent) {
                return false
            }
            current = parent
        }
    }

    /// Whether a shown modal node puts `node` out of the tree, whatever `node` is: a modal
    /// sibling in front of it or of an ancestor, or a modal node whose scope is it or an
    /// ancestor. Checked along its ancestors only (no walk of the tree).
    package static func isBehindModalView(_ node: ViewNode) -> Bool {
        var current = node
        while true {
            if isHiddenByScopedModal(current) { return true }
            guard let parent = current.superview else { return false }
            if isBehindModalSibling(current, in: parent) { return true }
            current = parent
        }
    }

    /// Whether a shown modal sibling in front of `node` puts it out: one without a scope, or
    /// one with the scope `node` has.
    private static func isBehindModalSibling(_ node: ViewNode, in parent: ViewNode) -> Bool {
        guard let index = parent.subviews.firstIndex(where: { $0 === node }) else { return false }
        let inFront = parent.subviews[(index + 1)...]
        if inFront.contains(where: hidesSiblings) { return true }
        guard let scope = node.accessibility.modalScope else { return false }
        return inFront.contains { $0.accessibility.modalScope === scope && isShownModal($0) }
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
        guard node.accessibility.isPerceivable(node.presented), !node.isAccessibilityElement,
            !isHiddenByScopedModal(node)
        else { return }
        let subviews = node.subviews
        let start = subviews.lastIndex(where: hidesSiblings) ?? 0
        let hidden = indicesHiddenByScope(in: subviews, from: start)
        for index in subviews.indices[start...] where !hidden.contains(index) {
            let child = subviews[index]
            if isShownModal(child), !isHiddenByScopedModal(child) { found = child }
            findModal(child, &found)
        }
    }
}
