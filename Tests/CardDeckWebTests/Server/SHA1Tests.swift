import Foundation
import Testing

@testable import CardDeckWeb

@Suite struct SHA1Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// FIPS 180 / RFC 3174 test vectors.
    @Test(arguments: [
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
        ),
        ("The quick brown fox jumps over the lazy dog", "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"),
    ])
    func standardVectors(message: String, digest: String) {
        #expect(Self.hex(SHA1.digest(Array(message.utf8))) == digest)
    }

    @Test func oneMillionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(Self.hex(SHA1.digest(message)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// Lengths around the padding boundaries (55 and 56 bytes need one block and two; 119 and
    /// 120 two and three), against Python's hashlib.
    @Test(arguments: [
        (55, "cef734ba81a024479e09eb5a75b6ddae62e6abf1"),
        (56, "901305367c259952f4e7af8323f480d59f81335b"),
        (63, "0ddc4e0cccd9a12850deb5abb0853a4425559fec"),
        (64, "bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163"),
        (65, "78c741ddc482e4cdf8c474a0876347a0905b6233"),
        (119, "4300320394f7ee239bcdce7d3b8bcee173a0cd5c"),
        (120, "ceb2821639c4b6dcb10bce0e522ca2e608ce056d"),
    ])
    func paddingBoundaries(length: Int, digest: String) {
        let message = [UInt8](repeating: UInt8(ascii: "x"), count: length)
        #expect(Self.hex(SHA1.digest(message)) == digest)
    }
}
