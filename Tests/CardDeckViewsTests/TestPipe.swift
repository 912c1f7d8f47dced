import Glibc
import Testing

/// A pipe for the write tests, its read end non-blocking so a test can see what is there now
/// without waiting; optionally its write end too, so 200 kB fill it (it holds 64 kB).
final class TestPipe {
    let reader: Int32
    let writer: Int32

    init(nonBlockingWriter: Bool = false) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        reader = ends[0]
        writer = ends[1]
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        if nonBlockingWriter { _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) }
    }

    /// Everything the pipe holds now, without waiting for more.
    func drain() -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            guard count > 0 else { return all }
            all += buffer[0..<count]
        }
    }

    /// What the pipe holds now, as text.
    func available() -> String { String(decoding: drain(), as: UTF8.self) }

    deinit {
        close(reader)
        close(writer)
    }
}
