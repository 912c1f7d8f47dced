/// What comparing a text with its golden file found, and what was done about it.
///
/// Produced by ``SnapshotComparison/compare(_:record:)`` and returned by
/// `assertSnapshot(of:named:)`. Only ``matched(path:)`` is a pass; every other outcome carries
/// an ``issueMessage`` that the assertion records as a test failure. Every path is the golden
/// file's path as the comparison built it: absolute when its directory is.
public enum SnapshotOutcome: Hashable, Sendable {
    /// The text equals the golden file (after line-break normalisation); nothing was written.
    case matched(path: String)
    /// Recording was requested and the golden file was missing or different, so it was
    /// (re)written with the text.
    case recorded(path: String)
    /// The golden file differs from the text; it was left untouched. `diff` is a unified diff
    /// (see ``LineDiff/unified(contextLines:expectedLabel:actualLabel:)``) headed
    /// `--- golden` and `+++ actual`: `-` for the golden file's lines, `+` for the text's.
    case mismatch(path: String, diff: String)
    /// There is no golden file and recording was not requested; nothing was written.
    case missing(path: String)
    /// The golden file could not be read or written; `reason` says why.
    case failed(path: String, reason: String)

    /// The golden file's path.
    public var path: String {
        switch self {
        case .matched(let path), .recorded(let path), .missing(let path):
            return path
        case .mismatch(let path, _), .failed(let path, _):
            return path
        }
    }

    /// Whether the text matched its golden file.
    ///
    /// Recording is not a pass: a freshly written golden file must be reviewed before it can
    /// be trusted.
    public var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// The failure message an assertion records for this outcome, or `nil` when it matched.
    ///
    /// Messages name the golden file and say how to fix the failure, including, where it
    /// helps, to re-run with `RECORD_SNAPSHOTS=1`.
    public var issueMessage: String? {
        switch self {
        case .matched:
            return nil
        case .recorded(let path):
            return """
                Recorded snapshot at \(path). Review the file, then run the tests again \
                without RECORD_SNAPSHOTS to check it.
                """
        case .mismatch(let path, let diff):
            return """
                Snapshot does not match \(path):
                \(diff)\
                If the change is intended, re-record with RECORD_SNAPSHOTS=1 and review the \
                new file.
                """
        case .missing(let path):
            return """
                No golden file at \(path). Run the tests with RECORD_SNAPSHOTS=1 to record \
                it, then review it before committing.
                """
        case .failed(let path, let reason):
            return "Could not check snapshot at \(path): \(reason)"
        }
    }
}
