extension Window {
    /// The element assistive-technology focus is on; ``WindowAccessibility/focusedElement``.
    public var accessibilityFocusedElement: ViewNode? { accessibility.focusedElement }

    /// Whether the focus ring shows; ``WindowAccessibility/showsFocusRing``. Default `false`.
    public var showsAccessibilityFocusRing: Bool {
        get { accessibility.showsFocusRing }
        set { accessibility.showsFocusRing = newValue }
    }

    /// The newest announcements, oldest first; ``WindowAccessibility/announcements``.
    public var accessibilityAnnouncements: [String] { accessibility.announcements }

    /// Announcements posted in the window's life, ≥ 0; ``WindowAccessibility/announcementCount``.
    public var accessibilityAnnouncementCount: Int { accessibility.announcementCount }

    /// The most announcements kept: 100; ``WindowAccessibility/announcementCapacity``.
    public nonisolated static let accessibilityAnnouncementCapacity =
        WindowAccessibility.announcementCapacity

    /// The accessibility tree in reading order; ``WindowAccessibility/elements``.
    public var accessibilityElements: [AccessibilityElement] { accessibility.elements }

    /// The front-most reachable modal node, or `nil`; ``WindowAccessibility/modalView``.
    public var accessibilityModalView: ViewNode? { accessibility.modalView }

    /// Moves focus to `node` or into it; ``WindowAccessibility/setFocus(_:)``.
    ///
    /// - Parameter node: A node of this window; any other is ignored with a warning.
    public func setAccessibilityFocus(_ node: ViewNode) { accessibility.setFocus(node) }

    /// Moves focus to the next or previous element; ``WindowAccessibility/moveFocus(_:wrapsAround:)``.
    ///
    /// - Parameters:
    ///   - direction: Which way.
    ///   - wrapsAround: Whether to wrap at the ends; default `false`.
    /// - Returns: Whether focus moved.
    @discardableResult
    public func moveAccessibilityFocus(
        _ direction: AccessibilityFocusDirection, wrapsAround: Bool = false
    ) -> Bool {
        accessibility.moveFocus(direction, wrapsAround: wrapsAround)
    }

    /// Activates the focused element; ``WindowAccessibility/activateFocusedElement()``.
    ///
    /// - Returns: Whether something was activated.
    @discardableResult
    public func activateFocusedElement() -> Bool { accessibility.activateFocusedElement() }

    /// Performs a custom action of the focused element; ``WindowAccessibility/performCustomAction(named:)``.
    ///
    /// - Parameter name: The action's name, compared exactly.
    /// - Returns: What the action returned; `false` without one.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        accessibility.performCustomAction(named: name)
    }

    /// Performs the escape gesture; ``WindowAccessibility/performEscape()``.
    ///
    /// - Returns: Whether something handled it.
    @discardableResult
    public func performAccessibilityEscape() -> Bool { accessibility.performEscape() }

    /// Tells assistive technologies about a change; ``WindowAccessibility/post(_:)``.
    ///
    /// - Parameter notification: The notification.
    public func post(_ notification: AccessibilityNotification) { accessibility.post(notification) }

    /// Starts telling `observer` about notifications, held weakly; ``WindowAccessibility/addObserver(_:)``.
    ///
    /// - Parameter observer: The observer.
    public func addAccessibilityObserver(_ observer: any AccessibilityObserving) {
        accessibility.addObserver(observer)
    }

    /// Stops telling `observer` about notifications.
    ///
    /// - Parameter observer: The observer.
    public func removeAccessibilityObserver(_ observer: any AccessibilityObserving) {
        accessibility.removeObserver(observer)
    }

    /// Where focus is or is about to go, without a walk of the tree; a card keeps it to give
    /// focus back on dismissal.
    package var accessibilityFocusAnchor: ViewNode? { accessibility.focusAnchor }
}
