import Foundation

/// Where the live demo writes the recordings the `s` key starts: a folder of the user's state,
/// never the working directory (`--record FILE` is the way to name a file there).
///
/// `$XDG_STATE_HOME/carddeck/recordings` when `XDG_STATE_HOME` is an absolute path, else
/// `$HOME/.local/state/carddeck/recordings` (the XDG Base Directory default), else, without a
/// home, `carddeck-recordings` in the system's temporary directory. The demo prints it at start
/// and creates it when it saves the first recording.
public enum RecordingFolder {
    /// The folder for an environment.
    ///
    /// - Parameters:
    ///   - environment: The process's environment; default `ProcessInfo`'s.
    ///   - temporaryDirectory: The system's temporary directory; default
    ///     `NSTemporaryDirectory()`.
    /// - Returns: An absolute path without a trailing slash.
    public static func path(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        temporaryDirectory: String = NSTemporaryDirectory()
    ) -> String {
        // The XDG specification ignores relative paths: they would point into the working
        // directory, which is what this folder exists to avoid.
        if let state = absolute(environment["XDG_STATE_HOME"]) {
            return state + "/carddeck/recordings"
        }
        if let home = absolute(environment["HOME"]) {
            return home + "/.local/state/carddeck/recordings"
        }
        return (absolute(temporaryDirectory) ?? "/tmp") + "/carddeck-recordings"
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed == "/" ? "" : trimmed
    }
}
