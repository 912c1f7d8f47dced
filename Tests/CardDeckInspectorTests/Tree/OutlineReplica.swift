import CardDeckViews
import Foundation

@testable import CardDeckInspector

/// What a page's outline holds after applying the tree section's messages, decoded from their
/// JSON text operation by operation, as the page's script applies them.
struct OutlineReplica: Equatable, CustomStringConvertible {
    struct Row: Equatable {
        var parent: UInt64
        var type: String
        var values: [String]
    }

    var rows: [UInt64: Row] = [:]
    var children: [UInt64: [UInt64]] = [:]
    /// Operations applied, by kind.
    var counts: [String: Int] = [:]

    enum Failure: Error {
        case notJSON
        case badOperation(String)
    }

    mutating func apply(message text: String) throws {
        guard
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            object["t"] as? String == "i.tree", let ops = object["ops"] as? [[Any]]
        else { throw Failure.notJSON }
        for op in ops { try apply(op) }
    }

    private mutating func apply(_ op: [Any]) throws {
        guard let kind = op.first as? String else { throw Failure.badOperation("\(op)") }
        counts[kind, default: 0] += 1
        func id(_ index: Int) throws -> UInt64 {
            guard op.count > index, let number = op[index] as? NSNumber else {
                throw Failure.badOperation("\(op)")
            }
            return number.uint64Value
        }
        func values(from index: Int) -> [String] { op[index...].map { "\($0)" } }
        switch kind {
        case "0":
            rows.removeAll()
            children.removeAll()
        case "+":
            let node = try id(1)
            remove(node)
            rows[node] = Row(
                parent: try id(2), type: op[4] as? String ?? "?", values: values(from: 5))
            insert(node, into: try id(2), at: Int(try id(3)))
        case "m":
            let node = try id(1)
            guard rows[node] != nil else { return }
            children[rows[node]!.parent]?.removeAll { $0 == node }
            rows[node]!.parent = try id(2)
            insert(node, into: try id(2), at: Int(try id(3)))
        case "-":
            remove(try id(1))
        case "u":
            let node = try id(1)
            guard rows[node] != nil else { throw Failure.badOperation("update of unknown \(node)") }
            rows[node]!.values = values(from: 2)
        case "f":
            let node = try id(1)
            guard rows[node] != nil else { throw Failure.badOperation("frame of unknown \(node)") }
            rows[node]!.values = Array(rows[node]!.values.prefix(3)) + values(from: 2)
        default:
            throw Failure.badOperation("\(op)")
        }
    }

    private mutating func insert(_ node: UInt64, into parent: UInt64, at index: Int) {
        var list = children[parent, default: []]
        list.insert(node, at: min(index, list.count))
        children[parent] = list
    }

    private mutating func remove(_ node: UInt64) {
        guard let row = rows[node] else { return }
        children[row.parent]?.removeAll { $0 == node }
        forget(node)
    }

    private mutating func forget(_ node: UInt64) {
        for child in children[node] ?? [] { forget(child) }
        children[node] = nil
        rows[node] = nil
    }

    /// The window's tree as a replica holds it: every node, in order, with its row now.
    @MainActor
    static func of(_ window: Window) -> OutlineReplica {
        var replica = OutlineReplica()
        var stack: [(ViewNode, UInt64)] = [(window.root, 0)]
        while let (node, parent) = stack.popLast() {
            let id = node.id.rawValue
            var json = InspectorJSON()
            json.append("[")
            TreeRow(node).appendValues(to: &json)
            json.append("]")
            let values =
                (try? JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [Any]) ?? []
            replica.rows[id] = Row(
                parent: parent, type: String(describing: type(of: node)),
                values: values.map { "\($0)" })
            replica.children[parent, default: []].append(id)
            for child in node.subviews.reversed() { stack.append((child, id)) }
        }
        return replica
    }

    /// Structure and rows only, without the counts.
    static func == (lhs: OutlineReplica, rhs: OutlineReplica) -> Bool {
        lhs.rows == rhs.rows
            && lhs.children.filter { !$0.value.isEmpty }
                == rhs.children.filter { !$0.value.isEmpty }
    }

    var description: String {
        var lines: [String] = []
        func walk(_ id: UInt64, _ depth: Int) {
            guard let row = rows[id] else { return }
            lines.append(
                String(repeating: "  ", count: depth) + "\(id) \(row.type) \(row.values)")
            for child in children[id] ?? [] { walk(child, depth + 1) }
        }
        for root in children[0] ?? [] { walk(root, 0) }
        return lines.joined(separator: "\n")
    }
}
