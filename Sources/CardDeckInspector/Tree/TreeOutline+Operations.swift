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
    /// Writes the operations since the latest call, comma-separated, into `json`; returns
    /// `false` (writing nothing) when nothing a page shows changed. Reads the rows of the
    /// nodes inserted or changed and keeps them as sent.
    func takeOperations(into json: inout InspectorJSON) -> Bool {
        guard hasChanges else { return false }
        let start = json.bytes.count
        var inserted = Set<UInt64>()
        for step in steps {
            json.beginArray()
            switch step {
            case .reset:
                json.element("0")
            case .insert(let node, let parent, let index):
                let id = node.id.rawValue
                let row = TreeRow(node)
                if nodes[id] === node { rows[id] = row }
                inserted.insert(id)
                json.element("+")
                Self.appendInsert(id, parent, index, row, to: &json)
            case .move(let id, let parent, let index):
                json.element("m")
                json.element(id)
                json.element(parent)
                json.element(UInt64(max(index, 0)))
            case .remove(let id):
                json.element("-")
                json.element(id)
            }
            json.endArray()
        }
        // Rows whose content may have changed are read whole (their frames too).
        for id in dirty where inserted.isEmpty || !inserted.contains(id) {
            guard let node = nodes[id], let old = rows[id] else { continue }
            var row = old
            row.read(node, content: contentDirty.contains(id))
            guard row != old else { continue }
            rows[id] = row
            // Most changes are frames that moved: those rows send their frame alone.
            let frameOnly =
                row.label == old.label && row.identifier == old.identifier
                && row.isHidden == old.isHidden
            json.beginArray()
            json.element(frameOnly ? "f" : "u")
            json.element(id)
            if frameOnly { row.appendFrame(to: &json) } else { row.appendValues(to: &json) }
            json.endArray()
        }
        // Every other row inside a node that moved in the window has a new frame: read in
        // place, once per row (the subtrees taken apart are disjoint).
        for root in Self.outermost(movedRoots) {
            var stack = [root]
            while let node = stack.popLast() {
                stack.append(contentsOf: node.subviews)
                let id = node.id.rawValue
                if !isDirty.isEmpty, isDirty.contains(id) { continue }
                if !inserted.isEmpty, inserted.contains(id) { continue }
                guard let index = rows.index(forKey: id) else { continue }
                let frame = TreeRow.frame(of: node)
                guard frame != rows.values[index].frame else { continue }
                rows.values[index].frame = frame
                json.beginArray()
                json.append("\"f\"")
                json.append(byte: UInt8(ascii: ","))
                json.integer(id)
                rows.values[index].appendFrame(to: &json)
                json.endArray()
            }
        }
        steps.removeAll(keepingCapacity: true)
        dirty.removeAll(keepingCapacity: true)
        isDirty.removeAll(keepingCapacity: true)
        contentDirty.removeAll(keepingCapacity: true)
        movedRoots.removeAll(keepingCapacity: true)
        return json.bytes.count > start
    }

    /// The nodes of `roots` that are not inside another of them, each once.
    private static func outermost(_ roots: [ViewNode]) -> [ViewNode] {
        guard roots.count > 1 else { return roots }
        let all = Set(roots.map(ObjectIdentifier.init))
        var seen = Set<ObjectIdentifier>()
        return roots.filter { root in
            guard seen.insert(ObjectIdentifier(root)).inserted else { return false }
            var ancestor = root.superview
            while let each = ancestor {
                if all.contains(ObjectIdentifier(each)) { return false }
                ancestor = each.superview
            }
            return true
        }
    }

    /// The whole outline as operations: a reset, then every row's insert, parents first.
    func snapshotOperations() -> String {
        var json = InspectorJSON()
        json.append("[\"0\"]")
        var stack: [(id: UInt64, parent: UInt64, index: Int)] = (children[0] ?? []).enumerated()
            .reversed().map { ($0.element, 0, $0.offset) }
        while let (id, parent, index) = stack.popLast() {
            guard let row = rows[id] ?? nodes[id].map(TreeRow.init) else { continue }
            json.beginArray()
            json.element("+")
            Self.appendInsert(id, parent, index, row, to: &json)
            json.endArray()
            for (offset, child) in (children[id] ?? []).enumerated().reversed() {
                stack.append((child, id, offset))
            }
        }
        return json.text
    }

    private static func appendInsert(
        _ id: UInt64, _ parent: UInt64, _ index: Int, _ row: TreeRow, to json: inout InspectorJSON
    ) {
        json.element(id)
        json.element(parent)
        json.element(UInt64(max(index, 0)))
        json.element(row.type)
        row.appendValues(to: &json)
    }
}
