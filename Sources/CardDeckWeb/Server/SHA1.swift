/// The SHA-1 digest (FIPS 180-4), for the WebSocket handshake's `Sec-WebSocket-Accept`.
///
/// SHA-1 is broken for signatures; RFC 6455 uses it only to show that the server understood
/// the handshake, which needs no collision resistance. Not for anything else.
enum SHA1 {
    /// The 20-byte digest of `bytes`.
    ///
    /// - Parameter bytes: The message, any length.
    /// - Returns: The digest, 20 bytes, big-endian words.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
        )
        var message = Array(bytes)
        let bitLength = UInt64(truncatingIfNeeded: message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 {
            message.append(0)
        }
        for shift in stride(from: 56, through: 0, by: -8) {
            message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var schedule = [UInt32](repeating: 0, count: 80)
        message.withUnsafeBufferPointer { message in
            schedule.withUnsafeMutableBufferPointer { words in
                for blockStart in stride(from: 0, to: message.count, by: 64) {
                    compress(message, at: blockStart, words: words, state: &state)
                }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            for shift in stride(from: 24, through: 0, by: -8) {
                digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
            }
        }
        return digest
    }

    /// Folds one 64-byte block starting at `start` into `state`; `words` is the 80-word
    /// message schedule, reused between blocks.
    private static func compress(
        _ message: UnsafeBufferPointer<UInt8>, at start: Int,
        words: UnsafeMutableBufferPointer<UInt32>,
        state: inout (UInt32, UInt32, UInt32, UInt32, UInt32)
    ) {
        for index in 0..<16 {
            let offset = start + index * 4
            words[index] =
                UInt32(message[offset]) << 24 | UInt32(message[offset + 1]) << 16
                | UInt32(message[offset + 2]) << 8 | UInt32(message[offset + 3])
        }
        for index in 16..<80 {
            let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
            words[index] = rotateLeft(mixed, by: 1)
        }
        var (a, b, c, d, e) = state
        for index in 0..<80 {
            let function: UInt32
            let constant: UInt32
            switch index {
            case 0..<20:
                function = (b & c) | (~b & d)
                constant = 0x5A82_7999
            case 20..<40:
                function = b ^ c ^ d
                constant = 0x6ED9_EBA1
            case 40..<60:
                function = (b & c) | (b & d) | (c & d)
                constant = 0x8F1B_BCDC
            default:
                function = b ^ c ^ d
                constant = 0xCA62_C1D6
            }
            let next = rotateLeft(a, by: 5) &+ function &+ e &+ constant &+ words[index]
            e = d
            d = c
            c = rotateLeft(b, by: 30)
            b = a
            a = next
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }

    private static func rotateLeft(_ value: UInt32, by count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
