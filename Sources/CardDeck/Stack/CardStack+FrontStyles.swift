extension CardStack {
    /// The stacking styles of the cards above one card, nearest first, up to (not including) a
    /// leaving card: walked without building an array, as a drag's frames need.
    struct FrontStyles: Sequence, IteratorProtocol {
        private let entries: [Entry]
        private let leaving: CardPresentationController?
        private var index: Int

        @MainActor
        init(
            entries: [Entry], above card: CardPresentationController,
            leaving: CardPresentationController?
        ) {
            self.entries = entries
            self.leaving = leaving
            let position = entries.firstIndex { $0.card === card }
            index = position.map { $0 + 1 } ?? entries.count
        }

        mutating func next() -> CardStackingStyle? {
            while index < entries.count {
                let entry = entries[index]
                index += 1
                guard let card = entry.card else { continue }
                if card === leaving {
                    index = entries.count
                    return nil
                }
                return entry.style
            }
            return nil
        }
    }
}
