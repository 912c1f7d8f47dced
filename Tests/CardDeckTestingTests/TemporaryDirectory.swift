import Foundation

/// A fresh, uniquely named directory under the system's temporary directory.
///
/// Use ``withTemporaryDirectory(_:)``, which removes it afterwards, so parallel tests never
/// share files and nothing is left behind.
struct TemporaryDirectory {
    /// The directory's absolute path; it exists while the body runs.
    let path: String

    /// The path of `components` inside the directory; nothing is created.
    func path(_ components: String...) -> String {
        ([path] + components).joined(separator: "/")
    }

    /// Writes `contents` as UTF-8 at `path`, creating its parent directories.
    func write(_ contents: String, to path: String) throws {
        try write(Data(contents.utf8), to: path)
    }

    /// Writes raw bytes at `path`, creating its parent directories.
    func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The UTF-8 contents of the file at `path`, or `nil` when there is none.
    func contents(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Whether anything, file or directory, exists at `path`.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}

/// Runs `body` with a new temporary directory, then removes the directory and its contents.
func withTemporaryDirectory(_ body: (TemporaryDirectory) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("CardDeckTestingTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(TemporaryDirectory(path: path))
}
