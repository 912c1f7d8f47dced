import CardDeckViews

extension WebKey {
    /// The key press the window receives for this key, or `nil` for a key it has no use for
    /// (a function key, a modifier on its own, a shortcut with Control or Alt).
    public var keyPress: KeyPress? {
        var modifiers: KeyPress.Modifiers = []
        if shift { modifiers.insert(.shift) }
        if control { modifiers.insert(.control) }
        if alt { modifiers.insert(.alternate) }
        let named: KeyPress.Key? =
            switch key {
            case "Enter": .enter
            case "Escape": .escape
            case "Backspace": .backspace
            case "Delete": .delete
            case "Tab": .tab
            case "ArrowUp": .up
            case "ArrowDown": .down
            case "ArrowLeft": .left
            case "ArrowRight": .right
            case "Home": .home
            case "End": .end
            default: character.map(KeyPress.Key.character)
            }
        guard let named else { return nil }
        return KeyPress(named, modifiers: modifiers)
    }
}
