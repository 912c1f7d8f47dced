import CardDeckViews

/// A host renderer for a web page: one DOM element per node, kept in step by patches that
/// carry only what each commit's mutations say changed.
///
/// The host keeps a record of every element as the page has it (where it sits, the style it
/// last received). For each commit it:
/// - re-reads the children of every parent a mutation touched and turns the difference into
///   inserts (a new subtree, read whole), moves (children that changed places) and removals;
///   a node inserted while it was already on the page (moved to another parent, or removed
///   and added again) is removed and read again whole, since changes made to it while it was
///   out of the window were not reported;
/// - for each updated node, reads again only the style fields its property mask feeds
///   (`WebStyle.Fields(_:)` given the mask) and sends the ones whose value changed.
///
/// A commit that changes nothing visible adds nothing. ``takePatch()`` hands over what
/// accumulated since it was last called; ``snapshot()`` is the whole page for a client that
/// connects later. Neither the host nor its patches ever change the tree.
@MainActor
public final class WebHost: HostRenderer {
    private var elements: [ObjectIdentifier: WebElement] = [:]
    private var root: ObjectIdentifier?
    private weak var window: Window?
    private var windowSize: Size?
    private var pending: [WebPatchOperation] = []
    private var spare: [WebPatchOperation] = []
    private var dirtyParents: [ObjectIdentifier] = []
    private var dirtyParentSet: Set<ObjectIdentifier> = []
    private var rereadNodes: Set<ObjectIdentifier> = []
    private var updatedFields: [ObjectIdentifier: WebStyle.Fields] = [:]
    private var updatedOrder: [ObjectIdentifier] = []
    /// The page's ARIA attributes and live region; see `WebAccessibilityTracker`.
    private var accessibility = WebAccessibilityTracker()

    /// The number of elements the page has.
    public var elementCount: Int { elements.count }

    /// Creates a host with no elements; the first commit it receives (or attaching it to a
    /// window that already ran a frame) sends the whole tree.
    public init() {}

    /// Records one commit's changes as patch operations.
    ///
    /// - Parameters:
    ///   - mutations: The commit's changes, in order.
    ///   - window: The committing window; a commit from another window than the last starts
    ///     the page over with that window's tree.
    public func apply(_ mutations: [Mutation], in window: Window) {
        guard let root, self.window === window,
            elements[root]?.node === window.root
        else { return rebuild(from: window) }
        if windowSize != window.size {
            windowSize = window.size
            pending.append(.resize(window.size))
        }
        for mutation in mutations {
            switch mutation {
            case .insert(let node, let parent, _):
                guard let parent else {
                    // An insert of the root comes first in a window's life and again when a
                    // host is attached: either way, the page starts over.
                    return rebuild(from: window)
                }
                let key = ObjectIdentifier(node)
                if let element = elements[key] {
                    rereadNodes.insert(key)
                    if let old = element.parent { markDirty(old) }
                }
                markDirty(ObjectIdentifier(parent))
            case .remove(_, let parent):
                markDirty(ObjectIdentifier(parent))
            case .update(let node, let mask):
                let key = ObjectIdentifier(node)
                guard elements[key] != nil else { continue }
                if mask.contains(.subviewOrder) { markDirty(key) }
                let fields = WebStyle.Fields(mask)
                guard !fields.isEmpty else { continue }
                if let existing = updatedFields[key] {
                    updatedFields[key] = existing.union(fields)
                } else {
                    updatedFields[key] = fields
                    updatedOrder.append(key)
                }
            }
        }
        syncStructure()
        sendUpdates()
        accessibility.note(mutations)
        accessibility.refresh(window, into: &pending)
    }

    /// Hands over the operations recorded since the last call, in order, and forgets them.
    ///
    /// - Returns: The operations; empty when nothing visible changed.
    public func takePatch() -> [WebPatchOperation] {
        // Two buffers take turns, so a steady drag reuses their storage instead of allocating
        // a new array every frame.
        swap(&pending, &spare)
        pending.removeAll(keepingCapacity: true)
        return spare
    }

    /// Whether operations are waiting for ``takePatch()``.
    public var hasPendingPatch: Bool { !pending.isEmpty }

    /// The whole page as it stands after the operations handed over so far: a reset, then
    /// every element in tree order with its style. A client that connects later applies this
    /// first and then the patches that follow.
    ///
    /// - Returns: The operations; empty before the first commit.
    public func snapshot() -> [WebPatchOperation] {
        guard let root, elements[root] != nil, let windowSize else { return [] }
        var operations: [WebPatchOperation] = [.reset(windowSize)]
        operations.reserveCapacity(elements.count + 1)
        var stack: [(ObjectIdentifier, UInt64, Int)] = [(root, WebPatchOperation.windowID, 0)]
        while let (key, parent, index) = stack.popLast() {
            guard let element = elements[key] else { continue }
            operations.append(insertion(of: element, parent: parent, index: index))
            for (childIndex, child) in element.children.enumerated().reversed() {
                stack.append((child, element.id, childIndex))
            }
        }
        operations += accessibility.snapshot()
        return operations
    }

    // MARK: Structure

    private func rebuild(from window: Window) {
        elements.removeAll(keepingCapacity: true)
        dirtyParents.removeAll()
        dirtyParentSet.removeAll()
        rereadNodes.removeAll()
        updatedFields.removeAll()
        updatedOrder.removeAll()
        pending.removeAll(keepingCapacity: true)
        self.window = window
        windowSize = window.size
        pending.append(.reset(window.size))
        root = build(window.root, parent: nil, index: 0)
        accessibility.restart()
        accessibility.refresh(window, into: &pending)
    }

    private func markDirty(_ key: ObjectIdentifier) {
        guard elements[key] != nil, dirtyParentSet.insert(key).inserted else { return }
        dirtyParents.append(key)
    }

    /// Brings the children of every dirty parent in line with the tree, then removes the
    /// elements no parent holds any more.
    private func syncStructure() {
        guard !dirtyParents.isEmpty else { return }
        var leftovers: [ObjectIdentifier] = []
        var position = 0
        while position < dirtyParents.count {
            let key = dirtyParents[position]
            position += 1
            guard let element = elements[key] else { continue }
            let node = element.node
            for (index, subview) in node.subviews.enumerated() {
                let child = ObjectIdentifier(subview)
                if rereadNodes.remove(child) != nil, elements[child] != nil {
                    remove(child)
                }
                if let current = elements[child]?.parent, current == key,
                    let children = elements[key]?.children,
                    index < children.count, children[index] == child
                {
                    continue
                }
                if elements[child] != nil {
                    move(child, to: key, at: index)
                } else {
                    build(subview, parent: key, index: index)
                }
            }
            // What is left past the live children is gone from this parent: moved to a parent
            // not yet read, or removed.
            let count = node.subviews.count
            if let children = elements[key]?.children, children.count > count {
                leftovers.append(contentsOf: children[count...])
            }
        }
        dirtyParents.removeAll(keepingCapacity: true)
        dirtyParentSet.removeAll(keepingCapacity: true)
        rereadNodes.removeAll(keepingCapacity: true)
        for child in leftovers {
            guard let element = elements[child], let parent = element.parent,
                let parentNode = elements[parent]?.node, element.node.superview !== parentNode
            else { continue }
            remove(child)
        }
    }

    /// Creates the elements of a node's subtree, parents before children.
    @discardableResult
    private func build(_ node: ViewNode, parent: ObjectIdentifier?, index: Int) -> ObjectIdentifier
    {
        let top = ObjectIdentifier(node)
        var stack: [(ViewNode, ObjectIdentifier?, Int)] = [(node, parent, index)]
        while let (node, parent, index) = stack.popLast() {
            let key = ObjectIdentifier(node)
            // A node the page has, moved into a subtree that joins the window now, was out of
            // the window while it moved: it is read again whole.
            if elements[key] != nil { remove(key) }
            let element = WebElement(node: node, parent: parent, style: WebStyle(node.presentation))
            elements[key] = element
            let parentID = parent.flatMap { elements[$0]?.id } ?? WebPatchOperation.windowID
            pending.append(insertion(of: element, parent: parentID, index: index))
            if let parent {
                let clamped = min(index, elements[parent]?.children.count ?? 0)
                elements[parent]?.children.insert(key, at: clamped)
            }
            for (childIndex, subview) in node.subviews.enumerated().reversed() {
                stack.append((subview, key, childIndex))
            }
        }
        return top
    }

    private func insertion(of element: WebElement, parent: UInt64, index: Int)
        -> WebPatchOperation
    {
        .insert(
            id: element.id, parent: parent, index: index, style: element.style,
            fields: element.style.fieldsDiffering(from: WebStyle()))
    }

    /// Moves an element the page has to an index of a parent.
    private func move(_ key: ObjectIdentifier, to parent: ObjectIdentifier, at index: Int) {
        guard let element = elements[key], let parentID = elements[parent]?.id else { return }
        if let old = element.parent { elements[old]?.children.removeAll { $0 == key } }
        let clamped = min(index, elements[parent]?.children.count ?? 0)
        elements[parent]?.children.insert(key, at: clamped)
        elements[key]?.parent = parent
        pending.append(.move(id: element.id, parent: parentID, index: index))
    }

    /// Removes an element and its subtree from the page.
    private func remove(_ key: ObjectIdentifier) {
        guard let element = elements[key] else { return }
        if let parent = element.parent { elements[parent]?.children.removeAll { $0 == key } }
        pending.append(.remove(id: element.id))
        var stack = [key]
        while let next = stack.popLast() {
            guard let removed = elements.removeValue(forKey: next) else { continue }
            stack.append(contentsOf: removed.children)
        }
    }

    // MARK: Properties

    private func sendUpdates() {
        guard !updatedOrder.isEmpty else { return }
        for key in updatedOrder {
            guard let fields = updatedFields[key], var element = elements[key] else { continue }
            let state = element.node.presentation
            var next = element.style
            for field in WebStyle.Field.ordered where fields.contains(field) {
                next.set(field, from: state)
            }
            let changed = next.fieldsDiffering(from: element.style, among: fields)
            guard !changed.isEmpty else { continue }
            element.style = next
            elements[key] = element
            pending.append(.update(id: element.id, style: next, fields: changed))
        }
        updatedOrder.removeAll(keepingCapacity: true)
        updatedFields.removeAll(keepingCapacity: true)
    }
}
