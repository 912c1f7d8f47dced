import Foundation

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
/// Counting happens only when an object is created or destroyed, never per frame. The counts
/// are guarded by a lock, because a deinitializer may run on any thread; the API can be used
/// from any thread or task. Objects that other tests create at the same time show up too, so
/// compare snapshots inside one synchronous test on the main actor.
public enum LiveObjects {
    /// How many objects of a kind exist now.
    ///
    /// - Parameter kind: The kind.
    /// - Returns: The count, ≥ 0 (0 for a kind never counted).
    public static func count(of kind: Kind) -> Int {
        counter.count(of: kind)
    }

    /// The counts of every kind, now.
    ///
    /// - Returns: A value that stays as it is when objects come and go afterwards.
    public static func snapshot() -> Snapshot {
        Snapshot(counts: counter.counts())
    }

    static let counter = LiveObjectCounter()
}

/// The counts, behind a lock: deinitializers are nonisolated and may run on any thread.
final class LiveObjectCounter: @unchecked Sendable {
    private let lock = NSLock()
    /// Kinds whose count fell back to 0 keep their entry, so counting never allocates once a
    /// kind has been seen.
    private var storage: [LiveObjects.Kind: Int] = [:]

    func add(_ delta: Int, to kind: LiveObjects.Kind) {
        lock.lock()
        storage[kind, default: 0] += delta
        lock.unlock()
    }

    func count(of kind: LiveObjects.Kind) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return storage[kind] ?? 0
    }

    func counts() -> [LiveObjects.Kind: Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage.filter { $0.value != 0 }
    }
}
