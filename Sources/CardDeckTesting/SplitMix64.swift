/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64), so a
/// randomized test can print its seed and be replayed exactly on any machine.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let y = random.double(in: 0...844)        // the same on every run and machine
/// let preset = random.pick([CardConfiguration.draggableCard, .fittedSheet])
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    ///
    /// - Parameter seed: Any value; 0 is as good as any other.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Returns: A value uniform over all of `UInt64`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, uniformly.
    ///
    /// - Parameter bound: The bound, ≥ 1; values below 1 count as 1 (the result is then 0).
    /// - Returns: The number.
    public mutating func int(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(max(bound, 1))))
    }

    /// A number in `range`, uniformly.
    ///
    /// - Parameter range: A finite range.
    /// - Returns: The number.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// `true` with probability `probability`.
    ///
    /// - Parameter probability: 0…1; values outside behave as the nearest end.
    /// - Returns: The outcome.
    public mutating func chance(_ probability: Double) -> Bool {
        double(in: 0...1) < probability
    }

    /// One of `choices`, uniformly.
    ///
    /// - Parameter choices: The choices; must not be empty (an empty array traps, as indexing
    ///   does).
    /// - Returns: The choice.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(below: choices.count)]
    }
}
