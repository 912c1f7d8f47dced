/// The presentation machinery's part in a controller leaving its window for good: set as the
/// controller's `transitionStorage` by `CardDeckTransitions`, which this module cannot see.
@MainActor
package protocol PresentationEnding: AnyObject {
    /// Ends, without animation, the presentation the controller makes (and everything
    /// presented above it), because the controller leaves the window; the presenter's view
    /// stays out of the window and the presenter gets no appearance callbacks for it.
    func endPresentationsWithoutAnimation()
}

extension ViewController {
    /// Ends, without animation, every presentation made by this controller, by a controller
    /// inside it (its children, at any depth) or by a controller presented from them, the
    /// top-most first: what the window does to a root view controller it lets go of.
    ///
    /// Presented controllers disappear with balanced callbacks and every completion waiting
    /// on those presentations runs once; what they covered is not brought back.
    package func endPresentationsWithoutAnimation() {
        for child in children {
            child.endPresentationsWithoutAnimation()
        }
        (transitionStorage as? any PresentationEnding)?.endPresentationsWithoutAnimation()
    }
}
