/// Bytes waiting to be written, first in first out, with a cheap removal from the front.
///
/// Appending costs what is appended (amortized), never a copy of what waits, as long as the
/// queue is mutated in place: one reference to its storage, e.g.
/// `state.outbound[id]!.queue.append(…)`, not a copy taken out of a dictionary and put back.
struct ByteQueue: Sendable {
    private var storage: [UInt8] = []
    private var head = 0
    /// Bytes ever removed from the front: the offset of the first waiting byte in the
    /// stream of every byte ever appended, ≥ 0.
    private(set) var startOffset = 0

    /// How many bytes wait, ≥ 0.
    var count: Int { storage.count - head }

    /// Whether no bytes wait.
    var isEmpty: Bool { head == storage.count }

    /// The offset just past the last waiting byte in the stream of every byte ever appended.
    var endOffset: Int { startOffset + count }

    /// Appends `bytes` at the back.
    mutating func append(_ bytes: some Collection<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Appends one unmasked, final WebSocket frame: its header, then `payload`, without an
    /// intermediate array.
    ///
    /// - Parameters:
    ///   - opcode: The frame's kind.
    ///   - payload: The payload, of any length.
    mutating func appendFrame(_ opcode: WebSocketFrame.Opcode, payload: UnsafeRawBufferPointer) {
        let length = payload.count
        storage.append(0x80 | opcode.rawValue)
        if length <= 125 {
            storage.append(UInt8(length))
        } else if length <= 0xFFFF {
            storage.append(126)
            storage.append(UInt8(length >> 8))
            storage.append(UInt8(length & 0xFF))
        } else {
            storage.append(127)
            for shift in stride(from: 56, through: 0, by: -8) {
                storage.append(UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(shift)))
            }
        }
        storage.append(contentsOf: payload)
    }

    /// The size on the wire of a frame with `payloadCount` bytes of payload, as
    /// ``appendFrame(_:payload:)`` writes it.
    static func frameSize(payloadCount: Int) -> Int {
        payloadCount + (payloadCount <= 125 ? 2 : payloadCount <= 0xFFFF ? 4 : 10)
    }

    /// Calls `body` with the waiting bytes, front first; it returns how many of them it took
    /// (clamped to 0…count), and those are removed.
    ///
    /// - Parameter body: Gets the waiting bytes; returns how many to remove from the front.
    mutating func removeFront(_ body: (UnsafeRawBufferPointer) -> Int) {
        let taken = storage.withUnsafeBytes { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[head...]))
        }
        let removed = min(max(taken, 0), count)
        head += removed
        startOffset += removed
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.count <= 1 << 16)
            head = 0
        } else if head >= 1 << 16, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
