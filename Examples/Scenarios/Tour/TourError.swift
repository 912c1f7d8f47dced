/// Why a tour step could not run.
public enum TourError: Error, Equatable, CustomStringConvertible {
    /// No visible node has the identifier a location names.
    case nodeNotFound(String, step: Int)
    /// `selectDetent` ran while no card was presented.
    case noCardPresented(step: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .nodeNotFound(let name, let step):
            "step \(step + 1): no visible node named \(name)"
        case .noCardPresented(let step):
            "step \(step + 1): no card is presented"
        }
    }
}
