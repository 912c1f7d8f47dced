/// Which detent a card rests on, and the last one its delegate heard about: a value its
/// ``CardLayout`` owns, which decides when the delegate hears of a change.
struct CardDetentSelection: Equatable, Sendable {
    /// The selected detent's identifier; `nil` means the smallest detent.
    var selected: CardDetent.Identifier?
    /// The last detent the delegate heard about; `nil` before the presentation ends.
    private(set) var settled: CardDetent.Identifier?

    /// A change of the detent the card rests on, for the delegate and for assistive
    /// technologies.
    struct Change: Equatable, Sendable {
        /// The detent the card rested on before, if the delegate had heard of one.
        var previous: CardDetent.Identifier?
        /// The detent it rests on now.
        var current: CardDetent.Identifier
    }

    /// The selected detent among `detents`, or the smallest; `detents` is never empty.
    func detent(among detents: [ResolvedDetent]) -> ResolvedDetent {
        detents.first { $0.identifier == selected } ?? detents[0]
    }

    /// Forgets a selected detent that is not among `detents` (a content-fitted detent
    /// appeared in place of the fallback, say): the card then rests on the smallest.
    mutating func forgetUnresolved(among detents: [ResolvedDetent]) {
        guard let selected, !detents.contains(where: { $0.identifier == selected }) else {
            return
        }
        self.selected = nil
    }

    /// Takes `current` as the detent the delegate knows of, without telling it (the
    /// presentation's end).
    mutating func markSettled(on current: CardDetent.Identifier) {
        settled = current
    }

    /// Takes `current` as the detent the card came to rest on.
    ///
    /// - Parameter current: The detent the card rests on now.
    /// - Returns: The change the delegate hears of, or `nil` when it already knows.
    mutating func settle(on current: CardDetent.Identifier) -> Change? {
        guard settled != current else { return nil }
        defer { settled = current }
        return Change(previous: settled, current: current)
    }
}
