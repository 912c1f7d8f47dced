import CardDeckViews

/// Maps a window's accessibility to ARIA for the ``WebHost``, so a real screen reader works on
/// the page: it owns the attributes the page has, and turns changes into patch operations.
///
/// For each node:
/// - an element (``CardDeckViews/ViewNode/isAccessibilityElement``) gets its label as
///   `aria-label`, a `role` from its traits (`button`, `link`, `heading`, `img`, `slider`,
///   `searchbox`; `textbox` for a `TextField`; `group` for a labelled element with none; none
///   for plain text, whose text the
///   page already shows; `slider` wins over the others, as its arrow keys step it), its
///   value and hint as `aria-description` (a slider's value as `aria-valuetext`: a card's
///   grabber says its detent; and an ``CardDeckViews/AccessibilityAdjustable`` one's place
///   as `aria-valuenow` from `aria-valuemin` 1 to `aria-valuemax`), `aria-selected` and
///   `aria-disabled`;
/// - a shown modal node (``CardDeckViews/ViewNode/accessibilityViewIsModal``) gets
///   `role="dialog"`, its name as `aria-label` (its own label, else the card's title: its
///   first heading, else its first element that is not a control), and `aria-modal="true"`
///   unless it is modal within a presentation context only
///   (``CardDeckViews/ViewNode/accessibilityModalScope``);
/// - the window's drawn keyboard gets `aria-hidden="true"`: the page sends the keys typed on
///   the user's own keyboard, the platform's text input, so its drawn keys are a picture;
/// - the element with the window's focus gets `tabindex="0"`, and the page moves DOM focus to
///   it (a roving tabindex); the other reachable elements get `tabindex="-1"`, so a click or a
///   screen reader's cursor can focus them (the page then tells the session, and the window's
///   focus follows); elements a screen reader cannot reach get none;
/// - a ``CardDeckViews/TextField`` is named by its label or placeholder (never by its drawn
///   text, which has the caret in it) and gets `data-input`, `value` and `data-caret`, for
///   the real text input the page puts in its element;
/// - an element with custom actions gets the keys that do them as `aria-keyshortcuts`;
/// - the root and each dialog get `aria-owns` with their elements in the window's reading
///   order, when the DOM holds them in another order;
/// - the siblings behind it (for a scoped one: its scope and the siblings behind it with the
///   same scope), and nodes with ``CardDeckViews/ViewNode/accessibilityElementsHidden``, get
///   `aria-hidden="true"`.
///
/// The attributes are read again, with a walk of the tree, only after a commit that changed
/// the tree's structure or a node's accessibility, visibility or text: a drag frame costs a
/// scan of its few mutations. Announcements go out as their own operation, for the page's
/// `aria-live` region.
@MainActor
struct WebAccessibilityTracker {
    /// The attributes the page has, by node id; nodes without any are left out.
    private var attributes: [UInt64: [String: String]] = [:]
    /// Whether the next ``refresh(_:into:)`` walks the tree.
    private var needsRefresh = true
    /// The window's announcement count last sent.
    private var announcementsSent: Int?
    /// The id of the node the window's focus was on (or going to) at the latest refresh: read
    /// without resolving every frame, so only a change of focus walks the tree.
    private var focusAnchorID: UInt64?

    /// What a mutation's mask must hold to change the attributes.
    private static let relevant: PropertyMask = [.accessibility, .isHidden, .text]

    /// Forgets what the page has: it starts over (a reset).
    mutating func restart() {
        attributes.removeAll()
        needsRefresh = true
    }

    /// Notes whether a commit can change the attributes.
    ///
    /// - Parameter changes: The commit's change list.
    mutating func note(_ changes: HostChangeList) {
        // Not alpha: a drag or a fade re-reads nothing.
        if changes.changesStructure || !changes.updatedProperties.isDisjoint(with: Self.relevant) {
            needsRefresh = true
        }
    }

    /// Appends the operations that bring the page's attributes and live region up to date.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - operations: The patch being built.
    mutating func refresh(_ window: Window, into operations: inout [WebPatchOperation]) {
        let anchor = window.accessibilityFocusAnchor?.id.rawValue
        if anchor != focusAnchorID {
            focusAnchorID = anchor
            needsRefresh = true
        }
        if needsRefresh {
            needsRefresh = false
            var next: [UInt64: [String: String]] = [:]
            let order = AccessibilityTree.nodes(in: window.root)
            let context = Context(
                keyboard: window.keyboard.softwareKeyboardView,
                focused: anchor == nil ? nil : window.accessibilityFocusedElement,
                reachable: Set(order.map(ObjectIdentifier.init)))
            var walk = Walk()
            Self.collect(window.root, hidden: false, context: context, into: &next, walk: &walk)
            Self.own(order, root: window.root, walk: walk, into: &next)
            for (id, wanted) in next.sorted(by: { $0.key < $1.key }) {
                let changes = Self.changes(from: attributes[id] ?? [:], to: wanted)
                if !changes.isEmpty { operations.append(.aria(id: id, attributes: changes)) }
            }
            for (id, had) in attributes.sorted(by: { $0.key < $1.key }) where next[id] == nil {
                if let node = Self.node(id, in: window.root), node.window === window {
                    operations.append(.aria(id: id, attributes: Self.changes(from: had, to: [:])))
                }
            }
            attributes = next
        }
        let count = window.accessibilityAnnouncementCount
        let sent = announcementsSent ?? count
        announcementsSent = count
        let fresh = min(count - sent, window.accessibilityAnnouncements.count)
        if fresh > 0 {
            for message in window.accessibilityAnnouncements.suffix(fresh) {
                operations.append(.announce(message))
            }
        }
    }

    /// The attributes the page has now, as operations for a client that connects later.
    func snapshot() -> [WebPatchOperation] {
        attributes.sorted { $0.key < $1.key }.map { id, values in
            .aria(id: id, attributes: Self.changes(from: [:], to: values))
        }
    }

    private static func changes(from old: [String: String], to new: [String: String])
        -> [WebARIAAttribute]
    {
        var result: [WebARIAAttribute] = []
        for (name, value) in new where old[name] != value {
            result.append(WebARIAAttribute(name: name, value: value))
        }
        for name in old.keys where new[name] == nil {
            result.append(WebARIAAttribute(name: name, value: nil))
        }
        return result.sorted { $0.name < $1.name }
    }

    private static func node(_ id: UInt64, in root: ViewNode) -> ViewNode? {
        // Only for nodes that lost every attribute, which is rare: a walk is fine.
        if root.id.rawValue == id { return root }
        for child in root.subviews {
            if let found = node(id, in: child) { return found }
        }
        return nil
    }

    /// What a walk of the tree compares nodes with.
    private struct Context {
        /// The window's drawn keyboard, if it shows.
        var keyboard: ViewNode?
        /// The element with the window's focus, if any.
        var focused: ViewNode?
        /// The elements a screen reader can reach (`AccessibilityTree`): they can take DOM
        /// focus.
        var reachable: Set<ObjectIdentifier>
    }

    private static func collect(
        _ node: ViewNode, hidden: Bool, context: Context,
        into result: inout [UInt64: [String: String]], walk: inout Walk
    ) {
        if node === context.keyboard {
            result[node.id.rawValue] = ["aria-hidden": "true"]
            return
        }
        walk.visit(node)
        var values = hidden ? ["aria-hidden": "true"] : [:]
        if node.accessibilityElementsHidden || AccessibilityTree.isHiddenByScopedModal(node) {
            values["aria-hidden"] = "true"
        }
        let shown = !node.presentation.isHidden && node.presentation.alpha >= 0.01
        if node.accessibilityViewIsModal, shown {
            values["role"] = "dialog"
            // A dialog modal within its presentation context leaves the rest of the page.
            if node.accessibilityModalScope == nil { values["aria-modal"] = "true" }
            if let name = dialogName(node) { values["aria-label"] = name }
        }
        if node.isAccessibilityElement {
            describe(node, into: &values)
            // A roving tabindex: the element with the window's focus is in the Tab order and
            // the page focuses it; the other reachable ones can take focus (a click, a screen
            // reader's cursor), which the page reports to the window.
            if node === context.focused, !hidden {
                values["tabindex"] = "0"
            } else if !hidden, context.reachable.contains(ObjectIdentifier(node)) {
                values["tabindex"] = "-1"
            }
        }
        if values["role"] == "dialog" { walk.dialogs.insert(ObjectIdentifier(node)) }
        if !values.isEmpty { result[node.id.rawValue] = values }
        let subviews = node.subviews
        let start =
            subviews.lastIndex {
                $0.accessibilityViewIsModal && $0.accessibilityModalScope == nil
                    && !$0.presentation.isHidden && $0.presentation.alpha >= 0.01
                    && !$0.accessibilityElementsHidden
            } ?? 0
        let hiddenByScope = AccessibilityTree.indicesHiddenByScope(in: subviews, from: start)
        for (index, child) in subviews.enumerated() {
            collect(
                child, hidden: index < start || hiddenByScope.contains(index), context: context,
                into: &result, walk: &walk)
        }
    }

    private static func describe(_ node: ViewNode, into values: inout [String: String]) {
        let traits = node.accessibilityTraits
        let field = node as? TextField
        // A field's drawn text has the caret in it: its name is its label or placeholder,
        // and its text is the page's input's value.
        let label =
            field.map { $0.accessibilityLabel ?? $0.placeholder ?? "" }
            ?? node.accessibilityLabel ?? node.drawnText?.string ?? ""
        // Adjustable first: a slider can also be activated, but its arrows step it.
        let role: String? =
            if traits.contains(.adjustable) { "slider" } else if traits.contains(.button) {
                "button"
            } else if traits.contains(.link) {
                "link"
            } else if traits.contains(.header) { "heading" } else if traits.contains(.image) {
                "img"
            } else if traits.contains(.searchField) {
                "searchbox"
            } else if node is TextField {
                "textbox"
            } else if node.accessibilityLabel != nil, !traits.contains(.staticText) { "group" } else
            { nil }
        if let role, values["role"] == nil { values["role"] = role }
        if !label.isEmpty { values["aria-label"] = label }
        var description = [node.accessibilityHint ?? ""]
        if traits.contains(.adjustable), let value = node.accessibilityValue {
            values["aria-valuetext"] = value
            // A slider without a number is read as 50 of 0 to 100: give its place instead.
            if let position = (node as? any AccessibilityAdjustable)?.accessibilityValuePosition {
                values["aria-valuemin"] = "1"
                values["aria-valuemax"] = String(position.count)
                values["aria-valuenow"] = String(position.index + 1)
            }
        } else if let field {
            describeInput(field, into: &values)
        } else {
            description.insert(node.accessibilityValue ?? "", at: 0)
        }
        if let shortcuts = keyShortcuts(node) { values["aria-keyshortcuts"] = shortcuts }
        let text = description.filter { !$0.isEmpty }.joined(separator: ", ")
        if !text.isEmpty { values["aria-description"] = text }
        if traits.contains(.selected) { values["aria-selected"] = "true" }
        if traits.contains(.notEnabled) { values["aria-disabled"] = "true" }
        if traits.contains(.header) { values["aria-level"] = "2" }
    }
}
