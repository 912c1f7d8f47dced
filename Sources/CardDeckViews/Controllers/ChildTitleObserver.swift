/// A container that shows its children's titles (a navigation bar) and must hear when one
/// changes; ``ViewController/title`` tells its parent when it conforms.
@MainActor
package protocol ChildTitleObserver: AnyObject {
    /// A child's ``ViewController/title`` changed.
    ///
    /// - Parameter child: The child whose title changed.
    func childTitleDidChange(_ child: ViewController)
}
