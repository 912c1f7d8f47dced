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
/// requires. The encoder writes bytes in one pass into storage reserved for the message's
/// upper bound, and numbers (which styles quantize to at most four decimals) as fixed-point
/// digits, not through `Double`'s description. ``message(_:frame:)`` allocates only the
/// string it returns; ``encode(_:frame:into:)`` writes the same bytes into a buffer its caller
/// keeps from frame to frame (as an encoder refilled with ``encode(_:frame:)`` does), and
/// allocates nothing once the buffer has grown to the largest message.
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

    /// Encodes one patch message.
    ///
    /// - Parameters:
    ///   - operations: The operations, in order.
    ///   - frame: The window's frame number the patch brings the page to.
    /// - Returns: The JSON text.
    public static func message(_ operations: [WebPatchOperation], frame: Int) -> String {
        guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else {
            var encoder = WebPatchEncoder()
            encoder.encode(operations, frame: frame)
            return encoder.text
        }
        return String(unsafeUninitializedCapacity: bound(of: operations)) { buffer in
            var writer = WebPatchWriter(buffer.baseAddress!)
            writer.message(operations, frame: frame)
            return writer.count
        }
    }

    /// Replaces ``bytes`` with one patch message, the same bytes as
    /// ``message(_:frame:)``'s text, reusing their storage.
    ///
    /// - Parameters:
    ///   - operations: The operations, in order.
    ///   - frame: The window's frame number the patch brings the page to.
    public mutating func encode(_ operations: [WebPatchOperation], frame: Int) {
        Self.encode(operations, frame: frame, into: &bytes)
    }

    /// Replaces a buffer's contents with one patch message, the same UTF-8 bytes as
    /// ``message(_:frame:)``'s text, reusing the buffer's storage.
    ///
    /// A sender that keeps one buffer for its patches (and no other copy of it) allocates
    /// nothing per message once the buffer's capacity has reached the largest message: a steady
    /// drag encodes every frame in place.
    ///
    /// ```swift
    /// var outgoing: [UInt8] = []
    /// WebPatchEncoder.encode(host.takePatch(), frame: window.frameCount, into: &outgoing)
    /// try connection.send(outgoing)
    /// ```
    ///
    /// - Parameters:
    ///   - operations: The operations, in order.
    ///   - frame: The window's frame number the patch brings the page to.
    ///   - buffer: Where the message goes; its previous contents are dropped, its capacity kept.
    public static func encode(
        _ operations: [WebPatchOperation], frame: Int, into buffer: inout [UInt8]
    ) {
        buffer.removeAll(keepingCapacity: true)
        append(bound: bound(of: operations), to: &buffer) { $0.message(operations, frame: frame) }
    }

    /// Appends one operation.
    ///
    /// - Parameter operation: The operation.
    public mutating func write(_ operation: WebPatchOperation) {
        writing(bound: WebPatchWriter.bound(of: operation)) { $0.operation(operation) }
    }

    /// Appends a style's fields as a JSON object.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - fields: The fields to write.
    public mutating func write(_ style: WebStyle, _ fields: WebStyle.Fields) {
        writing(bound: WebPatchWriter.bound(of: style, fields)) { $0.style(style, fields) }
    }

    /// A finite number in its shortest form; an integer without a fraction. A number with at
    /// most four decimals (every style value) is written as fixed-point digits; any other
    /// through `Double`'s description.
    mutating func number(_ value: Double) {
        writing(bound: WebPatchWriter.numberBound) { $0.number(value) }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    mutating func string(_ value: String) {
        writing(bound: WebPatchWriter.stringBound(value)) { $0.string(value) }
    }

    /// The most bytes a message of these operations takes.
    private static func bound(of operations: [WebPatchOperation]) -> Int {
        var total = 64
        operations.withUnsafeBufferPointer { operations in
            for index in operations.indices {
                total += 1 + WebPatchWriter.bound(of: operations[index])
            }
        }
        return total
    }

    /// Appends what `body` writes, at most `bound` bytes.
    private mutating func writing(bound: Int, _ body: (inout WebPatchWriter) -> Void) {
        Self.append(bound: bound, to: &bytes, body)
    }

    /// Appends to a buffer what `body` writes, at most `bound` bytes.
    private static func append(
        bound: Int, to bytes: inout [UInt8], _ body: (inout WebPatchWriter) -> Void
    ) {
        let start = bytes.count
        // An array has no uninitialized tail to write into: zeros stand in, and what the
        // writer leaves unused goes again.
        bytes.append(contentsOf: repeatElement(0, count: bound))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            var writer = WebPatchWriter(buffer.baseAddress! + start)
            body(&writer)
            return writer.count
        }
        bytes.removeLast(bound - written)
    }
}

extension WebPatchWriter {
    /// Writes `{"t":"patch","f":FRAME,"ops":[…]}`.
    mutating func message(_ operations: [WebPatchOperation], frame: Int) {
        messageStart(frame: frame)
        // Read through the buffer, not the array: each drag frame's operations cost fewer
        // instructions that way (no check of the array's storage per operation).
        operations.withUnsafeBufferPointer { operations in
            for index in operations.indices {
                if index > 0 { byte(UInt8(ascii: ",")) }
                operation(operations[index])
            }
        }
        messageEnd()
    }

    /// Writes `{"t":"patch","f":FRAME,"ops":[`, what precedes a message's operations.
    mutating func messageStart(frame: Int) {
        raw("{\"t\":\"patch\",\"f\":")
        integer(frame)
        raw(",\"ops\":[")
    }

    /// Writes `]}`, what follows a message's operations.
    mutating func messageEnd() {
        raw("]}")
    }
}
