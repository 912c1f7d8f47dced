import CardDeckViews

/// How a value becomes the text of a golden file: a format is a value, so a test names the
/// format it compares in (`assertSnapshot(of: window, as: .tree)`) and a host's test support
/// adds its own (`.svg`, `.terminal`) as static members in an extension.
///
/// ```swift
/// extension SnapshotFormat where Value == TerminalScreen {
///     static let terminal = SnapshotFormat(pathExtension: "txt") { $0.plainText }
/// }
/// assertSnapshot(of: renderer.screen, as: .terminal, named: "presented")
/// ```
public struct SnapshotFormat<Value>: Sendable {
    /// The golden file's extension, without the dot.
    public let pathExtension: String
    /// Renders a value as the text compared with the golden file.
    public let render: @MainActor @Sendable (Value) -> String

    /// Creates a format.
    ///
    /// - Parameters:
    ///   - pathExtension: The golden file's extension, without the dot.
    ///   - render: Renders a value as text; the same value must always give the same text.
    public init(
        pathExtension: String, render: @escaping @MainActor @Sendable (Value) -> String
    ) {
        self.pathExtension = pathExtension
        self.render = render
    }

    /// The same format for another kind of value, reached through `transform`: a window's
    /// format applied to a scene's window, say.
    ///
    /// - Parameter transform: Gets the value this format renders.
    /// - Returns: The format for `Other`.
    public func pullback<Other>(
        _ transform: @escaping @MainActor @Sendable (Other) -> Value
    ) -> SnapshotFormat<Other> {
        let render = self.render
        return SnapshotFormat<Other>(pathExtension: pathExtension) { render(transform($0)) }
    }
}

extension SnapshotFormat where Value == String {
    /// The text itself, in a `.txt` file.
    public static var lines: SnapshotFormat<String> {
        SnapshotFormat(pathExtension: "txt") { $0 }
    }
}

extension SnapshotFormat where Value == Window {
    /// The window's tree as `Window.treeDescription` prints it: every node's presented frame,
    /// alpha and what it draws, indented by depth.
    public static var tree: SnapshotFormat<Window> {
        SnapshotFormat(pathExtension: "tree.txt") { $0.treeDescription }
    }
}

/// Compares a value, rendered in a format, with its golden file next to the test; see
/// ``assertSnapshot(of:named:pathExtension:record:snapshotDirectory:fileID:filePath:line:column:)``
/// for recording and where the files live.
///
/// - Parameters:
///   - value: The value.
///   - format: How it becomes text, and the file's extension.
///   - name: The golden file's name, without extension.
///   - record: Whether to write the golden file instead of comparing; default: recording
///     when `RECORD_SNAPSHOTS` is set.
///   - snapshotDirectory: Where the golden files are; default `__Snapshots__/<test file>/`.
///   - fileID: The calling file, for the location.
///   - filePath: The calling file's path, for the default directory.
///   - line: The calling line.
///   - column: The calling column.
/// - Returns: What the comparison found.
@MainActor
@discardableResult
public func assertSnapshot<Value>(
    of value: Value,
    as format: SnapshotFormat<Value>,
    named name: String,
    record: Bool? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> SnapshotOutcome {
    assertSnapshot(
        of: format.render(value), named: name, pathExtension: format.pathExtension,
        record: record, snapshotDirectory: snapshotDirectory, fileID: fileID,
        filePath: filePath, line: line, column: column)
}
