import CardDeckViews

/// The operations a page applies, in order, as JSON arrays:
///
/// | operation | meaning |
/// |-----------|---------|
/// | `["0"]` | drop every row |
/// | `["+", id, parent, index, type, label, identifier, hidden, x, y, width, height]` | a row joins `parent` (0: the outline's top) at `index`, clamped to its rows' count |
/// | `["m", id, parent, index]` | a row, with its rows, moves under `parent` at `index`, clamped once it has left |
/// | `["-", id]` | a row leaves, with its rows |
/// | `["u", id, label, identifier, hidden, x, y, width, height]` | a row's values changed |
/// | `["f", id, x, y, width, height]` | only a row's frame changed |
extension TreeOutline {
    /// The operations since the latest call, comma-separated; `nil` when nothing a page shows
    /// changed. Reads the rows of the nodes inserted or changed and keeps them as sent.
    func takeOperations() -> String? {
        guard hasChanges else { return nil }
        var json = InspectorJSON()
        var first = true
        func begin(_ kind: String) {
            json.append(first ? "[\"" : ",[\"")
            json.append(kind)
            json.append("\"")
            first = false
        }
        var inserted = Set<UInt64>()
        for step in steps {
            switch step {
            case .reset:
                begin("0")
            case .insert(let node, let parent, let index):
                let id = node.id.rawValue
                let row = TreeRow(node)
                if nodes[id] === node { rows[id] = row }
                inserted.insert(id)
                begin("+")
                Self.appendInsert(id, parent, index, row, to: &json)
            case .move(let id, let parent, let index):
                begin("m")
                for value in [id, parent, UInt64(max(index, 0))] {
                    json.append(",")
                    json.number(Double(value))
                }
            case .remove(let id):
                begin("-")
                json.append(",")
                json.number(Double(id))
            }
            json.append("]")
        }
        for id in dirty where !inserted.contains(id) {
            guard let node = nodes[id], let old = rows[id] else { continue }
            var row = old
            row.read(node, content: contentDirty.contains(id))
            guard row != old else { continue }
            rows[id] = row
            // Most changes are frames that moved: those rows send their frame alone.
            let frameOnly =
                row.label == old.label && row.identifier == old.identifier
                && row.isHidden == old.isHidden
            begin(frameOnly ? "f" : "u")
            json.append(",")
            json.number(Double(id))
            json.append(",")
            if frameOnly { row.appendFrame(to: &json) } else { row.appendValues(to: &json) }
            json.append("]")
        }
        steps.removeAll(keepingCapacity: true)
        dirty.removeAll(keepingCapacity: true)
        isDirty.removeAll(keepingCapacity: true)
        contentDirty.removeAll(keepingCapacity: true)
        return first ? nil : json.text
    }

    /// The whole outline as operations: a reset, then every row's insert, parents first.
    func snapshotOperations() -> String {
        var json = InspectorJSON()
        json.append("[\"0\"]")
        var stack: [(id: UInt64, parent: UInt64, index: Int)] = (children[0] ?? []).enumerated()
            .reversed().map { ($0.element, 0, $0.offset) }
        while let (id, parent, index) = stack.popLast() {
            guard let row = rows[id] ?? nodes[id].map(TreeRow.init) else { continue }
            json.append(",[\"+\"")
            Self.appendInsert(id, parent, index, row, to: &json)
            json.append("]")
            for (offset, child) in (children[id] ?? []).enumerated().reversed() {
                stack.append((child, id, offset))
            }
        }
        return json.text
    }

    private static func appendInsert(
        _ id: UInt64, _ parent: UInt64, _ index: Int, _ row: TreeRow, to json: inout InspectorJSON
    ) {
        for value in [id, parent, UInt64(max(index, 0))] {
            json.append(",")
            json.number(Double(value))
        }
        json.append(",")
        json.string(row.type)
        json.append(",")
        row.appendValues(to: &json)
    }
}
