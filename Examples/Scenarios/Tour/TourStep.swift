/// One step of a scenario's scripted tour: an action, the time to let pass after it, and the
/// caption that tells what happens.
public struct TourStep: Sendable {
    /// What happens, for a person reading the output: one short sentence.
    public var caption: String
    /// What the step does.
    public var action: TourAction
    /// Seconds to let pass after the action, so its animation can play; ≥ 0; default 0.8.
    public var settle: Double
    /// The caption of the step's last frame in the scenario's filmstrip, or `nil` to leave
    /// the step out of it; default `nil`. Short: a filmstrip frame is about 45 characters
    /// wide.
    public var filmstripLabel: String?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - caption: What happens, in one short sentence.
    ///   - action: What the step does.
    ///   - settle: Seconds to let pass afterwards; default 0.8. Negative or non-finite values
    ///     count as 0.
    ///   - filmstrip: The step's caption in the filmstrip, or `nil` (the default) to leave it
    ///     out.
    public init(
        _ caption: String, _ action: TourAction, settle: Double = 0.8, filmstrip: String? = nil
    ) {
        self.caption = caption
        self.action = action
        self.settle = settle.isFinite ? max(settle, 0) : 0
        filmstripLabel = filmstrip
    }
}
