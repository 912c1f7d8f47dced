import Foundation

/// Compares texts with one golden file, and records the file on request.
///
/// This is the pure core of `assertSnapshot(of:named:)`: it touches only its golden file and
/// reports a ``SnapshotOutcome`` instead of failing a test, so it can itself be tested, and
/// reused by other assertions.
///
/// Texts are compared after ``normalized(_:)``, so line endings and the number of trailing
/// newlines never matter, and golden files are written in that form: LF line breaks and
/// exactly one trailing newline (an empty text gives an empty file).
///
/// ```swift
/// let comparison = SnapshotComparison(named: "card-tree", directory: "/tmp/snapshots")
/// switch comparison.compare(renderedTree, record: false) {
/// case .matched: break
/// case let outcome: print(outcome.issueMessage ?? "")
/// }
/// ```
public struct SnapshotComparison: Hashable, Sendable {
    /// The environment variable that turns recording on: `RECORD_SNAPSHOTS`.
    ///
    /// See ``isRecordingRequested(environment:)`` for the values it accepts.
    public static let recordingEnvironmentVariable = "RECORD_SNAPSHOTS"

    /// The directory holding the golden file, as given to the initializer.
    public let directory: String

    /// The golden file's name: the sanitized snapshot name and path extension.
    public let fileName: String

    /// The golden file's path: ``fileName`` inside ``directory``.
    public var path: String {
        if directory.isEmpty { return fileName }
        return directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
    }

    /// Creates a comparison with the golden file `<name>.<pathExtension>` in a directory.
    ///
    /// Nothing is read or written until ``compare(_:record:)``.
    ///
    /// - Parameters:
    ///   - name: The snapshot's name, unique within its directory. Characters that cannot
    ///     appear in a file name (`/`, `\`, `:` and control characters) become `_`, so
    ///     `"deck/expanded"` is stored as `deck_expanded.txt`; an empty name, or one made only
    ///     of dots, gets a leading `_`.
    ///   - pathExtension: The golden file's extension, without the dot; default `txt`. A
    ///     leading dot is ignored, and an empty extension gives a file named just `<name>`.
    ///   - directory: The directory holding the golden file, absolute or relative to the
    ///     current directory; it need not exist until a recording creates it.
    public init(named name: String, pathExtension: String = "txt", directory: String) {
        let name = Self.sanitizedFileComponent(name)
        var pathExtension = Substring(pathExtension)
        while pathExtension.first == "." { pathExtension.removeFirst() }
        self.directory = directory
        self.fileName =
            pathExtension.isEmpty
            ? name : name + "." + Self.sanitizedFileComponent(String(pathExtension))
    }

    /// The directory golden files of a test file live in by default.
    ///
    /// That is `__Snapshots__/<TestFileName>` next to the test file, where `<TestFileName>`
    /// is the file's name without its extension: for `/pkg/Tests/DeckTests/LayoutTests.swift`,
    /// `/pkg/Tests/DeckTests/__Snapshots__/LayoutTests`.
    ///
    /// - Parameter filePath: The test file's path, usually `#filePath`.
    /// - Returns: The directory's path; relative when `filePath` is.
    public static func defaultDirectory(forTestFile filePath: String) -> String {
        let slash = filePath.lastIndex(of: "/")
        let parent = slash.map { String(filePath[...$0]) } ?? ""
        var fileName = slash.map { filePath[filePath.index(after: $0)...] } ?? filePath[...]
        if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
            fileName = fileName[..<dot]
        }
        return parent + "__Snapshots__/" + sanitizedFileComponent(String(fileName))
    }

    /// Puts a text in the form it is compared and stored in.
    ///
    /// CRLF line breaks become LF and the text ends with exactly one newline; an empty text,
    /// or one made only of line breaks, becomes empty. See ``LineDiff/lines(of:)``.
    ///
    /// - Parameter text: Any string.
    /// - Returns: The normalised text.
    public static func normalized(_ text: String) -> String {
        let lines = LineDiff.lines(of: text)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Whether an environment asks for golden files to be recorded.
    ///
    /// Recording is on when ``recordingEnvironmentVariable`` is `1`, `true` or `yes`, in any
    /// letter case and ignoring surrounding whitespace; any other value, or none, leaves it
    /// off.
    ///
    /// - Parameter environment: The environment to read; default the current process's.
    /// - Returns: `true` when recording is requested.
    public static func isRecordingRequested(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard let value = environment[recordingEnvironmentVariable] else { return false }
        let flag = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return ["1", "true", "yes"].contains(flag)
    }

    /// Compares a text with the golden file, recording it if asked to.
    ///
    /// Without recording, the golden file is only read: a missing file gives
    /// ``SnapshotOutcome/missing(path:)`` and a different one
    /// ``SnapshotOutcome/mismatch(path:diff:)``. With recording, a missing, different or
    /// unreadable golden file is replaced by the normalised text, creating directories as
    /// needed, and the outcome is ``SnapshotOutcome/recorded(path:)``; a golden file that
    /// already matches is left untouched and the outcome is ``SnapshotOutcome/matched(path:)``.
    /// Errors never trap: they give ``SnapshotOutcome/failed(path:reason:)``.
    ///
    /// - Parameters:
    ///   - text: The text to check; any string, including empty.
    ///   - record: Whether to write the golden file when it is missing or different.
    /// - Returns: What was found and done.
    public func compare(_ text: String, record: Bool) -> SnapshotOutcome {
        let actual = Self.normalized(text)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            return .failed(path: path, reason: "a directory is in the way of the golden file.")
        }

        var golden: String?
        if exists {
            switch read() {
            case .success(let contents):
                golden = contents
            case .failure(let failure):
                if !record { return .failed(path: path, reason: failure.reason) }
            }
        }
        if let golden, Self.normalized(golden) == actual {
            return .matched(path: path)
        }
        if record {
            return write(actual)
        }
        guard let golden else {
            return .missing(path: path)
        }
        let diff = LineDiff(expected: golden, actual: actual)
        return .mismatch(
            path: path, diff: diff.unified(expectedLabel: "golden", actualLabel: "actual"))
    }

    /// Why reading or writing the golden file failed.
    private struct Failure: Error {
        let reason: String
    }

    /// Reads the golden file as UTF-8.
    private func read() -> Result<String, Failure> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(Failure(reason: "could not read the golden file (\(error))."))
        }
        guard let contents = String(data: data, encoding: .utf8) else {
            return .failure(Failure(reason: "the golden file is not valid UTF-8."))
        }
        return .success(contents)
    }

    /// Writes the golden file, creating its directory first.
    private func write(_ contents: String) -> SnapshotOutcome {
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true)
            } catch {
                return .failed(
                    path: path, reason: "could not create the directory \(directory) (\(error)).")
            }
        }
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return .failed(path: path, reason: "could not write the golden file (\(error)).")
        }
        return .recorded(path: path)
    }

    /// Replaces the characters a file name cannot hold, and names nothing-but-dots safely.
    static func sanitizedFileComponent(_ name: String) -> String {
        let forbidden: Set<Character> = ["/", "\\", ":"]
        let sanitized = String(
            name.map { character in
                forbidden.contains(character)
                    || character.unicodeScalars.contains {
                        $0.properties.generalCategory == .control
                    }
                    ? "_" : character
            })
        return sanitized.allSatisfy { $0 == "." } ? "_" + sanitized : sanitized
    }
}
