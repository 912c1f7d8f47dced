import Foundation

/// One parsed HTTP/1.x request head: the request line and the header fields.
struct HTTPRequest: Sendable, Equatable {
    /// The method as sent, e.g. `"GET"` (methods are case-sensitive).
    var method: String
    /// The request target as sent, e.g. `"/socket?token=abc"`; always starts with `/`.
    var target: String
    /// `"HTTP/1.1"` or `"HTTP/1.0"`.
    var version: String
    /// The header fields in order, names lowercased, values with surrounding blanks trimmed.
    var headers: [HTTPHeaderField]

    /// The target's path, without the query: `"/socket"` for `"/socket?token=abc"`.
    var path: String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        return String(target[..<mark])
    }

    /// The first value of the query parameter `name`, percent-decoded (`+` as a space), or
    /// `nil` when the query does not have it.
    func queryValue(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard Self.decode(parts[0]) == name else { continue }
            return parts.count > 1 ? Self.decode(parts[1]) : ""
        }
        return nil
    }

    /// The first value of the header `name` (any case), or `nil` when absent.
    func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// How many times the header `name` (any case) appears.
    func headerCount(_ name: String) -> Int {
        let name = name.lowercased()
        return headers.count { $0.name == name }
    }

    /// The comma-separated tokens of every `name` header (any case), lowercased and trimmed,
    /// empty ones dropped: `["keep-alive", "upgrade"]` for `Connection: keep-alive, Upgrade`.
    func headerTokens(_ name: String) -> [String] {
        let name = name.lowercased()
        return headers.filter { $0.name == name }.flatMap { field in
            field.value.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
        }.filter { !$0.isEmpty }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
