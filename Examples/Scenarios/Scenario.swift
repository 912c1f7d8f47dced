import CardDeckViews

/// One of the showcase's scenarios: the screens of a small app, a scripted tour through them,
/// and a summary of where the tour left them.
///
/// A scenario owns its controllers. ``install(in:)`` makes its root controller the window's
/// root; the tour's steps then act on the window as a finger would, and ``summary`` reads the
/// result back through CardDeck's public API. A scenario is used once: make a new one (through
/// its ``ScenarioDescriptor``) to play it again.
@MainActor
public protocol Scenario: AnyObject {
    /// The controller whose view fills the window.
    var rootViewController: ViewController { get }
    /// The scripted tour, in order.
    var tour: [TourStep] { get }
    /// The state the scenario is in now, in one line: `reactions: expanded, dimmer 0.7`.
    var summary: String { get }
}

extension Scenario {
    /// Makes the scenario's root controller the window's root view controller.
    ///
    /// - Parameter window: The window to show the scenario in.
    public func install(in window: Window) {
        window.rootViewController = rootViewController
    }
}
