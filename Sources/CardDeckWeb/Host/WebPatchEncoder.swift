import CardDeckViews

/// Writes patches as the compact JSON the page's runtime reads:
/// `{"t":"patch","f":FRAME,"ops":[OPERATION,…]}`, each operation an array (see
/// ``WebPatchOperation``) and each style a JSON object of the changed fields under their keys
/// (see ``WebStyle/Field``):
///
/// | key | value |
/// |-----|-------|
/// | `t` | `[a, b, c, d, tx, ty]` |
/// | `z` | `[width, height]` |
/// | `o` | `[x, y]` |
/// | `a` | opacity |
/// | `h` | `1` hidden, `0` shown |
/// | `b` | `"#rrggbbaa"` or `null` |
/// | `r` | `[topLeft, topRight, bottomRight, bottomLeft]` |
/// | `c` | `1` clips, `0` not |
/// | `s` | `[x, y, blur, "#rrggbbaa"]` or `null` |
/// | `k` | `[width, "#rrggbbaa"]` or `null` |
/// | `x` | `[string, fontSize, bold 1/0, "#rrggbbaa", "l" / "c" / "t"]` or `null` |
///
/// Numbers are written in their shortest form (`120.5`, `3`); strings are escaped as JSON
/// requires. The encoder writes bytes, and numbers (which styles quantize to at most four
/// decimals) as fixed-point digits, not through `Double`'s description: a drag frame's patch
/// costs a few microseconds.
public struct WebPatchEncoder: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty encoder.
    public init() {}

    /// Appends text as it is.
    mutating func append(_ raw: String) {
        bytes.append(contentsOf: raw.utf8)
    }

    private mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    private mutating func integer(_ value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            return digits(UInt64(value.magnitude))
        }
        digits(UInt64(value))
    }

    private mutating func digits(_ value: UInt64) {
        guard value >= 10 else { return append(UInt8(ascii: "0") + UInt8(value)) }
        digits(value / 10)
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Encodes one patch message.
    ///
    /// - Parameters:
    ///   - operations: The operations, in order.
    ///   - frame: The window's frame number the patch brings the page to.
    /// - Returns: The JSON text.
    public static func message(_ operations: [WebPatchOperation], frame: Int) -> String {
        var encoder = WebPatchEncoder()
        encoder.bytes.reserveCapacity(64 + operations.count * 64)
        encoder.append("{\"t\":\"patch\",\"f\":")
        encoder.integer(frame)
        encoder.append(",\"ops\":[")
        for (index, operation) in operations.enumerated() {
            if index > 0 { encoder.append(UInt8(ascii: ",")) }
            encoder.write(operation)
        }
        encoder.append("]}")
        return encoder.text
    }

    /// Appends one operation.
    ///
    /// - Parameter operation: The operation.
    public mutating func write(_ operation: WebPatchOperation) {
        switch operation {
        case .reset(let size):
            append("[\"R\",")
            number(size.width)
            append(",")
            number(size.height)
            append("]")
        case .resize(let size):
            append("[\"W\",")
            number(size.width)
            append(",")
            number(size.height)
            append("]")
        case .insert(let id, let parent, let index, let style, let fields):
            append("[\"i\",")
            digits(id)
            append(UInt8(ascii: ","))
            digits(parent)
            append(UInt8(ascii: ","))
            integer(index)
            append(UInt8(ascii: ","))
            write(style, fields)
            append(UInt8(ascii: "]"))
        case .move(let id, let parent, let index):
            append("[\"m\",")
            digits(id)
            append(UInt8(ascii: ","))
            digits(parent)
            append(UInt8(ascii: ","))
            integer(index)
            append(UInt8(ascii: "]"))
        case .remove(let id):
            append("[\"r\",")
            digits(id)
            append(UInt8(ascii: "]"))
        case .update(let id, let style, let fields):
            append("[\"u\",")
            digits(id)
            append(UInt8(ascii: ","))
            write(style, fields)
            append(UInt8(ascii: "]"))
        case .aria(let id, let attributes):
            append("[\"a\",")
            digits(id)
            append(",{")
            for (index, attribute) in attributes.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                string(attribute.name)
                append(UInt8(ascii: ":"))
                if let value = attribute.value { string(value) } else { append("null") }
            }
            append("}]")
        case .announce(let message):
            append("[\"L\",")
            string(message)
            append(UInt8(ascii: "]"))
        }
    }

    /// Appends a style's fields as a JSON object.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - fields: The fields to write.
    public mutating func write(_ style: WebStyle, _ fields: WebStyle.Fields) {
        append("{")
        var first = true
        for field in WebStyle.Field.ordered where fields.contains(field) {
            if !first { append(",") }
            first = false
            append(UInt8(ascii: "\""))
            append(field.key)
            append("\":")
            write(field, of: style)
        }
        append("}")
    }

    /// Four numbers separated by commas (no brackets, no array built).
    private mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        number(a)
        append(UInt8(ascii: ","))
        number(b)
        append(UInt8(ascii: ","))
        number(c)
        append(UInt8(ascii: ","))
        number(d)
    }

    private mutating func write(_ field: WebStyle.Field, of style: WebStyle) {
        switch field {
        case .matrix:
            let m = style.matrix
            append(UInt8(ascii: "["))
            numbers(m.a, m.b, m.c, m.d)
            append(UInt8(ascii: ","))
            pair(m.tx, m.ty, brackets: false)
            append(UInt8(ascii: "]"))
        case .size: pair(style.size.width, style.size.height)
        case .origin: pair(style.origin.x, style.origin.y)
        case .opacity: number(style.opacity)
        case .isHidden: append(style.isHidden ? "1" : "0")
        case .background:
            if let color = style.background { self.color(color) } else { append("null") }
        case .radii:
            let r = style.radii
            append(UInt8(ascii: "["))
            numbers(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft)
            append(UInt8(ascii: "]"))
        case .clips: append(style.clips ? "1" : "0")
        case .shadow:
            guard let shadow = style.shadow else { return append("null") }
            append("[")
            number(shadow.x)
            append(",")
            number(shadow.y)
            append(",")
            number(shadow.blur)
            append(",")
            color(shadow.color)
            append("]")
        case .border:
            guard let border = style.border else { return append("null") }
            append("[")
            number(border.width)
            append(",")
            color(border.color)
            append("]")
        case .text:
            guard let label = style.text else { return append("null") }
            append("[")
            string(label.string)
            append(",")
            number(label.fontSize)
            append(label.isBold ? ",1," : ",0,")
            color(label.color)
            switch label.alignment {
            case .leading: append(",\"l\"]")
            case .center: append(",\"c\"]")
            case .trailing: append(",\"t\"]")
            }
        }
    }

    private mutating func pair(_ first: Double, _ second: Double, brackets: Bool = true) {
        if brackets { append(UInt8(ascii: "[")) }
        number(first)
        append(UInt8(ascii: ","))
        number(second)
        if brackets { append(UInt8(ascii: "]")) }
    }

    /// A finite number in its shortest form; an integer without a fraction. A number with at
    /// most four decimals (every style value) is written as fixed-point digits; any other
    /// through `Double`'s description.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return append(UInt8(ascii: "0")) }
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e15, scaled / 10_000 == value else { return append(String(value)) }
        var units = Int64(scaled)
        if units < 0 {
            append(UInt8(ascii: "-"))
            units = -units
        }
        digits(UInt64(units / 10_000))
        var fraction = units % 10_000
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var divisor: Int64 = 1_000
        while fraction != 0 {
            append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    private mutating func color(_ rgba: UInt32) {
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: "#"))
        for shift in stride(from: 28, through: 0, by: -4) {
            let nibble = UInt8((rgba >> UInt32(shift)) & 0xF)
            append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
        append(UInt8(ascii: "\""))
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    mutating func string(_ value: String) {
        append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        append(UInt8(ascii: "\""))
    }
}
