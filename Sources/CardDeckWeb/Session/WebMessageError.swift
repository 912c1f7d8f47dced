/// Why a page's message was refused. The session answers with an `error` message (or, for
/// text that is not JSON, closes the connection with code 1007) and keeps the window as it
/// was.
public enum WebMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a JSON object.
    case invalidJSON(String)
    /// The type `t` is not one the session knows.
    case unknownType(String)
    /// A field the type needs is missing.
    case missingField(String)
    /// A field has the wrong type or a value out of range.
    case invalidField(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidJSON(let why): "invalid JSON: \(why)"
        case .unknownType(let type): "unknown message type '\(type)'"
        case .missingField(let name): "missing field '\(name)'"
        case .invalidField(let name): "invalid field '\(name)'"
        }
    }
}
