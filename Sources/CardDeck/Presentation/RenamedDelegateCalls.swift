import CardDeckViews

/// Calls to the delegate requirements that were renamed, which stay deprecated for a release
/// and are still called (CHANGELOG, "Deprecated"): an app that implements a requirement under
/// its old name keeps hearing it.
///
/// A call to a deprecated requirement warns unless it is made from a deprecated declaration.
/// The methods here are deprecated, so their calls do not warn; they are reached through
/// ``calls``, as witnesses of ``RenamedDelegateRequirements``, whose requirements are not
/// deprecated, so calling them does not warn either. The build stays free of warnings, and a
/// requirement removed after its release leaves an error here, not silence.
@MainActor
enum RenamedDelegateCalls: RenamedDelegateRequirements {
    /// The calls, through the protocol.
    static let calls: any RenamedDelegateRequirements.Type = RenamedDelegateCalls.self

    @available(*, deprecated, message: "Call through RenamedDelegateCalls.calls")
    static func cardPresentationController(
        _ delegate: any CardPresentationControllerDelegate,
        _ controller: CardPresentationController, didMoveCardTo frame: Rect
    ) {
        delegate.cardPresentationController(controller, didMoveCardTo: frame)
    }
}

/// The calls ``RenamedDelegateCalls`` makes, declared without deprecation.
@MainActor
protocol RenamedDelegateRequirements {
    /// Calls `delegate`'s
    /// ``CardPresentationControllerDelegate/cardPresentationController(_:didMoveCardTo:)``.
    static func cardPresentationController(
        _ delegate: any CardPresentationControllerDelegate,
        _ controller: CardPresentationController, didMoveCardTo frame: Rect)
}
