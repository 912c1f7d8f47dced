extension LiveObjects {
    /// How the live objects changed between two snapshots: from
    /// ``Snapshot/difference(from:)``.
    ///
    /// Printed, it names each kind that changed, by name, with the signed change:
    /// `"ViewController +1, ViewNode +3"`, or `"no change"`. Pass it as the comment of an
    /// expectation so a failing leak test says what leaked.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// The change of each kind whose count differs (later minus earlier, never 0).
        public let changes: [Kind: Int]

        /// Whether no kind changed: the same number of live objects of every kind.
        public var isEmpty: Bool { changes.isEmpty }

        /// The change of one kind; 0 when it did not change.
        ///
        /// - Parameter kind: The kind.
        public subscript(kind: Kind) -> Int {
            changes[kind] ?? 0
        }

        /// The changes, by kind name: `"ViewController +1, ViewNode +3"`; `"no change"` when
        /// empty.
        public var description: String {
            guard !changes.isEmpty else { return "no change" }
            return changes.sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value > 0 ? "+" : "")\($0.value)" }
                .joined(separator: ", ")
        }
    }
}
