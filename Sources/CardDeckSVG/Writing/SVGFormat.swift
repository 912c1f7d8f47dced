import CardDeckViews

/// How numbers, colours and text are spelled in the documents, so that the same tree always
/// gives the same bytes.
enum SVGFormat {
    /// The largest magnitude written, in points; beyond it values are clamped. Far outside any
    /// window, and small enough that the fixed-point conversion cannot overflow.
    static let limit = 1e9

    /// Writes a number with at most `decimals` decimals and no trailing zeros: `16`, `0.5`,
    /// `-3.25`. NaN becomes `0`, infinities and magnitudes past ``limit`` become ±``limit``,
    /// and a value that rounds to zero is `0`, never `-0`.
    ///
    /// - Parameters:
    ///   - value: Any number.
    ///   - decimals: The number of decimals kept, 0…6; default 2.
    /// - Returns: The number as SVG writes it.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded())
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    /// Writes an opacity, clamped into 0…1, with three decimals.
    ///
    /// - Parameter value: Any number; NaN becomes 0.
    /// - Returns: The opacity as SVG writes it.
    static func opacity(_ value: Double) -> String {
        number(value.isNaN ? 0 : min(max(value, 0), 1), decimals: 3)
    }

    /// Writes a colour's red, green and blue components as `#RRGGBB`, clamped into 0…1 first.
    ///
    /// - Parameter color: Any colour, including one out of range after arithmetic.
    /// - Returns: Six upper-case hex digits after a `#`.
    static func hex(_ color: Color) -> String {
        let clamped = color.clamped
        var text = "#"
        for component in [clamped.red, clamped.green, clamped.blue] {
            let byte = Int((component * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            text += digits.count == 1 ? "0" + digits : digits
        }
        return text
    }

    /// Escapes text for XML content and attribute values.
    ///
    /// The five markup characters become entities; characters XML 1.0 does not allow (most
    /// control characters, U+FFFE and U+FFFF) become U+FFFD, so the document always parses.
    /// Everything else, emoji included, is kept as UTF-8.
    ///
    /// - Parameter text: Any string.
    /// - Returns: The escaped string.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let isAllowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
