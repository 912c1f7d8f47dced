/// Writes the JSON text of an inspector message, member by member, into UTF-8 bytes with no
/// intermediate values: the sections call it after frames, so it avoids `JSONSerialization`'s
/// boxes and `String`'s appends. A section may keep one writer and ``removeAll()`` it each
/// frame: its buffer is reused.
///
/// The keyed writers (`member(_:_:)`, `element(_:)`, ``beginObject()``, ``beginArray()``)
/// put the comma before a member or an element themselves; the raw writers (``append(_:)``,
/// ``key(_:)``, ``string(_:)``, ``number(_:)``, ``bool(_:)``) write exactly what they are
/// given.
public struct InspectorJSON: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the writer, keeping its buffer.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends raw JSON text, such as `{`, `,` or `"name":`.
    ///
    /// - Parameter raw: Text that is already JSON.
    public mutating func append(_ raw: String) { bytes.append(contentsOf: raw.utf8) }

    /// Appends raw JSON bytes.
    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Appends a string value: quotes, backslashes and control characters escaped, and the
    /// line and paragraph separators U+2028 and U+2029 (which end a line in older JavaScript).
    ///
    /// - Parameter value: Any string.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.contains(where: Self.mayNeedEscape) {
            escape(Array(value.utf8))
        } else {
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    private mutating func escape(_ utf8: [UInt8]) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0xE2
            where index + 1 < utf8.count && utf8[index] == 0x80
                && (utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9):
                append(utf8[index + 1] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 2
            case ..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0xF))
            default:
                bytes.append(byte)
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends a number: an integer without a fraction, any other finite value with at most
    /// four decimals, and `null` for NaN and the infinities (JSON has no spelling for them).
    ///
    /// - Parameter value: Any value.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        let scaled = (value * 10_000).rounded()
        // Below 10¹¹ a value has at most 15 significant digits with its four decimals, so its
        // digits are the ones Swift's description gives the rounded value.
        if abs(scaled) < 1e15 {
            fixed(Int64(scaled), decimals: 4)
            return
        }
        let rounded = scaled / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            integer(Int64(rounded))
        } else {
            append("\(rounded)")
        }
    }

    /// Appends an integer.
    ///
    /// - Parameter value: Any value.
    public mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(value.magnitude)
    }

    /// Appends an unsigned integer, such as a node id.
    ///
    /// - Parameter value: Any value.
    public mutating func integer(_ value: UInt64) { digits(value) }

    /// Appends `units` divided by 10^`decimals`, without trailing zeros in the fraction (and
    /// without a point when there is none left): `fixed(-1250, decimals: 2)` writes `-12.5`.
    ///
    /// - Parameters:
    ///   - units: The value in units of 10^-`decimals`.
    ///   - decimals: The decimals, 0–18.
    mutating func fixed(_ units: Int64, decimals: Int) {
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        let magnitude = units.magnitude
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(magnitude / divisor)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var width = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        digits(fraction, width: width)
    }

    /// Appends a value's decimal digits, with leading zeros up to `width` digits.
    private mutating func digits(_ value: UInt64, width: Int = 1) {
        var count = 1
        var scale: UInt64 = 1
        while count < 20, value / scale >= 10 {
            scale *= 10
            count += 1
        }
        if width > count {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count))
        }
        var rest = value
        while true {
            let digit = rest / scale
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit))
            rest -= digit * scale
            if scale == 1 { return }
            scale /= 10
        }
    }

    /// Appends `true` or `false`.
    ///
    /// - Parameter value: The value.
    public mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// Appends `"name":` before a member's value.
    ///
    /// - Parameter name: The member's name.
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }
}
