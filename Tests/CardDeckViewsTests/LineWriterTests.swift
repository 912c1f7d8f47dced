import CardDeckViews
import Glibc
import Synchronization
import Testing

/// Lines meant for a person reach a pipe the moment they are written.
@Suite("LineWriter")
struct LineWriterTests {
    /// A pipe, its read end non-blocking so a test can see what is there now without waiting.
    private struct TestPipe: ~Copyable {
        let reader: Int32
        let writer: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        }

        /// What the pipe holds now, without waiting for more.
        func available() -> String {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
        }

        deinit {
            close(reader)
            close(writer)
        }
    }

    @Test("a line is in the pipe when line(_:) returns, before anything else is written")
    func unbuffered() throws {
        let pipe = try TestPipe()
        let writer = LineWriter(fileDescriptor: pipe.writer)
        writer.line("CardDeck is live at http://127.0.0.1:8390/?token=6f1c")
        #expect(pipe.available() == "CardDeck is live at http://127.0.0.1:8390/?token=6f1c\n")
        writer("Recordings go to /tmp/recordings")
        #expect(pipe.available() == "Recordings go to /tmp/recordings\n")
    }

    @Test("a long line is written whole")
    func long() throws {
        let pipe = try TestPipe()
        let text = String(repeating: "é", count: 1_500)
        LineWriter(fileDescriptor: pipe.writer).line(text)
        #expect(pipe.available() == text + "\n")
    }

    @Test("a descriptor that refuses the bytes drops them; the app carries on")
    func refused() {
        LineWriter(fileDescriptor: -1).line("nobody reads this")
    }

    @Test(
        "line(_:) and callAsFunction hand the sink the text and one line break",
        arguments: [("", "\n"), ("Open http://x", "Open http://x\n"), ("a\nb", "a\nb\n")])
    func sink(text: String, written: String) {
        let lines = Mutex<[String]>([])
        let writer = LineWriter { text in lines.withLock { $0.append(text) } }
        writer.line(text)
        writer(text)
        #expect(lines.withLock { $0 } == [written, written])
    }
}
