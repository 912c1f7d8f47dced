import CardDeckViews

extension TerminalKey {
    /// The key press the window receives for this key, or `nil` for the keys that belong to
    /// the session (Ctrl-C, Ctrl-D and Ctrl-Z).
    public var keyPress: KeyPress? {
        switch self {
        case .character(let character): .character(character)
        case .enter: KeyPress(.enter)
        case .escape: KeyPress(.escape)
        case .backspace: KeyPress(.backspace)
        case .tab: KeyPress(.tab)
        case .backTab: KeyPress(.tab, modifiers: .shift)
        case .delete: KeyPress(.delete)
        case .home: KeyPress(.home)
        case .end: KeyPress(.end)
        case .up: KeyPress(.up)
        case .down: KeyPress(.down)
        case .left: KeyPress(.left)
        case .right: KeyPress(.right)
        case .interrupt, .endOfInput, .suspend: nil
        }
    }
}
