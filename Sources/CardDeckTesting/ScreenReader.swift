import CardDeckViews

/// A scripted screen-reader user, for tests: moves through a window's accessibility tree the
/// way a VoiceOver user swipes, activates, escapes and picks custom actions, and records what
/// a screen reader would have spoken.
///
/// ```swift
/// let reader = ScreenReader(window: window)
/// reader.next()                               // "Now Playing"
/// reader.performCustomAction(named: "Expand")
/// window.advance(by: 1)
/// #expect(reader.spoken.last == "Expanded, large")
/// ```
///
/// It speaks an element as its label, value, traits and hint joined by ", " ("Dismiss,
/// medium, button"), an announcement as its text, and after a screen or layout change the
/// element focus moved to. Creating one shows the window's focus ring, as turning a screen
/// reader on does; the reader observes the window weakly and stops when released.
@MainActor
public final class ScreenReader: AccessibilityObserving {
    /// The window the reader moves through.
    public let window: Window
    /// Everything spoken so far, oldest first.
    public private(set) var spoken: [String] = []

    /// Starts reading a window.
    ///
    /// - Parameter window: The window.
    public init(window: Window) {
        self.window = window
        window.addAccessibilityObserver(self)
        window.showsAccessibilityFocusRing = true
    }

    /// The focused element, as a value, or `nil`.
    public var focusedElement: AccessibilityElement? {
        window.accessibilityFocusedElement.map(AccessibilityElement.init)
    }

    /// The last thing spoken, or `nil`.
    public var lastSpoken: String? { spoken.last }

    /// Moves to the next element (a swipe right) and speaks it.
    ///
    /// - Returns: Whether focus moved; `false` on the last element.
    @discardableResult
    public func next() -> Bool { move(.next) }

    /// Moves to the previous element (a swipe left) and speaks it.
    ///
    /// - Returns: Whether focus moved; `false` on the first element.
    @discardableResult
    public func previous() -> Bool { move(.previous) }

    /// Activates the focused element (a double tap) and runs one frame, so the tap the
    /// default activation sends is delivered.
    ///
    /// - Returns: Whether something was activated.
    @discardableResult
    public func activate() -> Bool {
        let activated = window.activateFocusedElement()
        window.advance(by: 1 / window.frameRate)
        return activated
    }

    /// Performs the escape gesture (a two-finger Z).
    ///
    /// - Returns: Whether something handled it.
    @discardableResult
    public func escape() -> Bool { window.performAccessibilityEscape() }

    /// Performs a custom action of the focused element, by name (a swipe up or down to the
    /// action, then a double tap).
    ///
    /// - Parameter name: The action's name.
    /// - Returns: What the action returned; `false` when the element has no such action.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        window.performAccessibilityCustomAction(named: name)
    }

    /// Speaks what the window posted.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - notification: What it posted.
    public func window(_ window: Window, didPost notification: AccessibilityNotification) {
        switch notification {
        case .announcement(let message): spoken.append(message)
        case .screenChanged, .layoutChanged(.some):
            if let element = focusedElement { spoken.append(Self.speech(for: element)) }
        case .layoutChanged(nil): break
        }
    }

    /// What a screen reader speaks for an element: label, value, traits and hint, the empty
    /// ones left out, joined by ", ".
    ///
    /// - Parameter element: The element.
    /// - Returns: The speech.
    public static func speech(for element: AccessibilityElement) -> String {
        var parts = [element.label, element.value ?? ""]
        parts += element.traits.subtracting(.staticText).names.map(spokenTrait)
        parts.append(element.hint ?? "")
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func spokenTrait(_ name: String) -> String {
        switch name {
        case "header": "heading"
        case "notEnabled": "dimmed"
        case "searchField": "search field"
        case "updatesFrequently": ""
        default: name
        }
    }

    private func move(_ direction: AccessibilityFocusDirection) -> Bool {
        guard window.moveAccessibilityFocus(direction) else { return false }
        if let element = focusedElement { spoken.append(Self.speech(for: element)) }
        return true
    }
}
