/// A message a section sends to the inspecting pages: one JSON object whose type `t` is
/// `i.<section name>`.
///
/// Build one with an ``InspectorJSON`` a section keeps from frame to frame
/// (``InspectorJSON/startMessage(section:)``, the keyed members, then
/// ``InspectorJSON/finishMessage()``), or from members already written as text.
public struct InspectorMessage: Sendable, Hashable {
    /// The message's JSON text.
    public let text: String

    /// Builds a message from a section's name and the JSON members after the type.
    ///
    /// - Parameters:
    ///   - section: The section's name.
    ///   - members: JSON object members without braces, such as `"rows":[…]`; empty for a
    ///     message that carries only its type.
    public init(section: String, members: String) {
        var json = InspectorJSON()
        json.startMessage(section: section)
        if !members.isEmpty {
            json.append(",")
            json.append(members)
        }
        self = json.finishMessage()
    }

    /// Wraps JSON text a section encoded itself; it must be an object with `t` of
    /// `i.<section name>`.
    ///
    /// - Parameter json: The JSON text.
    public init(json: String) { text = json }
}
