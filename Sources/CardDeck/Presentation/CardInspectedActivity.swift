/// What a card is doing, as the inspector names it: ``CardActivity`` without its payloads.
package enum CardInspectedActivity: String, Sendable, Equatable {
    /// At rest on its selected detent, or moved by a presentation or dismissal transition.
    case resting
    /// Springing to its selected detent.
    case settling
    /// Following a finger above its smallest detent.
    case dragging
    /// Following a finger that scrubs its interactive dismissal.
    case scrubbingDismissal = "scrubbing dismissal"
    /// Thrown out by a release, its dismissal running on its own.
    case dismissing
    /// Let go below its smallest detent and heading back up.
    case cancellingDismissal = "cancelling dismissal"
    /// A finger caught its presentation or dismissal.
    case caught

    /// The name of `activity`.
    init(_ activity: CardActivity) {
        switch activity {
        case .resting: self = .resting
        case .settling: self = .settling
        case .dragging(_, let dismissal): self = dismissal == nil ? .dragging : .scrubbingDismissal
        case .dismissing: self = .dismissing
        case .cancellingDismissal: self = .cancellingDismissal
        case .caught: self = .caught
        }
    }
}
