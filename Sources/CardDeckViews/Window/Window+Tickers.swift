extension Window {
    /// Adds a ticker to the motion phase; adding one that is already there has no effect.
    ///
    /// The window holds the ticker strongly until it is removed, as a display link holds its
    /// target.
    ///
    /// - Parameter ticker: The ticker.
    package func addTicker(_ ticker: any FrameTicking) {
        tickers.add(ticker)
    }

    /// Removes a ticker; one that is not there is ignored.
    ///
    /// - Parameter ticker: The ticker.
    package func removeTicker(_ ticker: any FrameTicking) {
        tickers.remove(ticker)
    }

    /// Whether `ticker` runs in this window's motion phase.
    ///
    /// - Parameter ticker: The ticker.
    /// - Returns: `true` between ``addTicker(_:)`` and ``removeTicker(_:)``.
    package func hasTicker(_ ticker: any FrameTicking) -> Bool {
        tickers.contains(ticker)
    }

    /// Ticks every ticker at the frame's time, in the order they were added. Tickers added
    /// during the run tick in it too; removed ones do not tick again.
    func runTickers() {
        guard !tickers.entries.isEmpty else { return }
        tickers.isRunning = true
        var index = 0
        while index < tickers.entries.count {
            // Read the slot, then let go of the list before the ticker can change it.
            if let ticker = tickers.entries[index] { ticker.tick(at: time) }
            index += 1
        }
        tickers.isRunning = false
    }

    func runTickersAfterMotion() {
        guard !tickers.entries.isEmpty else { return }
        tickers.isRunning = true
        var index = 0
        while index < tickers.entries.count {
            if let ticker = tickers.entries[index] { ticker.didRunMotion(at: time) }
            index += 1
        }
        tickers.isRunning = false
    }
}
