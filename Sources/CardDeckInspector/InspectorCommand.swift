import Foundation

/// A command a page sent to one section: the JSON object of a message whose type is
/// `i.<section name>`.
public struct InspectorCommand: @unchecked Sendable {
    /// The section's name, from the type.
    public let section: String
    /// The command's members as `JSONSerialization` read them (`String`, `NSNumber`, `Bool`,
    /// arrays and dictionaries), the type included. Values are untrusted: read them with
    /// ``string(_:)``, ``number(_:)`` and ``bool(_:)``, which refuse wrong types and
    /// non-finite or out-of-range numbers.
    public let members: [String: Any]
    /// Whether the page that sent it controls the window. A watching page is read-only: a
    /// section ignores its commands that would change the window or the session.
    public let controls: Bool

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - section: The section's name.
    ///   - members: The JSON object's members.
    ///   - controls: Whether the sending page controls the window.
    public init(section: String, members: [String: Any], controls: Bool) {
        self.section = section
        self.members = members
        self.controls = controls
    }

    /// The command's action: the member `do`, at most 32 characters, or `nil`.
    public var action: String? { string("do").flatMap { $0.count <= 32 ? $0 : nil } }

    /// A string member, at most 4,096 characters; `nil` when absent, not a string or longer.
    ///
    /// - Parameter name: The member's name.
    /// - Returns: The string, or `nil`.
    public func string(_ name: String) -> String? {
        guard let value = members[name] as? String, value.count <= 4_096 else { return nil }
        return value
    }

    /// A number member, finite and within ±10⁹; `nil` when absent, not a number or out of
    /// range.
    ///
    /// - Parameter name: The member's name.
    /// - Returns: The number, or `nil`.
    public func number(_ name: String) -> Double? {
        guard let number = members[name] as? NSNumber else {
            return nil
        }
        let value = number.doubleValue
        return value.isFinite && abs(value) <= 1e9 ? value : nil
    }

    /// A Boolean member; `nil` when absent or not a Boolean.
    ///
    /// - Parameter name: The member's name.
    /// - Returns: The value, or `nil`.
    public func bool(_ name: String) -> Bool? { members[name] as? Bool }
}
