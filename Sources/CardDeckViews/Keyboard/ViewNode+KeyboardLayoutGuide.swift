extension ViewNode {
    /// Where the keyboard is for laying this view out, in its own coordinates: CardDeck's
    /// `UIView.keyboardLayoutGuide`.
    ///
    /// It is the window's ``Window/keyboardLayoutGuide`` expressed in this view's bounds
    /// coordinates (model values, as `convert(_:from:)` gives them): the keyboard's
    /// frame while it shows, the bottom safe area while it does not. Its `layoutFrame.minY` is
    /// where content above the keyboard ends, so a layout closure reads it as in UIKit:
    ///
    /// ```swift
    /// view.layout = { view in
    ///     let bottom = view.keyboardLayoutGuide.layoutFrame.minY
    ///     field.frame = Rect(x: 16, y: bottom - 60, width: view.bounds.width - 32, height: 44)
    /// }
    /// ```
    ///
    /// The window lays every view out again while the keyboard moves, so such layout follows
    /// it. A view that is not in a window has no keyboard over it: its guide is then the
    /// zero-height strip along the bottom of its bounds (`layoutFrame.minY` is
    /// `bounds.maxY`), so layout that reads it fills the view.
    public var keyboardLayoutGuide: KeyboardLayoutGuide { KeyboardLayoutGuide(in: self) }
}
