import CardDeckViews
import Foundation

/// A message a page sends, read from its JSON text.
///
/// Every message is a JSON object with a type `t`, and may carry `n`, the page's
/// `performance.now()` when it sent it, in milliseconds:
///
/// | `t` | fields | meaning |
/// |-----|--------|---------|
/// | `p` | `k` (`b` began, `m` moved, `e` ended, `c` cancelled), `id`, `x`, `y` (window points), `ts` (`event.timeStamp`, ms) | a pointer |
/// | `k` | `key`, `shift`, `alt`, `ctrl` | a key |
/// | `size` | `w`, `h` (CSS pixels) | the viewport's size |
/// | `kb` | `top` (window points; absent while hidden) | where a virtual keyboard's top is, from the visual viewport |
/// | `ack` | `f` | the page applied the patch of frame `f` |
/// | `inspect` | | asks for the engine's frames of named nodes |
/// | `focus` | `id` (a node id, an integer 0…2⁵³), `edit` (optional, `true` when DOM focus went into a text field's input) | DOM focus moved to that node's element |
/// | `i.…` | any | a command for the session's inspector (``WebSession/inspector``) |
public enum WebClientMessage: Hashable, Sendable {
    /// A pointer event in window points, at the page's time (milliseconds).
    case pointer(
        phase: PointerEvent.Phase, pointerID: Int, location: Point, pageTime: Double?)
    /// A key.
    case key(WebKey)
    /// The viewport's size in CSS pixels.
    case viewport(Size)
    /// Where the browser's virtual keyboard begins, in window points from the window's top, as
    /// the page reads it off `visualViewport`; `nil` while no keyboard shows.
    case keyboard(top: Double?)
    /// The page applied the patch of this frame.
    case acknowledged(frame: Int)
    /// The page asks what the engine has for each named node.
    case inspect
    /// DOM focus moved to the element of node `nodeID` (a click, a screen reader's cursor);
    /// `edits` when it went into a text field's input, which then edits, as a focused input
    /// does in a browser. The session moves the window's focus there; an id that is not a
    /// reachable element of the window's accessibility tree (unknown, hidden, behind a modal
    /// card) is ignored.
    case focus(nodeID: UInt64, edits: Bool)
    /// A command for the session's inspector: a message whose type starts with `i.`, kept as
    /// its type and its whole JSON text for the inspector to read. A session without an
    /// inspector answers it as an unknown type.
    case inspector(type: String, text: String)

    /// The largest coordinate, size or time accepted; larger values are refused.
    public static let magnitudeLimit = 1e9

    /// Reads a message.
    ///
    /// - Parameter text: The message's JSON text.
    /// - Returns: The message and the page's `performance.now()` when it sent it, if given.
    /// - Throws: ``WebMessageError`` for text that is not a JSON object, an unknown type, or a
    ///   missing or out-of-range field.
    public static func parse(_ text: String) throws(WebMessageError) -> (
        message: WebClientMessage, sentAt: Double?
    ) {
        let read = try read(text)
        return (read.message, read.sentAt)
    }

    /// Reads a message as ``parse(_:)`` does, and hands back the JSON object it read too, so
    /// that an inspector command is not read a second time.
    ///
    /// - Parameter text: The message's JSON text.
    /// - Returns: The message, the page's `performance.now()` when it sent it, if given, and
    ///   the message's JSON object (its members untrusted).
    /// - Throws: What ``parse(_:)`` throws.
    package static func read(_ text: String) throws(WebMessageError) -> (
        message: WebClientMessage, sentAt: Double?, object: [String: Any]
    ) {
        let object: [String: Any]
        do {
            guard
                let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
                    as? [String: Any]
            else { throw WebMessageError.invalidJSON("not an object") }
            object = parsed
        } catch let error as WebMessageError {
            throw error
        } catch {
            throw WebMessageError.invalidJSON("not JSON")
        }
        guard let type = object["t"] as? String else { throw .missingField("t") }
        let sentAt = try optionalNumber(object, "n")
        return (try message(type: type, of: object, text: text), sentAt, object)
    }

    /// The message of type `type` whose JSON object is `object`.
    private static func message(type: String, of object: [String: Any], text: String)
        throws(WebMessageError) -> WebClientMessage
    {
        switch type {
        case "p":
            let phase: PointerEvent.Phase
            switch object["k"] as? String {
            case "b": phase = .began
            case "m": phase = .moved
            case "e": phase = .ended
            case "c": phase = .cancelled
            default: throw .invalidField("k")
            }
            let id = try number(object, "id")
            guard id == id.rounded(), abs(id) < 1e9 else { throw .invalidField("id") }
            let location = Point(x: try number(object, "x"), y: try number(object, "y"))
            return .pointer(
                phase: phase, pointerID: Int(id), location: location,
                pageTime: try optionalNumber(object, "ts"))
        case "k":
            guard let key = object["key"] as? String, !key.isEmpty, key.count <= 32 else {
                throw .invalidField("key")
            }
            let flag = { (name: String) in (object[name] as? Bool) ?? false }
            return .key(WebKey(key, shift: flag("shift"), alt: flag("alt"), control: flag("ctrl")))
        case "size":
            let size = Size(width: try number(object, "w"), height: try number(object, "h"))
            guard size.width > 0, size.height > 0 else { throw .invalidField("w") }
            return .viewport(size)
        case "kb":
            let top = try optionalNumber(object, "top")
            if let top, !(top >= 0) { throw .invalidField("top") }
            return .keyboard(top: top)
        case "ack":
            let frame = try number(object, "f")
            guard frame == frame.rounded(), frame >= 0 else { throw .invalidField("f") }
            return .acknowledged(frame: Int(frame))
        case "inspect":
            return .inspect
        case "focus":
            let id = try number(object, "id")
            guard id == id.rounded(), id >= 0, id <= 9_007_199_254_740_992 else {
                throw .invalidField("id")
            }
            return .focus(nodeID: UInt64(id), edits: (object["edit"] as? Bool) ?? false)
        case _ where type.hasPrefix("i."):
            return .inspector(type: type, text: text)
        default:
            throw .unknownType(String(type.prefix(32)))
        }
    }

    private static func number(_ object: [String: Any], _ name: String) throws(WebMessageError)
        -> Double
    {
        guard let value = try optionalNumber(object, name) else { throw .missingField(name) }
        return value
    }

    private static func optionalNumber(_ object: [String: Any], _ name: String)
        throws(WebMessageError) -> Double?
    {
        guard let raw = object[name] else { return nil }
        // JSON's `true` and `false` come as NSNumbers too; they are not numbers.
        guard let number = raw as? NSNumber, type(of: number) != type(of: NSNumber(value: true)),
            number.doubleValue.isFinite, abs(number.doubleValue) <= magnitudeLimit
        else { throw .invalidField(name) }
        return number.doubleValue
    }
}
