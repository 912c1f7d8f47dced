import CardDeckViews

/// Why a presentation must be refused: `present` checks these before it changes anything.
extension Presentation {
    /// Why presenting `presented` from `presenter` must be refused, or `nil`.
    static func refusal(
        toPresent presented: ViewController, from presenter: ViewController, source: ViewController
    ) -> String? {
        refusal(toPresent: presented, source: source) ?? refusal(from: presenter)
    }

    /// Why `presented` cannot be presented from `source` by any presenter, or `nil`.
    static func refusal(toPresent presented: ViewController, source: ViewController) -> String? {
        if presented.transitionState.presentation != nil || presented.parent != nil {
            return "it is already presented or is a child of another controller"
        }
        var ancestor: ViewController? = source
        while let current = ancestor {
            if current === presented { return "it is the presenting controller itself" }
            ancestor = current.parent
        }
        return nil
    }

    /// Why `presenter` cannot present now, or `nil`.
    static func refusal(from presenter: ViewController) -> String? {
        if presenter.transitionState.presented != nil {
            return "\(type(of: presenter)) is already presenting a controller"
        }
        if let own = presenter.transitionState.presentation, own.phase != .presented {
            return "a transition of \(type(of: presenter)) is running"
        }
        guard presenter.viewIfLoaded?.window != nil else {
            return "\(type(of: presenter))'s view is not in a window"
        }
        return nil
    }
}
