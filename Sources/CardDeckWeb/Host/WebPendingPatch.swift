import CardDeckViews

/// The operations a ``WebHost`` recorded since its patch was last taken.
///
/// A style update is kept as its element's slot and the fields that changed, and read from
/// the host's styles when the patch is taken or encoded: a drag frame's updates are never
/// copied, and ``encode(frame:into:styles:ids:)`` writes them straight from the styles.
/// Before a slot's style or id changes again (a second update, or a new element in the slot)
/// the host calls ``settle(slot:styles:ids:)``, which makes the waiting update whole with the
/// style it had, so a patch says exactly what it said when each operation was recorded.
struct WebPendingPatch {
    private enum Entry {
        /// An operation made whole.
        case operation(WebPatchOperation)
        /// A style update read from the host's styles: `["u", id, {fields}]`.
        case update(slot: Int, fields: WebStyle.Fields)
    }

    private var entries: [Entry] = []
    /// By slot: 1 + the position in `entries` of the slot's waiting update, or 0.
    private var waiting: [Int32] = []

    /// Whether nothing was recorded.
    var isEmpty: Bool { entries.isEmpty }

    /// Records an operation made whole.
    mutating func append(_ operation: WebPatchOperation) {
        entries.append(.operation(operation))
    }

    /// Records operations made whole, in order.
    mutating func append(contentsOf operations: [WebPatchOperation]) {
        for operation in operations { entries.append(.operation(operation)) }
    }

    /// Records an update of a slot's style fields, read later from the host's styles; the
    /// slot has no waiting update (see ``settle(slot:styles:ids:)``).
    mutating func appendUpdate(slot: Int, fields: WebStyle.Fields) {
        if slot >= waiting.count {
            waiting.append(contentsOf: repeatElement(0, count: slot + 1 - waiting.count))
        }
        entries.append(.update(slot: slot, fields: fields))
        waiting[slot] = Int32(entries.count)
    }

    /// Makes the slot's waiting update, if any, whole with the slot's style and id as they
    /// are now; call before either changes.
    mutating func settle(slot: Int, styles: [WebStyle], ids: [UInt64]) {
        guard slot < waiting.count, waiting[slot] != 0 else { return }
        let position = Int(waiting[slot]) - 1
        waiting[slot] = 0
        guard case .update(_, let fields) = entries[position] else { return }
        entries[position] = .operation(.update(id: ids[slot], style: styles[slot], fields: fields))
    }

    /// Forgets every operation.
    mutating func removeAll() {
        for entry in entries {
            if case .update(let slot, _) = entry { waiting[slot] = 0 }
        }
        entries.removeAll(keepingCapacity: true)
    }

    /// The messages of the announcements waiting, in order.
    func announcements() -> [String] {
        var messages: [String] = []
        for case .operation(.announce(let message)) in entries { messages.append(message) }
        return messages
    }

    /// Appends the operations, updates made whole from the styles and ids, to `operations`.
    func operations(into operations: inout [WebPatchOperation], styles: [WebStyle], ids: [UInt64]) {
        operations.reserveCapacity(operations.count + entries.count)
        for entry in entries {
            switch entry {
            case .operation(let operation): operations.append(operation)
            case .update(let slot, let fields):
                operations.append(.update(id: ids[slot], style: styles[slot], fields: fields))
            }
        }
    }

    /// Replaces a buffer's contents with the patch message of the operations: the same bytes
    /// as `WebPatchEncoder.encode(_:frame:into:)` given ``operations(into:styles:ids:)``.
    ///
    /// - Returns: The number of operations.
    func encode(frame: Int, into buffer: inout [UInt8], styles: [WebStyle], ids: [UInt64])
        -> Int
    {
        buffer.removeAll(keepingCapacity: true)
        // Through pointers: a style read in place is not copied, as an element read from an
        // array across the writer's calls would be.
        styles.withUnsafeBufferPointer { styles in
            entries.withUnsafeBufferPointer { entries in
                var bound = 64
                for index in entries.indices {
                    switch entries[index] {
                    case .operation(let operation):
                        bound += 1 + WebPatchWriter.bound(of: operation)
                    case .update(let slot, let fields):
                        bound += 1 + WebPatchWriter.updateBound(of: styles[slot], fields)
                    }
                }
                buffer.append(contentsOf: repeatElement(0, count: bound))
                let written = buffer.withUnsafeMutableBufferPointer { bytes in
                    var writer = WebPatchWriter(bytes.baseAddress!)
                    writer.messageStart(frame: frame)
                    for index in entries.indices {
                        if index > 0 { writer.byte(UInt8(ascii: ",")) }
                        switch entries[index] {
                        case .operation(let operation): writer.operation(operation)
                        case .update(let slot, let fields):
                            writer.update(id: ids[slot], style: styles.baseAddress! + slot, fields)
                        }
                    }
                    writer.messageEnd()
                    return writer.count
                }
                buffer.removeLast(bound - written)
            }
        }
        return entries.count
    }
}
