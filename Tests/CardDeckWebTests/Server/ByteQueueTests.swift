import Testing

@testable import CardDeckWeb

@Suite struct ByteQueueTests {
    /// Each length encoding's edges: 7 bits, 16 bits, 64 bits.
    @Test(arguments: [0, 1, 125, 126, 65_535, 65_536])
    func aFrameIsWrittenAsTheFrameEncodes(length: Int) {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var queue = ByteQueue()
        payload.withUnsafeBytes { queue.appendFrame(.pong, payload: $0) }
        var written: [UInt8] = []
        queue.removeFront { bytes in
            written = Array(bytes)
            return bytes.count
        }
        #expect(written == WebSocketFrame(opcode: .pong, payload: payload).encoded())
        #expect(ByteQueue.frameSize(payloadCount: length) == written.count)
    }

    @Test func offsetsCountEveryByteAppendedAndRemoved() {
        var queue = ByteQueue()
        queue.append([1, 2, 3, 4, 5])
        queue.removeFront { _ in 2 }
        queue.append([6])
        #expect(queue.startOffset == 2)
        #expect(queue.endOffset == 6)
        #expect(queue.count == 4)
        queue.removeFront { _ in 99 }  // clamped to what waits
        #expect(queue.startOffset == 6)
        #expect(queue.isEmpty)
    }
}
