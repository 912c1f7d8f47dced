/// The look of the status bar's text and icons, as `UIStatusBarStyle`.
public enum StatusBarStyle: Hashable, Sendable, CaseIterable {
    /// Chosen by the system to contrast with the interface style; the default.
    case `default`
    /// Light text and icons, for dark backgrounds.
    case lightContent
    /// Dark text and icons, for light backgrounds.
    case darkContent
}
