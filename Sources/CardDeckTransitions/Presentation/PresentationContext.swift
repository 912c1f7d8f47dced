import CardDeckViews

/// The context one presentation covers: the controller that defines it, and the area of its
/// view, in window points, which the presentation's container follows.
///
/// It watches the end of every layout phase of the window (a ``LayoutObserving``) from the
/// start of the presentation to its end: when the context view's frame changed (the window
/// resized, a split view's divider moved) the container takes the new area and lays out again;
/// when the context controller left (its view is out of the window, or it was removed from
/// its parent) the presentations in the context end at once, without animation.
@MainActor
final class PresentationContext: LayoutObserving {
    private let liveObject = LiveObjects.Token(.presentationContext)

    /// The controller whose view the presentation covers. Held weakly: it owns the
    /// presentation (or the chain under it), which holds this context.
    private(set) weak var controller: ViewController?
    /// The presentation in this context; gone only when the app dropped the controllers
    /// without dismissing (then ``container`` is cleaned up after it).
    private weak var presentation: Presentation?
    /// The presentation's container, to take out of the window if the presentation is
    /// dropped without ending.
    private let container: ViewNode
    /// Where the context view was when a `.currentContext` presentation took it out of the
    /// window: its superview and index there, to put it back.
    private weak var removedView: ViewNode?
    private weak var formerSuperview: ViewNode?
    private var formerIndex = 0
    /// Whether the context controller left the window while presenting.
    private(set) var hasLeft = false

    init(controller: ViewController, presentation: Presentation) {
        self.controller = controller
        self.presentation = presentation
        container = presentation.container
    }

    /// The area the presentation covers now, in window points, or `nil` when the context
    /// controller's view is not in the presentation's window (removed).
    var area: Rect? {
        guard let view = controller?.viewIfLoaded,
            let superview = view.superview ?? (view === removedView ? formerSuperview : nil),
            let window = superview.window,
            container.window.map({ $0 === window }) ?? true
        else { return nil }
        let frame =
            (presentation?.controller as? any PresentationContextFraming)?
            .layoutFrame(ofContextView: view) ?? view.frame
        return superview.convert(frame, to: nil)
    }

    /// Puts the container over the area, if the context view is in the window; a new area
    /// lays the container out again (once more, when it is laying out now).
    func placeContainer() {
        guard let area else { return }
        guard container.frame != area else { return }
        container.frame = area
        container.setNeedsLayout()
    }

    /// Takes `view` (the presenter's) out of the window, as `.currentContext` does,
    /// remembering where it was.
    ///
    /// - Parameter view: The presenting controller's view.
    func remove(_ view: ViewNode) {
        guard let superview = view.superview else { return }
        removedView = view
        formerSuperview = superview
        formerIndex = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        view.removeFromSuperview()
    }

    /// Puts `view` back where ``remove(_:)`` took it from, unless the context controller has
    /// left meanwhile (its view then stays out, with it).
    ///
    /// - Parameter view: The presenting controller's view.
    func reinsert(_ view: ViewNode) {
        defer {
            removedView = nil
            formerSuperview = nil
        }
        guard !hasLeft, view === removedView, view.superview == nil,
            let superview = formerSuperview
        else { return }
        superview.insertSubview(view, at: min(formerIndex, superview.subviews.count))
    }

    func windowDidLayOut(_ window: Window) {
        guard let presentation, let controller else {
            // Dropped without ending (the app let go of its controllers): nothing may stay
            // in the window.
            window.removeLayoutObserver(self)
            if presentation == nil { container.removeFromSuperview() }
            return
        }
        guard presentation.phase != .ended else {
            window.removeLayoutObserver(self)
            return
        }
        guard area == nil || isDetached(controller, in: window) else {
            placeContainer()
            return
        }
        // Only the lowest presentation of the context reacts: ending it ends every
        // presentation above.
        guard presentation.presenting === controller else { return }
        Diagnostics.warn(
            "present: \(type(of: controller)), which defines the presentation context of "
                + "\(type(of: presentation.presented)), left the window; dismissed it "
                + "without animation")
        hasLeft = true
        window.removeLayoutObserver(self)
        presentation.removeImmediately()
    }

    /// Whether the context controller was removed from its parent: it has none, is not
    /// presented and is not the window's root view controller.
    private func isDetached(_ controller: ViewController, in window: Window) -> Bool {
        controller.parent == nil && controller.transitionState.presentation == nil
            && window.rootViewController !== controller
    }
}

/// A presentation controller that moves the context view itself (a card stack pushing it
/// back) and knows the frame the context view's own layout gave it: the area follows that
/// frame, not the one the presentation set.
@MainActor
package protocol PresentationContextFraming: AnyObject {
    /// The frame the context view has from its own layout, in its superview's coordinates.
    ///
    /// - Parameter view: The context controller's view.
    /// - Returns: Its frame, without what the presentation changed.
    func layoutFrame(ofContextView view: ViewNode) -> Rect
}
