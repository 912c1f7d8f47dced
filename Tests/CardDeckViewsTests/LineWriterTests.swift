import CardDeckViews
import Glibc
import Synchronization
import Testing

/// Lines meant for a person reach a pipe the moment they are written.
@Suite("LineWriter")
struct LineWriterTests {
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
