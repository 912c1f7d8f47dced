extension LiveObjects {
    /// A kind of object that ``LiveObjects`` counts: an open set, named for display.
    ///
    /// Each module adds its kinds as static members in an extension, as `CardDeckTransitions`
    /// and `CardDeck` do for their presentation objects; add your own the same way. Two kinds
    /// with the same name are the same kind, so give yours names that do not clash with
    /// CardDeck's (the class name is a good choice). A class counts under its own kind and,
    /// through its superclass, under the superclass's kind too: a scroll view is a
    /// ``viewNode``.
    public struct Kind: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The name shown in snapshots and differences, usually a class name.
        public let name: String

        /// Creates a kind.
        ///
        /// - Parameter name: The name shown in snapshots; kinds with equal names are equal.
        public init(_ name: String) {
            self.name = name
        }

        /// Orders kinds by name, as snapshots print them.
        ///
        /// - Parameters:
        ///   - lhs: A kind.
        ///   - rhs: Another kind.
        /// - Returns: Whether `lhs`'s name sorts first.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.name < rhs.name }

        /// The name.
        public var description: String { name }
    }
}

extension LiveObjects.Kind {
    /// Every ``ViewNode``, subclasses included (scroll views, cards' chrome, your own nodes).
    public static let viewNode = Self("ViewNode")
    /// Every ``ViewController``, subclasses included (navigation controllers, your own).
    public static let viewController = Self("ViewController")
    /// Every ``GestureRecognizer``, subclasses included (pans, taps, edge pans).
    public static let gestureRecognizer = Self("GestureRecognizer")
    /// Every ``PropertyAnimator``.
    public static let propertyAnimator = Self("PropertyAnimator")
    /// Every ``Touch``: one per pointer that is down, kept by the window until it lifts.
    public static let touch = Self("Touch")
    /// Every ``Window``.
    public static let window = Self("Window")
    /// The coordinators of window size changes, which live for one
    /// ``Window/resize(to:safeAreaInsets:)`` unless something keeps them.
    public static let sizeTransitionCoordinator = Self("SizeTransitionCoordinator")
}
