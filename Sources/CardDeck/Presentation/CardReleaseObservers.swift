/// Who hears of every card release in the process: the inspector's cards section, while it
/// runs. Empty by default, and then a release costs one check of an empty array; nothing is
/// added to any frame.
@MainActor
package enum CardReleaseObservers {
    /// One observer: its owner, held weakly (an entry whose owner is gone is dropped), and what
    /// it is told.
    private struct Entry {
        weak var owner: AnyObject?
        let handler: @MainActor (CardPresentationController, CardReleaseExplanation) -> Void
    }

    private static var entries: [Entry] = []

    /// Whether anyone listens.
    package static var isEmpty: Bool { entries.isEmpty }

    /// Adds `handler`, told of every release until `owner` goes away or is removed; an owner
    /// added again replaces its handler.
    ///
    /// - Parameters:
    ///   - owner: The observer's owner, held weakly.
    ///   - handler: Called after each release with the card and the release's explanation.
    package static func add(
        _ owner: AnyObject,
        handler: @escaping @MainActor (CardPresentationController, CardReleaseExplanation) -> Void
    ) {
        remove(owner)
        entries.append(Entry(owner: owner, handler: handler))
    }

    /// Removes `owner`'s handler; an owner that is not there is ignored.
    ///
    /// - Parameter owner: The observer's owner.
    package static func remove(_ owner: AnyObject) {
        entries.removeAll { $0.owner == nil || $0.owner === owner }
    }

    /// Tells every observer of a release.
    static func notify(_ card: CardPresentationController, _ explanation: CardReleaseExplanation) {
        entries.removeAll { $0.owner == nil }
        for entry in entries { entry.handler(card, explanation) }
    }
}
