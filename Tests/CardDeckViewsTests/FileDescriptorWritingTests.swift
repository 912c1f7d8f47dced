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

    @Test(arguments: Case.allCases)
    func writeAll(situation: Case) throws {
        let pipe = try TestPipe(nonBlockingWriter: true)
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
        let pipe = try TestPipe(nonBlockingWriter: true)
        let text = String(repeating: "x", count: 100_000)
        LineWriter(fileDescriptor: pipe.writer).line(text)
        let received = pipe.drain()
        #expect(!received.isEmpty && received.count < text.utf8.count + 1)
    }
}
