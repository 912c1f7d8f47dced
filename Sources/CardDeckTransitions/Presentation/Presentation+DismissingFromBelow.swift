import CardDeckViews

extension Presentation {
    /// Whether this presentation and every one above it rest, presented, with no transition
    /// running.
    var chainIsAtRest: Bool {
        var presentation: Presentation? = self
        while let current = presentation {
            guard current.phase == .presented, current.transition == nil else { return false }
            presentation = current.presented.transitionState.presented
        }
        return true
    }

    /// Dismisses this presentation, low in a chain, as UIKit does: "only the top-most view is
    /// dismissed in an animated fashion; intermediate ones are simply removed". This one and
    /// those between it and the top-most leave the screen at once (their controllers are being
    /// dismissed from now on, and a dismissal asked of any of them waits with this one); the
    /// top-most is dismissed with its own animation, revealing what this presentation was
    /// presented over; then this one and those between are removed, with balanced callbacks,
    /// and the completions run.
    func dismissUnderTop(_ above: Presentation, completion: (() -> Void)?) {
        let pending = CompletionList()
        pending.blocks.append { completion?() }
        var top = above
        var intermediates: [Presentation] = [self]
        while let next = top.presented.transitionState.presented {
            intermediates.append(top)
            top = next
        }
        for presentation in intermediates {
            presentation.completionsAfterTop = pending
            presentation.presented.isBeingDismissed = true
            presentation.container.isHidden = true
        }
        // What this presentation covered is back under the top-most one as it leaves.
        if controller.shouldRemovePresentersView { reinsertPresenterView() }
        let finish: () -> Void = { [weak self] in
            // This presentation is removed now, unless it is gone or its removal already
            // began (a lower presentation's removal reached it first); the completions run
            // either way.
            if let self, completionsAfterTop === pending, phase == .presented {
                removeImmediately()
            }
            let blocks = pending.blocks
            pending.blocks = []
            for block in blocks { block() }
        }
        top.dismiss(animated: true, interactive: false, completion: finish)
    }
}
