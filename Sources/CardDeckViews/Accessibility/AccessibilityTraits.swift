/// What kind of element a node is and what state it is in, for assistive technologies:
/// UIKit's `UIAccessibilityTraits`. A screen reader speaks them after the label ("Play,
/// button"); the web host maps them to ARIA roles and states.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Activating the element does something (ARIA `button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link (ARIA `link`).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element titles a section of content (ARIA `heading`).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is text that does not change (a label); the default trait of a node that
    /// draws text.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a picture (ARIA `img`).
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The element's value goes up and down through custom actions or swipes (ARIA `slider`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is selected (ARIA `aria-selected`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 6)
    /// The element does not respond to activation now (ARIA `aria-disabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// The element's value changes often (a clock, a progress bar): a screen reader polls it
    /// rather than announcing each change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// The element takes text input (ARIA `textbox`).
    public static let searchField = AccessibilityTraits(rawValue: 1 << 9)

    private static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.staticText, "staticText"),
        (.image, "image"), (.adjustable, "adjustable"), (.selected, "selected"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.searchField, "searchField"),
    ]

    /// The names of the traits in the set, in declaration order: `["button", "selected"]`.
    public var names: [String] {
        Self.names.filter { contains($0.0) }.map(\.1)
    }
}
