/// A window's part for assistive technologies: the focused element, the focus ring, the
/// announcements and who hears the notifications. Reached as ``Window/accessibility``.
@MainActor
public final class WindowAccessibility {
    /// The most announcements ``announcements`` keeps: 100.
    public nonisolated static let announcementCapacity = 100

    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The window whose tree this part reads; held weakly, so a part kept past its window
    /// answers as if empty rather than trap.
    @exclusivity(unchecked) private weak var window: Window?
    /// The focused element; held weakly, as a node that leaves the window loses focus.
    @exclusivity(unchecked) private weak var focused: ViewNode?
    /// Whether focus exists: set by the first move, cleared when no element is left to take
    /// it. Tells "the focused node went away" from "nothing was ever focused".
    @exclusivity(unchecked) private var hasFocus = false
    /// A node focus should move into, resolved to its first element when focus is next read
    /// (so a card with 10,000 nodes is not walked when it is presented); `nil` with
    /// ``hasPendingTarget`` means the whole window.
    @exclusivity(unchecked) private weak var pendingTarget: ViewNode?
    /// Whether ``pendingTarget`` holds a request.
    @exclusivity(unchecked) private var hasPendingTarget = false
    @exclusivity(unchecked) private var showsRing = false
    /// Whether the ring shows because ``showsFocusRing`` was set to `true` (a screen reader's
    /// cursor), not because the keyboard navigates: a pointer touch hides only the latter.
    @exclusivity(unchecked) private var ringIsRequested = false
    /// The ring's node, while it is in the tree.
    @exclusivity(unchecked) private(set) var ringView: FocusRingView?
    /// The newest announcements posted with ``post(_:)``, oldest first; at most
    /// ``announcementCapacity`` are kept.
    @exclusivity(unchecked) public private(set) var announcements: [String] = []
    /// How many announcements were posted in the window's life, ≥ 0: a host compares it with
    /// the count it last saw to find the new ones in ``announcements``.
    @exclusivity(unchecked) public private(set) var announcementCount = 0
    @exclusivity(unchecked) private var observers: [WeakAccessibilityObserver] = []

    init(window: Window) { self.window = window }

    /// The element focus is on (VoiceOver's cursor, the keyboard focus ring), or `nil` when
    /// nothing has focus.
    ///
    /// When the focused node has left the accessibility tree (removed from the window, hidden,
    /// put behind a modal view), focus falls back to the first element of the tree (which is
    /// the front-most modal subtree's first element), as VoiceOver does when its element
    /// disappears; with no element left, to `nil`. Reading it never crashes and never keeps a
    /// node alive.
    public var focusedElement: ViewNode? { resolveFocus() }

    /// Whether the window draws its focus ring (a node with accessibility identifier
    /// `"focus.ring"`) around ``focusedElement``, outside the element's frame; default `false`.
    ///
    /// As CSS `:focus-visible`, the ring shows while the keyboard navigates: moving focus with
    /// ``moveFocus(_:wrapsAround:)`` (Tab, a screen reader's swipe) or pressing an arrow key
    /// turns it on, and the next pointer touch turns it off again, keeping focus. Set it to
    /// `true` to keep the ring through touches (a screen reader's cursor), or to `false` to
    /// hide it while keeping focus.
    public var showsFocusRing: Bool {
        get { showsRing }
        set {
            showsRing = newValue
            ringIsRequested = newValue
            updateFocusRing()
        }
    }

    /// The window's accessibility tree as values, in reading order: what a screen reader can
    /// reach now. Derived each time it is read, with the rules of `AccessibilityTree`.
    public var elements: [AccessibilityElement] {
        guard let window else { return [] }
        return AccessibilityTree.nodes(in: window.root).map(AccessibilityElement.init)
    }

    /// The front-most shown node with ``ViewNode/accessibilityViewIsModal`` that assistive
    /// technologies can reach (a dimming card's container), or `nil`. Walks the tree.
    public var modalView: ViewNode? {
        window.flatMap { AccessibilityTree.frontMostModal(under: $0.root) }
    }

    /// Moves focus to `node`, or to the first element inside it when it is a container, as
    /// `UIAccessibility.post(notification: .layoutChanged, argument: node)` does.
    ///
    /// - Parameter node: A node of this window. A node of another window (or none), or a
    ///   container with no element inside, is ignored with a warning and focus stays.
    public func setFocus(_ node: ViewNode) {
        guard let window, node.window === window else {
            Diagnostics.warn(
                "Window: ignored accessibility focus on \(node.id), which is not in the window")
            return
        }
        guard let element = AccessibilityTree.firstElement(atOrInside: node, in: window) else {
            Diagnostics.warn(
                "Window: ignored accessibility focus on \(node.id), which holds no element of "
                    + "the accessibility tree")
            return
        }
        let moved = element !== focusAnchor
        focus(element)
        // A commit tells the hosts, even when the ring does not show (a web page's DOM focus).
        if moved { window.root.markDirty(.accessibility) }
    }

    /// Moves focus to the next or previous element of ``elements`` and shows the focus ring.
    /// With nothing focused, `.next` goes to the first element and `.previous` to the last.
    ///
    /// - Parameters:
    ///   - direction: Which way.
    ///   - wrapsAround: Whether to go from the last element to the first (and back), as Tab
    ///     does in a browser; default `false`, as a screen reader stops at the ends.
    /// - Returns: Whether focus moved; `false` at an end without wrapping, or with no element.
    @discardableResult
    public func moveFocus(_ direction: AccessibilityFocusDirection, wrapsAround: Bool = false)
        -> Bool
    {
        moveFocus(direction, wrapsAround: wrapsAround, skippingKeyboard: false)
    }

    /// ``moveFocus(_:wrapsAround:)``; with `skippingKeyboard`, the drawn software keyboard's
    /// keys are passed over: a Tab comes from a hardware keyboard, which is what types.
    private func moveFocus(
        _ direction: AccessibilityFocusDirection, wrapsAround: Bool, skippingKeyboard: Bool
    ) -> Bool {
        guard let window else { return false }
        var nodes = AccessibilityTree.nodes(in: window.root)
        if skippingKeyboard, let keyboard = window.keyboard.softwareKeyboardView {
            nodes.removeAll { $0.isDescendant(of: keyboard) }
        }
        guard !nodes.isEmpty else { return false }
        let current = resolveFocus().flatMap { node in nodes.firstIndex { $0 === node } }
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
        showsRing = true
        focus(nodes[next])
        return true
    }

    /// Activates the focused element (``ViewNode/accessibilityActivate()``).
    ///
    /// - Returns: Whether something was activated; `false` with nothing focused.
    @discardableResult
    public func activateFocusedElement() -> Bool {
        resolveFocus()?.accessibilityActivate() ?? false
    }

    /// Steps the focused element's value up, when it is ``AccessibilityTraits/adjustable``
    /// and ``AccessibilityAdjustable`` (VoiceOver's swipe up).
    ///
    /// - Returns: Whether the value changed; `false` with nothing adjustable focused.
    @discardableResult
    public func incrementFocusedElement() -> Bool {
        adjustableFocus()?.accessibilityIncrement() ?? false
    }

    /// Steps the focused element's value down, when it is ``AccessibilityTraits/adjustable``
    /// and ``AccessibilityAdjustable`` (VoiceOver's swipe down).
    ///
    /// - Returns: Whether the value changed; `false` with nothing adjustable focused.
    @discardableResult
    public func decrementFocusedElement() -> Bool {
        adjustableFocus()?.accessibilityDecrement() ?? false
    }

    /// Performs the focused element's custom action named `name`.
    ///
    /// - Parameter name: The action's name, compared exactly.
    /// - Returns: What the action returned; `false` when nothing is focused or the element has
    ///   no such action.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        guard let node = resolveFocus(),
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
    public func performEscape() -> Bool {
        var node = resolveFocus() ?? modalView
        while let current = node {
            if current.accessibilityPerformEscape() { return true }
            node = current.superview
        }
        return false
    }

    /// Tells assistive technologies about a change, as `UIAccessibility.post(notification:
    /// argument:)` does: moves focus for ``AccessibilityNotification/screenChanged(_:)`` and
    /// ``AccessibilityNotification/layoutChanged(_:)``, records an
    /// ``AccessibilityNotification/announcement(_:)`` in ``announcements``, then tells the
    /// observers.
    ///
    /// Focus moves lazily: the node's first element is found when focus is next read, so
    /// posting costs the same whatever the size of the node's subtree. A node that is not in
    /// this window moves focus to the first element of the window.
    ///
    /// - Parameter notification: The notification.
    public func post(_ notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged(let node):
            requestFocus(into: node?.window === window ? node : nil)
        case .layoutChanged(let node?):
            requestFocus(into: node.window === window ? node : nil)
        case .layoutChanged(nil):
            updateFocusRing()
        case .announcement(let message):
            announcements.append(message)
            let overflow = announcements.count - Self.announcementCapacity
            if overflow > 0 { announcements.removeFirst(overflow) }
            announcementCount += 1
            // A commit carries it to the hosts even when nothing else changes.
            window?.root.markDirty(.accessibility)
        }
        observers.removeAll { $0.observer == nil }
        guard let window else { return }
        for entry in observers { entry.observer?.window(window, didPost: notification) }
    }

    /// Starts telling `observer` about notifications; it is held weakly. Adding it twice has
    /// no effect.
    ///
    /// - Parameter observer: The observer.
    public func addObserver(_ observer: any AccessibilityObserving) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakAccessibilityObserver(observer: observer))
    }

    /// Stops telling `observer` about notifications.
    ///
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: any AccessibilityObserving) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Where focus is or is about to go, without resolving it (no walk of the tree): the
    /// focused node, or the node a pending ``post(_:)`` moves focus into; `nil` when nothing
    /// has focus. A card keeps it to give focus back on dismissal.
    var focusAnchor: ViewNode? {
        if hasPendingTarget { return pendingTarget }
        return hasFocus ? focused : nil
    }

    /// The focus keys, after the first responder: Tab and Shift-Tab move focus (wrapping
    /// around) and end the editing of a field focus leaves, Enter activates the focused element, Escape performs the escape gesture, and
    /// the arrow keys step an adjustable focused element while focus shows (Up and Right
    /// increment, Down and Left decrement, as on a WAI-ARIA slider; the first arrow with focus
    /// hidden only shows it).
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether the key was handled.
    func handleKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.subtracting(.shift).isEmpty else { return false }
        switch press.key {
        case .tab:
            let direction: AccessibilityFocusDirection =
                press.modifiers.contains(.shift) ? .previous : .next
            guard moveFocus(direction, wrapsAround: true, skippingKeyboard: true) else {
                return false
            }
            window?.keyboard.endEditing(leftBy: resolveFocus())
            return true
        case .enter where press.modifiers.isEmpty:
            return activateFocusedElement()
        case .escape where press.modifiers.isEmpty:
            return performEscape()
        case .up, .down, .left, .right:
            // The keyboard navigates: focus becomes visible; the key stays the host's unless
            // it steps the focused element, which it does once focus shows (as with Full
            // Keyboard Access): an arrow pressed with no focus in sight never moves a card.
            let wasShowing = showsRing
            showsRing = true
            updateFocusRing()
            guard wasShowing, press.modifiers.isEmpty, let node = adjustableFocus() else {
                return false
            }
            let up = press.key == .up || press.key == .right
            // Handled even at an end, as a slider keeps its arrows: the page does not scroll.
            _ = up ? node.accessibilityIncrement() : node.accessibilityDecrement()
            return true
        default:
            return false
        }
    }

    /// The focused element when it is adjustable and can step.
    private func adjustableFocus() -> (any AccessibilityAdjustable)? {
        guard let node = resolveFocus(), node.accessibilityTraits.contains(.adjustable) else {
            return nil
        }
        return node as? any AccessibilityAdjustable
    }

    private func focus(_ node: ViewNode) {
        // As VoiceOver does: the element focus moves to is scrolled into view.
        AccessibilityReveal.reveal(node)
        focused = node
        hasFocus = true
        hasPendingTarget = false
        pendingTarget = nil
        updateFocusRing()
    }

    private func requestFocus(into node: ViewNode?) {
        pendingTarget = node
        hasPendingTarget = true
        updateFocusRing()
    }

    /// Resolves a pending focus request and the fallback for a focused node that left the
    /// tree; see ``focusedElement``.
    @discardableResult
    private func resolveFocus() -> ViewNode? {
        guard let window else { return nil }
        if hasPendingTarget {
            let target = pendingTarget
            hasPendingTarget = false
            pendingTarget = nil
            let element =
                target.flatMap {
                    $0.window === window
                        ? AccessibilityTree.firstElement(atOrInside: $0, in: window) : nil
                }
                ?? AccessibilityTree.nodes(in: window.root).first
            focused = element
            hasFocus = element != nil
            return element
        }
        guard hasFocus else { return nil }
        if let node = focused, AccessibilityTree.isReachableElement(node, in: window) {
            return node
        }
        let fallback = AccessibilityTree.nodes(in: window.root).first
        focused = fallback
        hasFocus = fallback != nil
        return fallback
    }

    /// Hides a ring the keyboard showed when a pointer touch begins, as `:focus-visible`
    /// stops matching on a click; focus stays where it is.
    func pointerTouchBegan() {
        guard showsRing, !ringIsRequested else { return }
        showsRing = false
        updateFocusRing()
    }

    /// Shows, moves or removes the focus ring for the current focus. Runs when focus moves and
    /// once a frame, before the commit, while the ring is in the tree (it follows a moving
    /// element); costs a `nil` check otherwise.
    func updateFocusRing() {
        guard showsRing || ringView != nil, let window else { return }
        guard showsRing, let element = resolveFocus() else {
            if let ring = ringView {
                ringView = nil
                ring.removeFromSuperview()
            }
            return
        }
        let frame = element.presentedFrameInWindow
        guard frame.isFinite else { return }
        let ringFrame = FocusRingView.frame(around: frame)
        ViewNode.performWithoutAnimation {
            if let ring = ringView {
                if ring.frame != ringFrame { ring.frame = ringFrame }
            } else {
                let ring = FocusRingView(frame: ringFrame)
                ringView = ring
                window.root.addSubview(ring)
            }
        }
    }

    /// Keeps the focus ring in front of what the root holds (behind only the software
    /// keyboard) after a subview was added.
    func keepRingInFront(below keyboard: ViewNode?) {
        guard let root = window?.root, let ring = ringView, ring.superview === root else { return }
        let subviews = root.subviews
        let inPlace =
            subviews.last === ring
            || (subviews.count >= 2 && subviews[subviews.count - 2] === ring
                && subviews.last === keyboard && keyboard != nil)
        if !inPlace { root.bringSubviewToFront(ring) }
    }
}

/// An accessibility observer held weakly.
struct WeakAccessibilityObserver {
    weak var observer: (any AccessibilityObserving)?
}
