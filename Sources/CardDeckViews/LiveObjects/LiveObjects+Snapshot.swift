extension LiveObjects {
    /// The counts of live objects at one moment, by kind; from ``LiveObjects/snapshot()``.
    ///
    /// Two snapshots are equal when every kind has the same count in both (a kind missing from
    /// one counts 0). Printed, a snapshot lists the kinds that have live objects, by name:
    /// `"ViewController 1, ViewNode 3, Window 1"`. Use ``difference(from:)`` to see which kinds
    /// changed.
    public struct Snapshot: Hashable, Sendable, CustomStringConvertible {
        /// The count of each kind that has live objects; kinds at 0 are left out.
        public let counts: [Kind: Int]

        /// Creates a snapshot from counts; kinds at 0 are dropped, so equal counts compare
        /// equal.
        ///
        /// - Parameter counts: The count of each kind.
        public init(counts: [Kind: Int]) {
            self.counts = counts.filter { $0.value != 0 }
        }

        /// The count of one kind, ≥ 0; 0 for a kind with no live objects.
        ///
        /// - Parameter kind: The kind.
        public subscript(kind: Kind) -> Int {
            counts[kind] ?? 0
        }

        /// The number of live objects of every kind together. An object counted under
        /// several kinds (a subclass and its superclass) counts once per kind.
        public var total: Int { counts.values.reduce(0, +) }

        /// The change of each kind from `baseline` to this snapshot.
        ///
        /// - Parameter baseline: The earlier snapshot.
        /// - Returns: The kinds whose counts differ, with this count minus the baseline's.
        public func difference(from baseline: Snapshot) -> Difference {
            var changes: [Kind: Int] = [:]
            for kind in Set(counts.keys).union(baseline.counts.keys) {
                let change = self[kind] - baseline[kind]
                if change != 0 { changes[kind] = change }
            }
            return Difference(changes: changes)
        }

        /// The counts, by kind name: `"ViewController 1, ViewNode 3"`; `"none"` when empty.
        public var description: String {
            guard !counts.isEmpty else { return "none" }
            return counts.sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value)" }
                .joined(separator: ", ")
        }
    }
}
