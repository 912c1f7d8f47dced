/// The editing a modal view ended when it came over a field, kept to give back once that view
/// has left the window: UIKit gives the presenting controller its first responder back after
/// a dismissal, so the keyboard comes up again over the field the user was typing in.
///
/// Owned by ``WindowKeyboard``; both nodes are held weakly, so a field that goes away while the
/// modal view shows is simply not given back.
@MainActor
struct EditingRestoration {
    private weak var responder: ViewNode?
    private weak var modalView: ViewNode?
    /// Whether editing waits to be given back: read every frame, so a flag rather than a weak
    /// load.
    private(set) var isPending = false

    /// Keeps `responder`, whose editing `modalView` ends, to give back when `modalView` leaves;
    /// replaces what was kept.
    mutating func record(_ responder: ViewNode, endedBy modalView: ViewNode) {
        self.responder = responder
        self.modalView = modalView
        isPending = true
    }

    /// The node to make first responder again, once the modal view has left `window` (or gone)
    /// and the node is still in `window` and not behind another modal view; what is kept is
    /// then let go of. `nil` while the modal view still shows, or when the node cannot have
    /// its editing back.
    mutating func take(in window: Window) -> ViewNode? {
        if let modalView, modalView.window === window { return nil }
        defer { self = EditingRestoration() }
        guard let responder, responder.window === window,
            !AccessibilityTree.isBehindModalView(responder)
        else { return nil }
        return responder
    }
}
