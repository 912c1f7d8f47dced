/// What playing one scenario's tour gave.
public struct ScenarioRun: Sendable, Equatable {
    /// The scenario's ``ScenarioDescriptor/identifier``.
    public let identifier: String
    /// The scenario's summary at the end of the tour.
    public let summary: String
    /// How many frames were shown (printed, or counted when quiet), ≥ 1.
    public let frameCount: Int
    /// The tour's length in seconds of the window's clock.
    public let duration: Double
    /// The captions of the steps whose frames went into the filmstrip, in order.
    public let filmstripLabels: [String]
}
