/// Writes the JSON text of an inspector message, member by member, with no intermediate
/// values: the sections call it after frames, so it avoids `JSONSerialization`'s boxes.
public struct InspectorJSON: Sendable {
    /// The text written so far.
    public private(set) var text = ""

    /// An empty writer.
    public init() {}

    /// Appends raw JSON text, such as `{`, `,` or `"name":`.
    ///
    /// - Parameter raw: Text that is already JSON.
    public mutating func append(_ raw: String) { text += raw }

    /// Appends a string value: quotes, backslashes and control characters escaped.
    ///
    /// - Parameter value: Any string.
    public mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// Appends a number: an integer without a fraction, any other finite value with at most
    /// four decimals, and `null` for NaN and the infinities (JSON has no spelling for them).
    ///
    /// - Parameter value: Any value.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            text += "null"
            return
        }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            text += String(Int64(rounded))
        } else {
            text += "\(rounded)"
        }
    }

    /// Appends `true` or `false`.
    ///
    /// - Parameter value: The value.
    public mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

    /// Appends `"name":` before a member's value.
    ///
    /// - Parameter name: The member's name.
    public mutating func key(_ name: String) {
        string(name)
        text += ":"
    }
}
