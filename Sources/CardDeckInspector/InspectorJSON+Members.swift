extension InspectorJSON {
    /// Whether a member or an element written now follows another: something was written and
    /// it does not end in `{`, `[`, `,` or `:`.
    private var needsComma: Bool {
        guard let last = bytes.last else { return false }
        return last != UInt8(ascii: "{") && last != UInt8(ascii: "[")
            && last != UInt8(ascii: ",") && last != UInt8(ascii: ":")
    }

    private mutating func separate() {
        if needsComma { append(byte: UInt8(ascii: ",")) }
    }

    /// Starts the writer over with a section's message: `{"t":"i.<section>"`. Add its members
    /// with the keyed writers, then take it with ``finishMessage()``.
    ///
    /// - Parameter section: The section's name.
    public mutating func startMessage(section: String) {
        removeAll()
        append("{\"t\":")
        string("i." + section)
    }

    /// Closes the object that ``startMessage(section:)`` opened and returns the message. The
    /// writer keeps its buffer for the next message.
    ///
    /// - Returns: The message.
    public mutating func finishMessage() -> InspectorMessage {
        append(byte: UInt8(ascii: "}"))
        return InspectorMessage(json: text)
    }

    /// Opens an object: the value of the member just named, or an element.
    public mutating func beginObject() {
        separate()
        append(byte: UInt8(ascii: "{"))
    }

    /// Closes the innermost object.
    public mutating func endObject() { append(byte: UInt8(ascii: "}")) }

    /// Opens an array: the value of the member just named, or an element.
    public mutating func beginArray() {
        separate()
        append(byte: UInt8(ascii: "["))
    }

    /// Closes the innermost array.
    public mutating func endArray() { append(byte: UInt8(ascii: "]")) }

    /// Names a member whose value follows (an object, an array or a raw value): writes
    /// `"name":`, after a comma when another member came before.
    ///
    /// - Parameter name: The member's name.
    public mutating func member(_ name: String) {
        separate()
        key(name)
    }

    /// Writes a number member; see ``number(_:)`` for its spelling.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: Any value; NaN and the infinities are `null`.
    public mutating func member(_ name: String, _ value: Double) {
        member(name)
        number(value)
    }

    /// Writes an integer member.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: Any value.
    public mutating func member(_ name: String, _ value: Int) {
        member(name)
        integer(Int64(value))
    }

    /// Writes an unsigned integer member, such as a node id.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: Any value.
    public mutating func member(_ name: String, _ value: UInt64) {
        member(name)
        integer(value)
    }

    /// Writes a string member.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: Any string.
    public mutating func member(_ name: String, _ value: String) {
        member(name)
        string(value)
    }

    /// Writes a Boolean member.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The value.
    public mutating func member(_ name: String, _ value: Bool) {
        member(name)
        bool(value)
    }

    /// Writes an array member of numbers.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - values: The numbers.
    public mutating func member(_ name: String, numbers values: [Double]) {
        member(name)
        beginArray()
        for value in values { element(value) }
        endArray()
    }

    /// Writes an array member of strings.
    ///
    /// - Parameters:
    ///   - name: The member's name.
    ///   - values: The strings.
    public mutating func member(_ name: String, strings values: [String]) {
        member(name)
        beginArray()
        for value in values { element(value) }
        endArray()
    }

    /// Writes a number element of an array.
    ///
    /// - Parameter value: Any value.
    public mutating func element(_ value: Double) {
        separate()
        number(value)
    }

    /// Writes an unsigned integer element of an array.
    ///
    /// - Parameter value: Any value.
    public mutating func element(_ value: UInt64) {
        separate()
        integer(value)
    }

    /// Writes a string element of an array.
    ///
    /// - Parameter value: Any string.
    public mutating func element(_ value: String) {
        separate()
        string(value)
    }

    /// Writes a Boolean element of an array.
    ///
    /// - Parameter value: The value.
    public mutating func element(_ value: Bool) {
        separate()
        bool(value)
    }
}
