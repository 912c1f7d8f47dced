import CardDeckTesting
import CardDeckViews

/// A randomized run: a list of actions played on a fresh ``FuzzHarness``, checked after every
/// step and after tearing down, and shrunk to a short list when it fails.
@MainActor
struct FuzzRun {
    /// Where a run first broke an invariant.
    struct Failure: Error, CustomStringConvertible {
        /// The index of the action after which the check failed; `nil` after tearing down.
        let step: Int?
        /// What was wrong.
        let violations: [String]

        /// The first violation with its numbers left out: what kind of failure this is, which
        /// shrinking keeps.
        var kind: String {
            String(
                (violations.first ?? "").map { $0.isNumber || $0 == "." || $0 == "-" ? "#" : $0 })
        }

        var description: String {
            let when = step.map { "after step \($0)" } ?? "after tearing down"
            return "\(when): " + violations.joined(separator: "; ")
        }
    }

    let actions: [FuzzAction]

    /// The actions of the run with `seed`, `steps` long.
    init(seed: UInt64, steps: Int) {
        var rng = SplitMix64(seed: seed)
        actions = (0..<steps).map { _ in FuzzAction.random(using: &rng) }
    }

    init(actions: [FuzzAction]) {
        self.actions = actions
    }

    /// Plays the run on a fresh harness, checking after every action and after tearing down,
    /// then checks that every object the run created is gone with the window.
    ///
    /// - Parameter log: Called with each action before it is played, for a replay's trace.
    /// - Returns: The first failure, or `nil` when every check held.
    func play(log: ((Int, FuzzAction) -> Void)? = nil) -> Failure? {
        // A run records hundreds of warnings (its input is hostile on purpose); it leaves the
        // list empty for the tests that read it.
        defer { Diagnostics.removeAll() }
        let before = LiveObjects.cardDeckSnapshot()
        if let failure = playOnFreshHarness(log: log) { return failure }
        // With the window gone, everything the run created must be gone too.
        let leaked = LiveObjects.cardDeckSnapshot().difference(from: before)
        return leaked.isEmpty
            ? nil : Failure(step: nil, violations: ["after the run, objects leaked: \(leaked)"])
    }

    private func playOnFreshHarness(log: ((Int, FuzzAction) -> Void)?) -> Failure? {
        let harness = FuzzHarness()
        for (index, action) in actions.enumerated() {
            log?(index, action)
            harness.perform(action)
            let violations = InvariantChecker.violations(in: harness)
            if !violations.isEmpty { return Failure(step: index, violations: violations) }
        }
        harness.tearDown()
        let violations = InvariantChecker.finalViolations(in: harness)
        return violations.isEmpty ? nil : Failure(step: nil, violations: violations)
    }

    /// The shortest run found by removing actions (halves first, then smaller pieces down to
    /// single actions) that still fails the same way (see ``Failure/kind``).
    func shrunk() -> FuzzRun {
        guard let kind = play()?.kind else { return self }
        var current = actions
        var chunk = max(current.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if FuzzRun(actions: candidate).play()?.kind == kind {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny { chunk = max(chunk / 2, 1) }
        }
        return FuzzRun(actions: current)
    }

    /// The run as Swift source, to paste into a regression test.
    var source: String {
        "[\n" + actions.map { "    \($0)," }.joined(separator: "\n") + "\n]"
    }
}
