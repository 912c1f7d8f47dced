import CardDeckMotion
import CardDeckViews

/// How values are written in Swift source: each function returns an expression that, compiled
/// where the value's type is known, builds a value equal to the one given.
///
/// Numbers are written in their shortest exact form (`16`, `0.85`, `1e-05`); a value that an
/// initializer computes (a spring's response) is written as the shortest argument that gives
/// the same stored value back.
package enum SwiftSpelling {
    /// A `Double`: the shortest text that reads back as exactly this value, without a
    /// trailing `.0`; `.nan`, `.infinity` and `-.infinity` for the others.
    ///
    /// - Parameter value: Any value.
    /// - Returns: A Swift expression of type `Double`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// The shortest decimal near `value` that `matches` accepts: `value` rounded to 0, 1, 2…
    /// decimal places (or significant digits, for large values) in turn, then `value` itself.
    ///
    /// - Parameters:
    ///   - value: A finite value.
    ///   - matches: Whether a candidate gives back what `value` stands for.
    /// - Returns: The first candidate accepted, or `nil`.
    static func shortest(_ value: Double, where matches: (Double) -> Bool) -> Double? {
        guard value.isFinite else { return matches(value) ? value : nil }
        var scale = 1.0
        // Powers of ten up to 10^22 are exact, so each candidate is the double nearest the
        // decimal it stands for.
        for _ in 0...22 {
            let scaled = (value * scale).rounded()
            if scaled.isFinite {
                let candidate = scaled / scale
                if matches(candidate) { return candidate }
            }
            scale *= 10
        }
        return matches(value) ? value : nil
    }

    /// A `String` literal, escaped.
    ///
    /// - Parameter text: Any text.
    /// - Returns: A string literal.
    static func string(_ text: String) -> String { String(reflecting: text) }

    /// A `Bool`.
    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// An optional value: `nil`, or what `spell` writes.
    static func optional<Value>(_ value: Value?, _ spell: (Value) -> String) -> String {
        value.map(spell) ?? "nil"
    }

    /// A `Color`: a named colour (`.white`), `Color(white:alpha:)` for a grey with a short
    /// brightness, `Color(hex:alpha:)` when its components are whole bytes, `Color(white:alpha:)`
    /// for any other grey, else `Color(red:green:blue:alpha:)`; the alpha is left out when it
    /// is 1.
    static func color(_ color: Color) -> String {
        let named: [(String, Color)] = [
            (".white", .white), (".black", .black), (".clear", .clear),
            (".systemBlue", .systemBlue), (".systemRed", .systemRed),
            (".systemGray", .systemGray),
            (".secondarySystemBackground", .secondarySystemBackground),
        ]
        if let name = named.first(where: { $0.1 == color })?.0 { return name }
        let alpha = color.alpha == 1 ? "" : ", alpha: \(number(color.alpha))"
        let isGrey = color.red == color.green && color.green == color.blue
        // A grey a person would write as a short brightness (0.2), else as design tools do.
        if isGrey, number(color.red).count <= 6 {
            return "Color(white: \(number(color.red))\(alpha))"
        }
        let bytes = [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
        if bytes.allSatisfy({ $0 >= 0 && $0 <= 255 }) {
            let hex = bytes.reduce(0) { $0 << 8 | UInt32($1) }
            if Color(hex: hex, alpha: color.alpha) == color {
                let digits = String(hex, radix: 16, uppercase: true)
                return
                    "Color(hex: 0x\(String(repeating: "0", count: 6 - digits.count))\(digits)\(alpha))"
            }
        }
        if isGrey {
            return "Color(white: \(number(color.red))\(alpha))"
        }
        return "Color(red: \(number(color.red)), green: \(number(color.green)), "
            + "blue: \(number(color.blue))\(alpha))"
    }

    /// A `Rect`, as `Rect(x:y:width:height:)`.
    static func rect(_ rect: Rect) -> String {
        "Rect(x: \(number(rect.origin.x)), y: \(number(rect.origin.y)), "
            + "width: \(number(rect.size.width)), height: \(number(rect.size.height)))"
    }

    /// Arguments `label: value`, joined, for those whose value differs from the default.
    static func arguments(_ arguments: [(label: String, value: String, isDefault: Bool)])
        -> String
    {
        arguments.filter { !$0.isDefault }.map { "\($0.label): \($0.value)" }.joined(
            separator: ", ")
    }
}
