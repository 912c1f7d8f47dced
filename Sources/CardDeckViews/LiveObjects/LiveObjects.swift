/// How many objects of each kind exist right now: the counters behind leak tests.
///
/// Every class that a window, a presentation or a gesture creates counts itself from its
/// initializer to its deinitializer: ``ViewNode``, ``ViewController``, ``GestureRecognizer``,
/// ``PropertyAnimator``, ``Touch`` and ``Window`` here, and the presentation objects of
/// `CardDeckTransitions` and `CardDeck` under the kinds those modules add. Take a
/// ``snapshot()`` before some work, do the work and let it settle, and compare:
///
/// ```swift
/// let before = LiveObjects.snapshot()
/// // … present and dismiss, then advance the window until everything has settled …
/// let difference = LiveObjects.snapshot().difference(from: before)
/// #expect(difference.isEmpty, "\(difference)")   // "ViewController +1, ViewNode +3"
/// ```
///
/// Count your own classes the same way, with a ``Token`` stored in each instance and a
/// ``Kind`` of your own.
///
/// Counting happens only when an object is created or destroyed, never per frame. An object
/// counts in the ``DiagnosticsScope`` it was created in, and leaves that count when it goes
/// away, on whatever thread; the counts are guarded by a lock, and the API can be used from
/// any thread or task. Run a leak test in a scope of its own (`CardDeckTesting`'s
/// `.isolatedDiagnostics` trait, or `DiagnosticsScope.isolated`) and objects that
/// other tests create at the same time never show up in it.
public enum LiveObjects {
    /// How many objects of a kind exist now that were created in the current
    /// ``DiagnosticsScope``.
    ///
    /// - Parameter kind: The kind.
    /// - Returns: The count, ≥ 0 (0 for a kind never counted).
    public static func count(of kind: Kind) -> Int {
        DiagnosticsScope.current.count(of: kind)
    }

    /// The counts of every kind in the current ``DiagnosticsScope``, now.
    ///
    /// - Returns: A value that stays as it is when objects come and go afterwards.
    public static func snapshot() -> Snapshot {
        Snapshot(counts: DiagnosticsScope.current.liveCounts())
    }
}
