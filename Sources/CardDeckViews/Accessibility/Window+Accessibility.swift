extension Window {
    /// The element assistive-technology focus is on (VoiceOver's cursor, the keyboard focus
    /// ring), or `nil` when nothing has focus.
    ///
    /// When the focused node has left the accessibility tree (removed from the window,
    /// hidden, put behind a modal view), focus falls back to the first element of the tree
    /// (which is the front-most modal subtree's first element), as VoiceOver does when its
    /// element disappears; with no element left, to `nil`. Reading it never crashes and never
    /// keeps a node alive.
    public var accessibilityFocusedElement: ViewNode? {
        resolveAccessibilityFocus()
    }

    /// Whether the window draws its focus ring (a node with accessibility identifier
    /// `"focus.ring"`) around ``accessibilityFocusedElement``; default `false`. Moving focus
    /// with ``moveAccessibilityFocus(_:wrapsAround:)`` (Tab, a screen reader's swipe) turns it
    /// on; set it to `false` to hide the ring while keeping focus.
    public var showsAccessibilityFocusRing: Bool {
        get { accessibilityState.showsFocusRing }
        set {
            accessibilityState.showsFocusRing = newValue
            updateAccessibilityFocusRing()
        }
    }

    /// The newest announcements posted with ``post(_:)``, oldest first; at most
    /// ``accessibilityAnnouncementCapacity`` are kept.
    public var accessibilityAnnouncements: [String] { accessibilityState.announcements }

    /// How many announcements were posted in the window's life, ≥ 0: a host compares it
    /// with the count it last saw to find the new ones in ``accessibilityAnnouncements``.
    public var accessibilityAnnouncementCount: Int { accessibilityState.announcementCount }

    /// The most announcements ``accessibilityAnnouncements`` keeps: 100.
    public nonisolated static let accessibilityAnnouncementCapacity = 100

    /// Moves focus to `node`, or to the first element inside it when it is a container, as
    /// `UIAccessibility.post(notification: .layoutChanged, argument: node)` does.
    ///
    /// - Parameter node: A node of this window. A node of another window (or none), or a
    ///   container with no element inside, is ignored with a warning and focus stays.
    public func setAccessibilityFocus(_ node: ViewNode) {
        guard node.window === self else {
            Diagnostics.warn(
                "Window: ignored accessibility focus on \(node.id), which is not in the window")
            return
        }
        guard let element = firstAccessibilityElement(atOrInside: node) else {
            Diagnostics.warn(
                "Window: ignored accessibility focus on \(node.id), which holds no element of "
                    + "the accessibility tree")
            return
        }
        focus(element)
    }

    /// Moves focus to the next or previous element of ``accessibilityElements`` and shows
    /// the focus ring. With nothing focused, `.next` goes to the first element and
    /// `.previous` to the last.
    ///
    /// - Parameters:
    ///   - direction: Which way.
    ///   - wrapsAround: Whether to go from the last element to the first (and back), as Tab
    ///     does in a browser; default `false`, as a screen reader stops at the ends.
    /// - Returns: Whether focus moved; `false` at an end without wrapping, or with no
    ///   element.
    @discardableResult
    public func moveAccessibilityFocus(
        _ direction: AccessibilityFocusDirection, wrapsAround: Bool = false
    ) -> Bool {
        let nodes = accessibilityNodes(in: root)
        guard !nodes.isEmpty else { return false }
        let current = resolveAccessibilityFocus().flatMap { node in
            nodes.firstIndex { $0 === node }
        }
        var next: Int
        switch (direction, current) {
        case (.next, nil): next = 0
        case (.previous, nil): next = nodes.count - 1
        case (.next, let index?): next = index + 1
        case (.previous, let index?): next = index - 1
        }
        if !nodes.indices.contains(next) {
            guard wrapsAround else { return false }
            next = (next + nodes.count) % nodes.count
        }
        accessibilityState.showsFocusRing = true
        focus(nodes[next])
        return true
    }

    /// Activates the focused element (``ViewNode/accessibilityActivate()``).
    ///
    /// - Returns: Whether something was activated; `false` with nothing focused.
    @discardableResult
    public func activateFocusedElement() -> Bool {
        resolveAccessibilityFocus()?.accessibilityActivate() ?? false
    }

    /// Performs the focused element's custom action named `name`.
    ///
    /// - Parameter name: The action's name, compared exactly.
    /// - Returns: What the action returned; `false` when nothing is focused or the element
    ///   has no such action.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        guard let node = resolveAccessibilityFocus(),
            let action = node.accessibilityCustomActions.first(where: { $0.name == name })
        else { return false }
        return action.perform()
    }

    /// Performs the escape gesture: asks the focused element, or with nothing focused the
    /// front-most modal node, and then each of its ancestors in turn, to
    /// ``ViewNode/accessibilityPerformEscape()``, up to the first that handles it.
    ///
    /// - Returns: Whether something handled the escape.
    @discardableResult
    public func performAccessibilityEscape() -> Bool {
        var node = resolveAccessibilityFocus() ?? frontMostAccessibilityModal()
        while let current = node {
            if current.accessibilityPerformEscape() { return true }
            node = current.superview
        }
        return false
    }

    /// Tells assistive technologies about a change, as `UIAccessibility.post(notification:
    /// argument:)` does: moves focus for ``AccessibilityNotification/screenChanged(_:)`` and
    /// ``AccessibilityNotification/layoutChanged(_:)``, records an
    /// ``AccessibilityNotification/announcement(_:)`` in ``accessibilityAnnouncements``, then
    /// tells the observers.
    ///
    /// Focus moves lazily: the node's first element is found when focus is next read, so
    /// posting costs the same whatever the size of the node's subtree. A node that is not in
    /// this window moves focus to the first element of the window.
    ///
    /// - Parameter notification: The notification.
    public func post(_ notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged(let node):
            requestAccessibilityFocus(into: node?.window === self ? node : nil)
        case .layoutChanged(let node?):
            requestAccessibilityFocus(into: node.window === self ? node : nil)
        case .layoutChanged(nil):
            updateAccessibilityFocusRing()
        case .announcement(let message):
            accessibilityState.announcements.append(message)
            let overflow =
                accessibilityState.announcements.count - Self.accessibilityAnnouncementCapacity
            if overflow > 0 { accessibilityState.announcements.removeFirst(overflow) }
            accessibilityState.announcementCount += 1
            // A commit carries it to the hosts even when nothing else changes.
            root.markDirty(.accessibility)
        }
        accessibilityState.observers.removeAll { $0.observer == nil }
        for entry in accessibilityState.observers {
            entry.observer?.window(self, didPost: notification)
        }
    }

    /// Starts telling `observer` about notifications; it is held weakly. Adding it twice has
    /// no effect.
    ///
    /// - Parameter observer: The observer.
    public func addAccessibilityObserver(_ observer: any AccessibilityObserving) {
        accessibilityState.observers.removeAll { $0.observer == nil }
        guard !accessibilityState.observers.contains(where: { $0.observer === observer }) else {
            return
        }
        accessibilityState.observers.append(WeakAccessibilityObserver(observer: observer))
    }

    /// Stops telling `observer` about notifications.
    ///
    /// - Parameter observer: The observer.
    public func removeAccessibilityObserver(_ observer: any AccessibilityObserving) {
        accessibilityState.observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The focus keys, for ``send(_:)-(KeyPress)`` after the first responder: Tab and
    /// Shift-Tab move focus (wrapping around), Enter activates the focused element, Escape
    /// performs the escape gesture.
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether the key was handled.
    func handleAccessibilityKey(_ press: KeyPress) -> Bool {
        let others = press.modifiers.subtracting(.shift)
        guard others.isEmpty else { return false }
        switch press.key {
        case .tab:
            let direction: AccessibilityFocusDirection =
                press.modifiers.contains(.shift) ? .previous : .next
            return moveAccessibilityFocus(direction, wrapsAround: true)
        case .enter where press.modifiers.isEmpty:
            return activateFocusedElement()
        case .escape where press.modifiers.isEmpty:
            return performAccessibilityEscape()
        default:
            return false
        }
    }

    /// Where focus is or is about to go, without resolving it (no walk of the tree): the
    /// focused node, or the node a pending ``post(_:)`` moves focus into; `nil` when nothing
    /// has focus. A card keeps it to give focus back on dismissal.
    package var accessibilityFocusAnchor: ViewNode? {
        if accessibilityState.hasPendingTarget { return accessibilityState.pendingTarget }
        return accessibilityState.hasFocus ? accessibilityState.focused : nil
    }

    // MARK: Focus

    private func focus(_ node: ViewNode) {
        accessibilityState.focused = node
        accessibilityState.hasFocus = true
        accessibilityState.hasPendingTarget = false
        accessibilityState.pendingTarget = nil
        updateAccessibilityFocusRing()
    }

    private func requestAccessibilityFocus(into node: ViewNode?) {
        accessibilityState.pendingTarget = node
        accessibilityState.hasPendingTarget = true
        updateAccessibilityFocusRing()
    }

    /// The first element at or inside `node` (reachable in the window's tree), or `nil`.
    private func firstAccessibilityElement(atOrInside node: ViewNode) -> ViewNode? {
        if isReachableAccessibilityElement(node) { return node }
        return accessibilityNodes(in: node).first { isReachableAccessibilityElement($0) }
    }

    /// Resolves a pending focus request and the fallback for a focused node that left the
    /// tree; see ``accessibilityFocusedElement``.
    @discardableResult
    func resolveAccessibilityFocus() -> ViewNode? {
        if accessibilityState.hasPendingTarget {
            let target = accessibilityState.pendingTarget
            accessibilityState.hasPendingTarget = false
            accessibilityState.pendingTarget = nil
            let element =
                target.flatMap {
                    $0.window === self ? firstAccessibilityElement(atOrInside: $0) : nil
                }
                ?? accessibilityNodes(in: root).first
            accessibilityState.focused = element
            accessibilityState.hasFocus = element != nil
            return element
        }
        guard accessibilityState.hasFocus else { return nil }
        if let node = accessibilityState.focused, isReachableAccessibilityElement(node) {
            return node
        }
        let fallback = accessibilityNodes(in: root).first
        accessibilityState.focused = fallback
        accessibilityState.hasFocus = fallback != nil
        return fallback
    }

    // MARK: Focus ring

    /// Shows, moves or removes the focus ring for the current focus. Runs when focus moves and
    /// once a frame, before the commit, while the ring is in the tree (it follows a moving
    /// element); costs a `nil` check otherwise.
    func updateAccessibilityFocusRing() {
        guard accessibilityState.showsFocusRing || accessibilityState.ringView != nil else {
            return
        }
        guard accessibilityState.showsFocusRing, let element = resolveAccessibilityFocus() else {
            if let ring = accessibilityState.ringView {
                accessibilityState.ringView = nil
                ring.removeFromSuperview()
            }
            return
        }
        let frame = element.presentedFrameInWindow
        guard frame.isFinite else { return }
        let ringFrame = FocusRingView.frame(around: frame)
        ViewNode.performWithoutAnimation {
            if let ring = accessibilityState.ringView {
                if ring.frame != ringFrame { ring.frame = ringFrame }
            } else {
                let ring = FocusRingView(frame: ringFrame)
                accessibilityState.ringView = ring
                root.addSubview(ring)
            }
        }
    }

    /// Keeps the window's overlays in front of what the root holds after a subview was added:
    /// the focus ring, and in front of it the software keyboard.
    func keepOverlaysInFront() {
        if let ring = accessibilityState.ringView, ring.superview === root {
            let subviews = root.subviews
            let keyboard = keyboardState.view
            let inPlace =
                subviews.last === ring
                || (subviews.count >= 2 && subviews[subviews.count - 2] === ring
                    && subviews.last === keyboard && keyboard != nil)
            if !inPlace { root.bringSubviewToFront(ring) }
        }
        keepKeyboardInFront()
    }
}
