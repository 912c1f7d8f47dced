// Placeholder until the release-behaviors branch lands.
public struct MomentumRelease: ReleaseBehavior, Equatable {
    public init() {}
    public func decision(for context: ReleaseContext) -> ReleaseDecision {
        context.dismissalProgress >= 0.5
            ? .dismiss : .detent(context.nearestDetent(to: context.top)?.identifier ?? .large)
    }
}
