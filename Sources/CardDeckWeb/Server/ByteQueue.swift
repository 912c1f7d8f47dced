/// Bytes waiting to be written, first in first out, with a cheap removal from the front.
struct ByteQueue: Sendable {
    private var storage: [UInt8] = []
    private var head = 0

    /// How many bytes wait, ≥ 0.
    var count: Int { storage.count - head }

    /// Whether no bytes wait.
    var isEmpty: Bool { head == storage.count }

    /// Appends `bytes` at the back.
    mutating func append(_ bytes: some Collection<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Calls `body` with the waiting bytes, front first; it returns how many of them it took
    /// (clamped to 0…count), and those are removed.
    ///
    /// - Parameter body: Gets the waiting bytes; returns how many to remove from the front.
    mutating func removeFront(_ body: (UnsafeRawBufferPointer) -> Int) {
        let taken = storage.withUnsafeBytes { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[head...]))
        }
        head += min(max(taken, 0), count)
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.count <= 1 << 16)
            head = 0
        } else if head >= 1 << 16, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
