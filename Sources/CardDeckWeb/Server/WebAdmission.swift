/// Who gives way when a connection arrives and the budgets of unauthenticated connections
/// are full: a pure decision, so that nobody without the token can crowd out a page that has
/// it.
///
/// A connection is unauthenticated until its request shows the token; it holds a place in
/// two budgets, one per peer address and one in total. A new connection is always taken; if
/// taking it would go over a budget, the oldest unauthenticated connection in that budget
/// (of the same address for the per-peer budget, of any for the total) is closed without a
/// word. A page's request arrives within a moment of its connection, so a flood of idle or
/// trickling connections only ever evicts its own.
struct WebAdmission: Sendable, Equatable {
    /// Unauthenticated connections one peer address may hold, ≥ 1.
    var maximumPerPeer: Int
    /// Unauthenticated connections all peers together may hold, ≥ 1.
    var maximumTotal: Int

    /// A decision with these budgets, each raised to at least 1.
    init(maximumPerPeer: Int, maximumTotal: Int) {
        self.maximumPerPeer = max(maximumPerPeer, 1)
        self.maximumTotal = max(maximumTotal, 1)
    }

    /// Which unauthenticated connection to close before one from `peer` is taken.
    ///
    /// - Parameters:
    ///   - peers: The peer address of every unauthenticated connection, oldest first.
    ///   - peer: The new connection's peer address.
    /// - Returns: The index in `peers` of the connection that gives way, or `nil` when both
    ///   budgets have room.
    func evictee(among peers: some Collection<Substring>, arriving peer: Substring) -> Int? {
        var fromPeer = 0
        var oldestFromPeer: Int?
        var total = 0
        for (index, address) in peers.enumerated() {
            total += 1
            guard address == peer else { continue }
            fromPeer += 1
            if oldestFromPeer == nil { oldestFromPeer = index }
        }
        if fromPeer >= maximumPerPeer { return oldestFromPeer }
        return total >= maximumTotal ? 0 : nil
    }
}
