extension LiveObjects {
    /// Counts one live object of a kind for as long as the token exists.
    ///
    /// Store one in each instance of a class you want counted; the count goes up when the
    /// instance is initialized and down when it is destroyed, whatever initializer ran:
    ///
    /// ```swift
    /// extension LiveObjects.Kind {
    ///     static let playerController = Self("PlayerController")
    /// }
    ///
    /// final class PlayerController: ViewController {
    ///     private let liveObject = LiveObjects.Token(.playerController)
    /// }
    /// ```
    ///
    /// A token cannot be copied, so each one counts exactly once.
    public struct Token: ~Copyable, Sendable {
        /// The kind the token counts.
        public let kind: Kind

        /// The scope the object counts in: the one in effect when it was created.
        private let scope: DiagnosticsScope

        /// Counts one more object of `kind` in the current ``DiagnosticsScope`` until the
        /// token is destroyed.
        ///
        /// - Parameter kind: The kind to count.
        public init(_ kind: Kind) {
            self.kind = kind
            scope = DiagnosticsScope.current
            scope.add(1, to: kind)
        }

        deinit {
            scope.add(-1, to: kind)
        }
    }
}
