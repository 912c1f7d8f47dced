import Testing

@testable import CardDeckWeb

@Suite struct WebSocketFrameParserTests {
    private typealias Output = WebSocketFrameParser.Output

    /// A client frame: masked unless told otherwise.
    private static func frame(
        _ opcode: UInt8, _ payload: [UInt8], isFinal: Bool = true, masked: Bool = true,
        reservedBits: UInt8 = 0
    ) -> [UInt8] {
        RawSocketClient.frameBytes(
            opcode: opcode, payload: payload, isFinal: isFinal, masked: masked,
            reservedBits: reservedBits)
    }

    private static func text(_ text: String, isFinal: Bool = true, opcode: UInt8 = 1) -> [UInt8] {
        frame(opcode, Array(text.utf8), isFinal: isFinal)
    }

    /// Everything the parser makes of `bytes`, fed in chunks of `chunkSize` bytes.
    private static func outputs(
        _ bytes: [UInt8], chunkSize: Int = .max, maximumMessageBytes: Int = 1 << 20
    ) -> [Output] {
        var parser = WebSocketFrameParser(maximumMessageBytes: maximumMessageBytes)
        var outputs: [Output] = []
        var offset = 0
        repeat {
            let end = min(offset + min(chunkSize, bytes.count), bytes.count)
            parser.append(bytes[offset..<end])
            offset = end
            while let output = parser.next() {
                outputs.append(output)
            }
        } while offset < bytes.count
        return outputs
    }

    // MARK: - Messages

    @Test func aMaskedTextFrameIsUnmasked() {
        let bytes = Self.text("Hello")
        #expect(bytes[1] & 0x80 != 0)
        #expect(Array(bytes[6...]) != Array("Hello".utf8))
        #expect(Self.outputs(bytes) == [.text("Hello")])
    }

    /// 125 bytes fit the 7-bit length, 126 and 65,535 need 16 bits, 65,536 needs 64.
    @Test(arguments: [(0, 2), (125, 2), (126, 4), (65_535, 4), (65_536, 10)])
    func lengthEncodings(length: Int, headerBytes: Int) {
        let message = String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "")
        let bytes = Self.text(message)
        #expect(bytes.count == headerBytes + 4 + length)
        #expect(Self.outputs(bytes) == [.text(message)])
    }

    @Test func serverFramesUseTheShortestLengthAndNoMask() {
        for (length, header) in [(125, [0x81, 125]), (126, [0x81, 126, 0, 126])] {
            let frame = WebSocketFrame.text(String(repeating: "a", count: length)).encoded()
            #expect(Array(frame.prefix(header.count)) == header.map(UInt8.init))
            #expect(frame.count == header.count + length)
        }
        let long = WebSocketFrame.text(String(repeating: "a", count: 65_536)).encoded()
        #expect(Array(long.prefix(10)) == [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0])
    }

    @Test func fragmentsAreReassembled() {
        let bytes =
            Self.text("Hel", isFinal: false) + Self.text("lo, ", isFinal: false, opcode: 0)
            + Self.text("world", opcode: 0) + Self.text("next")
        #expect(Self.outputs(bytes) == [.text("Hello, world"), .text("next")])
    }

    @Test func controlFramesMayComeBetweenFragments() {
        let bytes =
            Self.text("one ", isFinal: false) + Self.frame(9, [1, 2, 3])
            + Self.frame(10, [4]) + Self.text("two", opcode: 0)
        #expect(Self.outputs(bytes) == [.ping([1, 2, 3]), .pong([4]), .text("one two")])
    }

    /// A character split between two fragments is valid once they are put together.
    @Test func aCharacterMaySpanFragments() {
        let bytes = Array("é".utf8)
        let frames =
            Self.frame(1, [bytes[0]], isFinal: false) + Self.frame(0, [bytes[1]])
        #expect(Self.outputs(frames) == [.text("é")])
    }

    @Test(arguments: [1, 2, 3, 7])
    func framesSplitAcrossTinyReads(chunkSize: Int) {
        let bytes =
            Self.text(String(repeating: "z", count: 300)) + Self.frame(9, Array("ping".utf8))
            + Self.text("a", isFinal: false) + Self.text("b", opcode: 0)
            + Self.frame(8, [0x03, 0xE8] + Array("bye".utf8))
        #expect(
            Self.outputs(bytes, chunkSize: chunkSize) == [
                .text(String(repeating: "z", count: 300)), .ping(Array("ping".utf8)),
                .text("ab"), .close(code: 1000, reason: "bye"),
            ])
    }

    @Test func closeFramesCarryTheirCodeAndReason() {
        #expect(Self.outputs(Self.frame(8, [])) == [.close(code: nil, reason: "")])
        #expect(
            Self.outputs(Self.frame(8, [0x0F, 0xA0] + Array("done".utf8)))
                == [.close(code: 4000, reason: "done")])
    }

    @Test func nothingIsTakenAfterAClose() {
        var parser = WebSocketFrameParser(maximumMessageBytes: 100)
        parser.append(Self.frame(8, [0x03, 0xE8]) + Self.text("late"))
        #expect(parser.next() == .close(code: 1000, reason: ""))
        #expect(parser.next() == nil)
        parser.append(Self.text("later"))
        #expect(parser.next() == nil)
        #expect(parser.isFinished)
    }

    // MARK: - Protocol errors

    private static let oversizedLength: [UInt8] = [0x81, 0xFF, 0, 0, 0, 0, 0x10, 0, 0, 0]

    @Test(arguments: [
        ("reserved bit", frame(1, Array("x".utf8), reservedBits: 4), UInt16(1002)),
        ("unknown data opcode", frame(3, [1]), 1002),
        ("unknown control opcode", frame(0xB, [1]), 1002),
        ("unmasked frame", frame(1, Array("hi".utf8), masked: false), 1002),
        ("control frame over 125 bytes", frame(9, [UInt8](repeating: 0, count: 126)), 1002),
        ("fragmented ping", frame(9, [1], isFinal: false), 1002),
        ("fragmented close", frame(8, [0x03, 0xE8], isFinal: false), 1002),
        ("64-bit length with its top bit set", [0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1], 1002),
        ("continuation without a start", text("x", opcode: 0), 1002),
        ("new message mid-message", text("a", isFinal: false) + text("b"), 1002),
        ("binary message", frame(2, [1, 2, 3]), 1003),
        ("invalid UTF-8", frame(1, [0x68, 0xC3, 0x28]), 1007),
        ("truncated UTF-8 at the end", frame(1, [0xE2, 0x82]), 1007),
        ("close with a one-byte payload", frame(8, [3]), 1002),
        ("close with code 1005", frame(8, [0x03, 0xED]), 1002),
        ("close with code 999", frame(8, [0x03, 0xE7]), 1002),
        ("close with code 5000", frame(8, [0x13, 0x88]), 1002),
        ("close with an invalid reason", frame(8, [0x03, 0xE8, 0xFF]), 1007),
    ])
    func protocolErrorsCloseWithTheirCode(name: String, bytes: [UInt8], code: UInt16) {
        let outputs = Self.outputs(bytes)
        guard case .failure(let actual, let reason)? = outputs.last, outputs.count == 1 else {
            Issue.record("\(name): \(outputs)")
            return
        }
        #expect(actual == code, "\(name)")
        #expect(!reason.isEmpty)
    }

    /// A message too long is refused from its header alone, its payload never sent.
    @Test func anOversizedMessageIsRefusedFromItsHeader() {
        #expect(
            Self.outputs(Self.oversizedLength, maximumMessageBytes: 1 << 20)
                == [.failure(code: 1009, reason: "message over 1048576 bytes")])
        let header16 = Array(Self.text(String(repeating: "a", count: 200)).prefix(4))
        #expect(
            Self.outputs(header16, maximumMessageBytes: 199)
                == [.failure(code: 1009, reason: "message over 199 bytes")])
        #expect(
            Self.outputs(Self.text(String(repeating: "a", count: 199)), maximumMessageBytes: 199)
                == [.text(String(repeating: "a", count: 199))])
    }

    /// The limit applies to the message once reassembled, not to each fragment.
    @Test func anOversizedFragmentedMessageIsRefused() {
        let bytes =
            Self.text(String(repeating: "a", count: 60), isFinal: false)
            + Self.text(String(repeating: "b", count: 60), opcode: 0)
        #expect(
            Self.outputs(bytes, maximumMessageBytes: 100)
                == [.failure(code: 1009, reason: "message over 100 bytes")])
        #expect(Self.outputs(bytes, maximumMessageBytes: 120).count == 1)
    }

    @Test func aFailureEndsTheStream() {
        var parser = WebSocketFrameParser(maximumMessageBytes: 100)
        parser.append(Self.frame(2, [1]) + Self.text("after"))
        #expect(parser.next() == .failure(code: 1003, reason: "binary messages are not accepted"))
        #expect(parser.next() == nil)
    }

    // MARK: - Server frames

    @Test func closeReasonsAreCutAtACharacterBoundary() {
        let frame = WebSocketFrame.close(code: 1000, reason: String(repeating: "é", count: 100))
        #expect(frame.payload.count == 124)
        #expect(String(validating: frame.payload[2...], as: UTF8.self) != nil)
        #expect(WebSocketFrame.close(code: nil).encoded() == [0x88, 0])
    }

    @Test func aClientParserReadsServerFrames() {
        var parser = WebSocketFrameParser(maximumMessageBytes: 100, expectsMaskedFrames: false)
        parser.append(WebSocketFrame.text("hi").encoded())
        parser.append(WebSocketFrame.text("masked").encoded(maskingKey: [1, 2, 3, 4]))
        #expect(parser.next() == .text("hi"))
        #expect(parser.next() == .failure(code: 1002, reason: "masked frame"))
    }
}
