import Testing

/// Checks a text against its golden file, failing the current test when they differ.
///
/// The golden file is `<name>.<pathExtension>` in `snapshotDirectory`, by default
/// `__Snapshots__/<TestFileName>/` next to the calling test file (see
/// ``SnapshotComparison/defaultDirectory(forTestFile:)``). Texts are compared after
/// ``SnapshotComparison/normalized(_:)``: line endings and trailing newlines never matter.
///
/// Every outcome but a match records an issue at the call site with `Issue.record`, so the
/// assertion works in Swift Testing tests:
/// - a different golden file fails with a unified line diff, `-` for the golden file's lines
///   and `+` for the text's, with three lines of context;
/// - a missing golden file fails and asks for a recording run; it is never written silently,
///   because golden files are reviewed by eye before they are committed;
/// - when recording, a missing or different golden file is written and the test still fails,
///   naming the file to review, so a recording run is never green by accident. A golden file
///   that already matches is left untouched and passes, so only changed files need review;
/// - a file that cannot be read or written fails with the reason; nothing traps.
///
/// To record, run the tests with `RECORD_SNAPSHOTS=1 swift test`, review the files, then run
/// `swift test` again.
///
/// ```swift
/// @Test func collapsedDeck() {
///     assertSnapshot(of: deck.debugTree(), named: "collapsed")
/// }
/// ```
///
/// - Parameters:
///   - text: The text to check; any string, including empty.
///   - name: The snapshot's name, unique within its test file. `/`, `\`, `:` and control
///     characters become `_`.
///   - pathExtension: The golden file's extension, without the dot; default `txt`. Use
///     `json`, `svg` and so on to get syntax highlighting when reviewing.
///   - record: Whether to write the golden file when it is missing or different. The default,
///     `nil`, follows the `RECORD_SNAPSHOTS` environment variable (see
///     ``SnapshotComparison/isRecordingRequested(environment:)``); `true` or `false` overrides
///     it.
///   - snapshotDirectory: The directory holding the golden file; default `nil`, meaning
///     `__Snapshots__/<TestFileName>/` next to `filePath`.
///   - fileID: The calling file's ID, for the issue's source location; leave the default.
///   - filePath: The calling file's path, which also places the default snapshot directory;
///     leave the default.
///   - line: The calling line, for the issue's source location; leave the default.
///   - column: The calling column, for the issue's source location; leave the default.
/// - Returns: What was found and done; only ``SnapshotOutcome/matched(path:)`` records no
///   issue.
@discardableResult
public func assertSnapshot(
    of text: String,
    named name: String,
    pathExtension: String = "txt",
    record: Bool? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> SnapshotOutcome {
    let comparison = SnapshotComparison(
        named: name,
        pathExtension: pathExtension,
        directory: snapshotDirectory
            ?? SnapshotComparison.defaultDirectory(forTestFile: filePath)
    )
    let outcome = comparison.compare(
        text, record: record ?? SnapshotComparison.isRecordingRequested())
    if let message = outcome.issueMessage {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
    return outcome
}
