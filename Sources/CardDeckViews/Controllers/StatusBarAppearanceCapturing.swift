/// A presentation that can take the status bar over from the controller that presents it:
/// the hook through which ``Window`` resolves ``Window/statusBarStyle`` across presentations.
///
/// The window finds a presentation through the ``ViewController/presentedContentContainer`` of
/// the presenting controller, which the presentation machinery (CardDeckTransitions) sets; that
/// module's presentation controller conforms.
@MainActor
package protocol StatusBarAppearanceCapturing: AnyObject {
    /// The controller whose status bar style applies while this presentation shows, or `nil`
    /// when the presentation leaves the status bar to its presenter.
    var statusBarAppearanceController: ViewController? { get }

    /// Maps the style of the controller that decides (``statusBarAppearanceController`` or the
    /// controller it defers to through ``ViewController/childForStatusBarStyle``) to the style
    /// the window shows; for example, a card over a black backdrop turns
    /// ``StatusBarStyle/default`` into ``StatusBarStyle/lightContent``.
    ///
    /// - Parameter style: The deciding controller's ``ViewController/preferredStatusBarStyle``.
    /// - Returns: The style the window shows.
    func resolvedStatusBarStyle(_ style: StatusBarStyle) -> StatusBarStyle
}
