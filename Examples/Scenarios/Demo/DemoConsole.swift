import CardDeckViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the examples read their situation from and write their text: the process's standard
/// streams, or a stand-in in tests.
public struct DemoConsole: Sendable {
    /// Whether standard input is a terminal.
    public var inputIsTerminal: Bool
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// Writes text to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void

    /// Creates a console.
    ///
    /// - Parameters:
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - write: Writes to standard output.
    ///   - writeError: Writes to standard error.
    public init(
        inputIsTerminal: Bool, outputIsTerminal: Bool,
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.write = write
        self.writeError = writeError
    }

    /// The process's own standard streams.
    public static var standard: DemoConsole {
        DemoConsole(
            inputIsTerminal: isatty(STDIN_FILENO) != 0,
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            write: LineWriter.standardOutput.write,
            writeError: LineWriter.standardError.write)
    }

    /// Whether the demo could run live: both standard input and output are terminals.
    public var isInteractive: Bool { inputIsTerminal && outputIsTerminal }
}
