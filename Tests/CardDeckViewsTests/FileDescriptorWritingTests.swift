import Glibc
import Testing

@testable import CardDeckViews

/// The write loop `LineWriter` and the terminal's `FileDescriptorOutput` share: every byte, or
/// the error that refused them, and a full descriptor decided by the caller.
@Suite("FileDescriptorWriting")
struct FileDescriptorWritingTests {
    enum Case: String, CaseIterable {
        case emptyBuffer, closedDescriptor, fullAndGivingUp, fullAndWaiting
    }

    /// A pipe whose write end is non-blocking, so 200 kB fill it (it holds 64 kB).
    private final class SmallPipe {
        let reader: Int32
        let writer: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
            _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        }

        /// Reads everything the pipe holds now.
        func drain() -> [UInt8] {
            var all: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(reader, $0.baseAddress, $0.count)
                }
                guard count > 0 else { return all }
                all += buffer[0..<count]
            }
        }

        deinit {
            close(reader)
            close(writer)
        }
    }

    @Test(arguments: Case.allCases)
    func writeAll(situation: Case) throws {
        let pipe = try SmallPipe()
        let bytes = situation == .emptyBuffer ? [] : (0..<200_000).map { UInt8($0 % 251) }
        var received: [UInt8] = []
        var fullCalls = 0
        let descriptor = situation == .closedDescriptor ? -1 : pipe.writer
        let code = bytes.withUnsafeBytes { buffer in
            FileDescriptorWriting.writeAll(buffer, to: descriptor) {
                fullCalls += 1
                guard situation == .fullAndWaiting else { return false }
                received += pipe.drain()
                return true
            }
        }
        received += pipe.drain()
        switch situation {
        case .emptyBuffer:
            #expect(code == 0 && fullCalls == 0 && received.isEmpty)
        case .closedDescriptor:
            #expect(code == EBADF && fullCalls == 0 && received.isEmpty)
        case .fullAndGivingUp:
            // What fitted went, in order; the rest was refused once.
            #expect(code == EAGAIN && fullCalls == 1)
            #expect(!received.isEmpty && received.count < bytes.count)
            #expect(received == Array(bytes[..<received.count]))
        case .fullAndWaiting:
            #expect(code == 0 && fullCalls > 0 && received == bytes)
        }
    }

    @Test("a line writer drops a line that a full descriptor refuses, without waiting")
    func lineWriterGivesUpWhenFull() throws {
        let pipe = try SmallPipe()
        let text = String(repeating: "x", count: 100_000)
        LineWriter(fileDescriptor: pipe.writer).line(text)
        let received = pipe.drain()
        #expect(!received.isEmpty && received.count < text.utf8.count + 1)
    }
}
