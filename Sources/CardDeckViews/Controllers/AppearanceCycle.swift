/// A controller's part for its appearance callbacks: where it stands, whether the transition
/// in flight is animated, and whether a window move began it. Decides which callback is due;
/// the controller makes it.
struct AppearanceCycle {
    /// Where the controller stands; starts ``AppearanceState/disappeared``.
    private(set) var state = AppearanceState.disappeared
    /// Whether the transition in flight was begun as animated.
    private var isAnimated = false
    /// Whether a window move began the transition in flight, so the same move ends it.
    private var isAutomatic = false

    /// Whether beginning a transition towards `isAppearing` would move the state.
    func canBegin(_ isAppearing: Bool) -> Bool {
        switch (isAppearing, state) {
        case (true, .disappeared), (true, .disappearing), (false, .appeared), (false, .appearing):
            true
        default: false
        }
    }

    /// Begins a transition; `false` when the controller is already heading that way (no
    /// callback is due).
    mutating func begin(_ isAppearing: Bool, animated: Bool) -> Bool {
        guard canBegin(isAppearing) else { return false }
        state = isAppearing ? .appearing : .disappearing
        isAnimated = animated
        return true
    }

    /// Ends the transition in flight.
    ///
    /// - Returns: Whether the controller appeared (else disappeared) and whether animated;
    ///   `nil` when no transition is in flight.
    mutating func end() -> (appeared: Bool, animated: Bool)? {
        switch state {
        case .appearing: state = .appeared
        case .disappearing: state = .disappeared
        case .appeared, .disappeared: return nil
        }
        return (state == .appeared, isAnimated)
    }

    /// Marks the transition about to begin as a window move's.
    mutating func noteAutomaticBegin() { isAutomatic = true }

    /// Whether a window move's transition is in flight; clears the mark.
    mutating func takeAutomatic() -> Bool {
        defer { isAutomatic = false }
        return isAutomatic
    }
}
