import CardDeckViews

extension WebAccessibilityTracker {
    /// What one walk of the tree learns for the reading order: each node's place in tree
    /// order (the DOM's order) and which nodes are dialogs.
    struct Walk {
        /// Each visited node's place in a depth-first walk, parents first.
        private(set) var treeIndex: [ObjectIdentifier: Int] = [:]
        /// The nodes that got `role="dialog"`.
        var dialogs: Set<ObjectIdentifier> = []

        /// Notes that the walk reached `node`.
        mutating func visit(_ node: ViewNode) {
            treeIndex[ObjectIdentifier(node)] = treeIndex.count
        }
    }

    /// Gives each container whose items the DOM does not hold in the window's reading order an
    /// `aria-owns` listing them in that order, so a screen reader browses the page as the
    /// window reads it (a card's title before its grabber, a menu's title before its buttons).
    ///
    /// The containers are the root and the dialogs; a container's items are the elements whose
    /// nearest container it is, and the dialogs inside it, each where its first element is
    /// read. `aria-owns` rather than moving DOM siblings: the DOM's order is the painting
    /// order and the order the patches' indices address, and the attribute is one string per
    /// container, sent only when the order changes. Elements the walk did not reach (the drawn
    /// keyboard's keys) are left out.
    ///
    /// - Parameters:
    ///   - order: The window's elements in reading order (`AccessibilityTree.nodes`).
    ///   - root: The window's root node.
    ///   - walk: What the walk of the tree noted.
    ///   - result: The attributes by node id, to add `aria-owns` to.
    static func own(
        _ order: [ViewNode], root: ViewNode, walk: Walk,
        into result: inout [UInt64: [String: String]]
    ) {
        var items: [ObjectIdentifier: [ViewNode]] = [:]
        var containers: [ViewNode] = []
        var placed: Set<ObjectIdentifier> = []
        for element in order where walk.treeIndex[ObjectIdentifier(element)] != nil {
            var item = element
            while placed.insert(ObjectIdentifier(item)).inserted, item !== root {
                let container = Self.container(of: item, root: root, dialogs: walk.dialogs)
                let key = ObjectIdentifier(container)
                if items[key] == nil { containers.append(container) }
                items[key, default: []].append(item)
                item = container
            }
        }
        for container in containers {
            let owned = items[ObjectIdentifier(container)] ?? []
            let inTreeOrder = owned.sorted {
                walk.treeIndex[ObjectIdentifier($0), default: 0]
                    < walk.treeIndex[ObjectIdentifier($1), default: 0]
            }
            guard !owned.elementsEqual(inTreeOrder, by: ===) else { continue }
            result[container.id.rawValue, default: [:]]["aria-owns"] =
                owned.map { "n\($0.id.rawValue)" }.joined(separator: " ")
        }
    }

    /// The nearest dialog above `node`, else the root.
    private static func container(
        of node: ViewNode, root: ViewNode, dialogs: Set<ObjectIdentifier>
    ) -> ViewNode {
        var current = node.superview
        while let candidate = current, candidate !== root {
            if dialogs.contains(ObjectIdentifier(candidate)) { return candidate }
            current = candidate.superview
        }
        return root
    }
}
