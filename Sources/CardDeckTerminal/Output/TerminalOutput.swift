/// Where a ``TerminalRenderer`` writes its bytes: a real terminal's file descriptor, or a
/// buffer for headless rendering and tests.
///
/// A renderer calls ``write(_:)`` at most once per frame, with every byte of that frame, and
/// never with an empty array. An output that fails throws; the renderer records the error in
/// ``TerminalRenderer/lastError``, keeps drawing, and repaints the whole screen at the next
/// frame, since it can no longer know what the terminal shows.
@MainActor
public protocol TerminalOutput: AnyObject {
    /// Writes every byte, in order, or throws.
    ///
    /// - Parameter bytes: The bytes of one frame: UTF-8 text and escape sequences; never
    ///   empty. The array is a buffer the renderer reuses: copy what you keep.
    /// - Throws: Any error, when not every byte could be written.
    func write(_ bytes: [UInt8]) throws
}
