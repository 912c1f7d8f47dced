/// The window's tickers, in the order they were added.
///
/// A ticker may add or remove tickers, itself included, while the list is being run: a removed
/// ticker leaves an empty slot until the run ends, so indices stay put and every ticker present
/// for the whole run ticks exactly once. Nothing is allocated per frame.
struct FrameTickerList {
    /// The tickers; `nil` marks one removed during a run.
    private(set) var entries: [(any FrameTicking)?] = []
    /// Whether a ticker was removed during the run, leaving a slot to compact.
    private var hasVacancies = false
    /// Whether the window is ticking the entries now.
    var isRunning = false {
        didSet {
            guard !isRunning, hasVacancies else { return }
            entries.removeAll { $0 == nil }
            hasVacancies = false
        }
    }

    /// Whether no ticker is registered.
    var isEmpty: Bool { !entries.contains { $0 != nil } }

    /// Whether `ticker` is registered.
    ///
    /// - Parameter ticker: The ticker.
    /// - Returns: `true` when it is in the list.
    func contains(_ ticker: any FrameTicking) -> Bool {
        entries.contains { $0 === ticker }
    }

    /// Adds a ticker at the end; adding one already there has no effect.
    ///
    /// - Parameter ticker: The ticker.
    mutating func add(_ ticker: any FrameTicking) {
        if !contains(ticker) { entries.append(ticker) }
    }

    /// Removes a ticker; one not in the list is ignored.
    ///
    /// - Parameter ticker: The ticker.
    mutating func remove(_ ticker: any FrameTicking) {
        guard let index = entries.firstIndex(where: { $0 === ticker }) else { return }
        if isRunning {
            entries[index] = nil
            hasVacancies = true
        } else {
            entries.remove(at: index)
        }
    }
}
