/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64), so a
/// randomized test can print its seed and be replayed exactly on any machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func int(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }

    /// A number in `range`, uniformly.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        double(in: 0...1) < probability
    }

    /// One of `choices`, uniformly; `choices` must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(below: choices.count)]
    }
}
