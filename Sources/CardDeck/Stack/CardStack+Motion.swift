import CardDeckViews

/// While a card of the stack moves, the stack watches the window's frames and has every
/// watched card report its frame to its delegate after the frame's motion has run, until the
/// whole stack is still. While it watches, the window holds the stack as a ticker.
extension CardStack: FrameTicking {
    /// Starts reporting the motion of every card of the stack and of `card`, in `card`'s
    /// window (nothing happens outside a window).
    ///
    /// - Parameter card: The card whose motion starts; usually a card of the stack.
    func startWatching(from card: CardPresentationController) {
        guard let window = card.hostWindow else { return }
        for index in entries.indices where entries[index].card != nil {
            entries[index].isWatched = true
        }
        guard watchedWindow == nil else { return }
        watchedWindow = window
        window.addTicker(self)
    }

    /// Stops reporting `card`'s motion every frame; the stack stops watching once no card of
    /// it is watched.
    ///
    /// - Parameter card: A card of the stack, or one that has just left it.
    func stopWatching(_ card: CardPresentationController) {
        for index in entries.indices where entries[index].card === card {
            entries[index].isWatched = false
        }
        for entry in entries where entry.isWatched && entry.card != nil { return }
        stopWatching()
    }

    private func stopWatching() {
        for index in entries.indices { entries[index].isWatched = false }
        watchedWindow?.removeTicker(self)
        watchedWindow = nil
    }

    package func tick(at time: Double) {}

    package func didRunMotion(at time: Double) {
        // One pass reports and checks stillness; when a delegate heard of a move, it may have
        // set something moving, so stillness is checked again afterwards.
        let entries = entries
        var told = false
        var still = true
        for index in entries.indices {
            guard let card = entries[index].card else { continue }
            if entries[index].isWatched, card.reportFrameIfMoved() { told = true }
            if still, !card.isStill { still = false }
        }
        if told ? isStill : still { stopWatching() }
    }
}
