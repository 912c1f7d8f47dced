import CardDeckViews

/// Writes the patch JSON that ``WebPatchEncoder`` documents into memory its caller reserved,
/// byte by byte through a pointer: no array bounds or uniqueness checks, no strings built.
///
/// The caller reserves at least ``bound(of:)`` bytes for what it writes (numbers, strings and
/// styles have fixed or length-proportional upper bounds), so a drag frame's message is
/// written in one pass into the string or array that holds it.
struct WebPatchWriter {
    /// The most bytes ``number(_:)`` writes: a sign, 11 integer digits, a point and four
    /// decimals, or `Double`'s longest description (`-2.2250738585072014e-308`).
    static let numberBound = 24
    /// The most bytes ``color(_:)`` writes.
    static let colorBound = 11

    private let base: UnsafeMutablePointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    /// A writer that starts at `base`.
    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    mutating func byte(_ value: UInt8) {
        base[count] = value
        count += 1
    }

    /// Writes ASCII text as it is.
    mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        (base + count).update(from: text.utf8Start, count: length)
        count += length
    }

    /// Writes a UTF-8 string as it is.
    mutating func utf8(_ text: String) {
        for unit in text.utf8 { byte(unit) }
    }

    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        digits(UInt64(value.magnitude))
    }

    mutating func digits(_ value: UInt64) {
        if value < 10 { return byte(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)) }
        // Most significant first: count the digits, then fill them in from the back.
        var length = 1
        var rest = value / 10
        while rest != 0 {
            length += 1
            rest /= 10
        }
        var remaining = value
        var position = count + length
        while position > count {
            position -= 1
            base[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        count += length
    }

    /// A finite number in its shortest form; see ``WebPatchEncoder/number(_:)``.
    mutating func number(_ value: Double) {
        // 0 and 1 fill most of a moving element's matrix: written without the arithmetic.
        if value == 0 { return byte(UInt8(ascii: "0")) }
        if value == 1 { return byte(UInt8(ascii: "1")) }
        guard value.isFinite else { return byte(UInt8(ascii: "0")) }
        let scaled = WebStyle.rounded(value * 10_000)
        guard abs(scaled) < 1e15, scaled / 10_000 == value else { return utf8(String(value)) }
        var units = Int64(scaled)
        if units < 0 {
            byte(UInt8(ascii: "-"))
            units = -units
        }
        digits(UInt64(units / 10_000))
        var fraction = units % 10_000
        guard fraction != 0 else { return }
        byte(UInt8(ascii: "."))
        var divisor: Int64 = 1_000
        while fraction != 0 {
            byte(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Numbers separated by commas.
    mutating func numbers(_ first: Double, _ second: Double) {
        number(first)
        byte(UInt8(ascii: ","))
        number(second)
    }

    /// `"#rrggbbaa"`.
    mutating func color(_ rgba: UInt32) {
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: "#"))
        for shift in stride(from: 28, through: 0, by: -4) {
            hexDigit(UInt8((rgba >> UInt32(shift)) & 0xF))
        }
        byte(UInt8(ascii: "\""))
    }

    private mutating func hexDigit(_ nibble: UInt8) {
        byte(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
    }

    /// The most bytes ``string(_:)`` writes for a string: six per UTF-8 unit and the quotes.
    static func stringBound(_ value: String) -> Int { value.utf8.count * 6 + 2 }

    /// A JSON string: quotes, backslashes and control characters escaped, as are U+2028 and
    /// U+2029 (which end a line in older JavaScript).
    mutating func string(_ value: String) {
        byte(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                raw("\\u")
                for shift in stride(from: 12, through: 0, by: -4) {
                    hexDigit(UInt8((scalar.value >> UInt32(shift)) & 0xF))
                }
            default: UTF8.encode(scalar) { byte($0) }
            }
        }
        byte(UInt8(ascii: "\""))
    }
}
