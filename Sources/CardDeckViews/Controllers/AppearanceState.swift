/// Where a ``ViewController`` stands in its appearance callbacks.
///
/// The state only moves along the callbacks UIKit allows, so they stay balanced: will-appear
/// leads from ``disappeared`` (or ``disappearing``, a disappearance turned back) to
/// ``appearing``, did-appear from ``appearing`` to ``appeared``, and the same in reverse.
package enum AppearanceState: Hashable, Sendable, CaseIterable {
    /// Not on screen; the initial state, reached after `viewDidDisappear(_:)`.
    case disappeared
    /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
    case appearing
    /// On screen, after `viewDidAppear(_:)`.
    case appeared
    /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    case disappearing
}
