/// A direct-mapped table from packed colours to palette entries: each colour has one slot
/// (Fibonacci hashing of its 24 bits), which holds the last colour stored there.
struct PaletteCacheTable: Sendable {
    /// How many slots: 4,096.
    static let slotCount = 4_096
    /// A key no colour has (colours are 24 bits).
    private static let empty = UInt32.max

    private var keys = [UInt32](repeating: PaletteCacheTable.empty, count: slotCount)
    private var values = [UInt8](repeating: 0, count: slotCount)

    /// The slot of a packed colour.
    static func slot(of key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 2_654_435_769) >> 20) & (slotCount - 1)
    }

    /// The entry stored for `key` in `slot`, if that slot holds it.
    func value(at slot: Int, for key: UInt32) -> UInt8? {
        keys[slot] == key ? values[slot] : nil
    }

    /// Stores `value` for `key` in `slot`, replacing whatever was there.
    mutating func store(_ value: UInt8, at slot: Int, for key: UInt32) {
        keys[slot] = key
        values[slot] = value
    }
}
