extension ReleaseExplanation {
    /// The rule that took a release decision: an open identifier, so custom behaviours name
    /// their own (`ReleaseExplanation.Rule("halfway")`).
    public struct Rule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The rule's name, such as `projection past dismissal threshold`.
        public var rawValue: String

        /// Creates a rule from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a rule from its name.
        ///
        /// - Parameter name: The name.
        public init(_ name: String) { rawValue = name }

        /// The name.
        public var description: String { rawValue }

        /// The projected position is past the dismissal threshold: the card dismisses
        /// (``ProjectedRelease``, ``MomentumRelease``).
        public static let projectionPastThreshold = Rule("projection past dismissal threshold")
        /// The projected position is short of the dismissal threshold: the card settles on the
        /// detent nearest it (``ProjectedRelease``, ``MomentumRelease``).
        public static let nearestToProjection = Rule("detent nearest the projection")
        /// A flick towards the attached edge: one detent down, or a dismissal below the
        /// smallest (``DirectionalRelease``).
        public static let flickDown = Rule("flick down")
        /// A flick away from the attached edge: the card stays (``DirectionalRelease``).
        public static let flickUp = Rule("flick up")
        /// No flick, and the card is at least halfway to the edge: it dismisses
        /// (``DirectionalRelease``).
        public static let pastHalfway = Rule("past halfway")
        /// No flick, and the card is short of halfway: it settles on the nearest detent
        /// (``DirectionalRelease``).
        public static let nearestDetent = Rule("nearest detent")
        /// A flick faster than the dismissal velocity dismisses wherever the card is
        /// (``ThresholdRelease``).
        public static let dismissVelocity = Rule("dismiss velocity")
        /// The card's top is in the upper band: it expands (``ThresholdRelease``).
        public static let expandedBand = Rule("expanded band")
        /// The card's top is in the middle band: it rests normal (``ThresholdRelease``).
        public static let normalBand = Rule("normal band")
        /// The card's top is in the dismissal band above the safe area's bottom
        /// (``ThresholdRelease``).
        public static let dismissBand = Rule("dismiss band")
        /// The card has no detents to settle on, so it dismisses.
        public static let noDetents = Rule("no detents")
        /// A custom behaviour that does not explain itself: the default
        /// ``ReleaseBehavior/explanation(for:)`` reports its decision under this rule.
        public static let unexplained = Rule("decision")
    }
}
