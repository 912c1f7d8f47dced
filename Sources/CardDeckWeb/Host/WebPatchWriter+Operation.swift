import CardDeckViews

extension WebPatchWriter {
    /// The most bytes ``operation(_:)`` writes for an operation.
    static func bound(of operation: borrowing WebPatchOperation) -> Int {
        // An id or index takes at most 20 digits and a sign; brackets, tags and commas fit
        // in 16.
        switch operation {
        case .reset, .resize: 16 + 2 * numberBound
        // Each case reads its own payload: handing the operation on to a second switch cost
        // a copy of it per operation.
        case .insert(_, _, _, let style, let fields):
            16 + 3 * 21 + bound(of: fields, textBytes: fields.has(.text) ? textBytes(style) : 0)
        case .move: 16 + 3 * 21
        case .remove: 16 + 21
        case .update(_, let style, let fields): updateBound(of: style, fields)
        case .aria(_, let attributes):
            attributes.reduce(16 + 21) { total, attribute in
                total + 2 + stringBound(attribute.name) + (attribute.value.map(stringBound) ?? 4)
            }
        case .announce(let message): 16 + stringBound(message)
        }
    }

    /// The most bytes ``update(id:style:_:)`` writes.
    static func updateBound(of style: borrowing WebStyle, _ fields: WebStyle.Fields) -> Int {
        16 + 21 + bound(of: fields, textBytes: fields.has(.text) ? textBytes(style) : 0)
    }

    /// The most bytes ``style(_:_:)`` writes.
    static func bound(of style: WebStyle, _ fields: WebStyle.Fields) -> Int {
        bound(of: fields, textBytes: textBytes(style))
    }

    /// The most bytes a style's text string takes.
    private static func textBytes(_ style: borrowing WebStyle) -> Int {
        style.text.map { stringBound($0.string) } ?? 0
    }

    /// The most bytes ``style(_:_:)`` writes, given the most a text's string takes.
    private static func bound(of fields: WebStyle.Fields, textBytes: Int) -> Int {
        // Per field: a comma, the quoted key and a colon, then the value.
        var total = 2 + fields.rawValue.nonzeroBitCount * 5
        if fields.has(.matrix) { total += 7 + 6 * numberBound }
        if fields.has(.size) { total += 3 + 2 * numberBound }
        if fields.has(.origin) { total += 3 + 2 * numberBound }
        if fields.has(.opacity) { total += numberBound }
        if fields.has(.isHidden) { total += 1 }
        if fields.has(.background) { total += colorBound }
        if fields.has(.radii) { total += 5 + 4 * numberBound }
        if fields.has(.clips) { total += 1 }
        if fields.has(.shadow) { total += 5 + 3 * numberBound + colorBound }
        if fields.has(.border) { total += 3 + numberBound + colorBound }
        if fields.has(.text) { total += 16 + numberBound + colorBound + textBytes }
        return total
    }

    /// Writes one operation as a JSON array.
    mutating func operation(_ operation: borrowing WebPatchOperation) {
        switch operation {
        case .reset(let size):
            raw("[\"R\",")
            numbers(size.width, size.height)
            byte(UInt8(ascii: "]"))
        case .resize(let size):
            raw("[\"W\",")
            numbers(size.width, size.height)
            byte(UInt8(ascii: "]"))
        case .insert(let id, let parent, let index, let style, let fields):
            raw("[\"i\",")
            place(id, parent, index)
            byte(UInt8(ascii: ","))
            self.style(style, fields)
            byte(UInt8(ascii: "]"))
        case .move(let id, let parent, let index):
            raw("[\"m\",")
            place(id, parent, index)
            byte(UInt8(ascii: "]"))
        case .remove(let id):
            raw("[\"r\",")
            digits(id)
            byte(UInt8(ascii: "]"))
        case .update(let id, let style, let fields):
            withUnsafePointer(to: style) { update(id: id, style: $0, fields) }
        case .aria(let id, let attributes):
            raw("[\"a\",")
            digits(id)
            raw(",{")
            for (index, attribute) in attributes.enumerated() {
                if index > 0 { byte(UInt8(ascii: ",")) }
                string(attribute.name)
                byte(UInt8(ascii: ":"))
                if let value = attribute.value { string(value) } else { raw("null") }
            }
            raw("}]")
        case .announce(let message):
            raw("[\"L\",")
            string(message)
            byte(UInt8(ascii: "]"))
        }
    }

    private mutating func place(_ id: UInt64, _ parent: UInt64, _ index: Int) {
        digits(id)
        byte(UInt8(ascii: ","))
        digits(parent)
        byte(UInt8(ascii: ","))
        integer(index)
    }

    /// Writes an update of an element's style fields, read in place: `["u", id, {fields}]`.
    mutating func update(id: UInt64, style: UnsafePointer<WebStyle>, _ fields: WebStyle.Fields) {
        raw("[\"u\",")
        digits(id)
        byte(UInt8(ascii: ","))
        self.style(at: style, fields)
        byte(UInt8(ascii: "]"))
    }

    /// Writes a style's fields as a JSON object, in ``WebStyle/Field`` order.
    mutating func style(_ style: borrowing WebStyle, _ fields: WebStyle.Fields) {
        withUnsafePointer(to: style) { self.style(at: $0, fields) }
    }

    /// Writes the fields of a style read in place as a JSON object, in ``WebStyle/Field``
    /// order.
    mutating func style(at style: UnsafePointer<WebStyle>, _ fields: WebStyle.Fields) {
        byte(UInt8(ascii: "{"))
        // The set's bits, lowest first, are the fields in order.
        var bits = fields.rawValue & WebStyle.Fields.all.rawValue
        var first = true
        while bits != 0 {
            let raw = bits.trailingZeroBitCount
            bits &= bits - 1
            guard let field = WebStyle.Field(rawValue: raw) else { continue }
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            byte(UInt8(ascii: "\""))
            byte(field.keyByte)
            self.raw("\":")
            value(of: field, at: style)
        }
        byte(UInt8(ascii: "}"))
    }

    private mutating func value(of field: WebStyle.Field, at style: UnsafePointer<WebStyle>) {
        // Each field is read through the pointer: only what is written is loaded.
        switch field {
        case .matrix:
            let m = style.pointee.matrix
            byte(UInt8(ascii: "["))
            numbers(m.a, m.b)
            byte(UInt8(ascii: ","))
            numbers(m.c, m.d)
            byte(UInt8(ascii: ","))
            numbers(m.tx, m.ty)
            byte(UInt8(ascii: "]"))
        case .size: pair(style.pointee.size.width, style.pointee.size.height)
        case .origin: pair(style.pointee.origin.x, style.pointee.origin.y)
        case .opacity: number(style.pointee.opacity)
        case .isHidden: byte(style.pointee.isHidden ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        case .background:
            if let color = style.pointee.background { self.color(color) } else { raw("null") }
        case .radii:
            let r = style.pointee.radii
            byte(UInt8(ascii: "["))
            numbers(r.topLeft, r.topRight)
            byte(UInt8(ascii: ","))
            numbers(r.bottomRight, r.bottomLeft)
            byte(UInt8(ascii: "]"))
        case .clips: byte(style.pointee.clips ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        case .shadow:
            guard let shadow = style.pointee.shadow else { return raw("null") }
            byte(UInt8(ascii: "["))
            numbers(shadow.x, shadow.y)
            byte(UInt8(ascii: ","))
            number(shadow.blur)
            byte(UInt8(ascii: ","))
            color(shadow.color)
            byte(UInt8(ascii: "]"))
        case .border:
            guard let border = style.pointee.border else { return raw("null") }
            byte(UInt8(ascii: "["))
            number(border.width)
            byte(UInt8(ascii: ","))
            color(border.color)
            byte(UInt8(ascii: "]"))
        case .text:
            guard let label = style.pointee.text else { return raw("null") }
            byte(UInt8(ascii: "["))
            string(label.string)
            byte(UInt8(ascii: ","))
            number(label.fontSize)
            raw(label.isBold ? ",1," : ",0,")
            color(label.color)
            switch label.alignment {
            case .leading: raw(",\"l\"]")
            case .center: raw(",\"c\"]")
            case .trailing: raw(",\"t\"]")
            }
        }
    }

    private mutating func pair(_ first: Double, _ second: Double) {
        byte(UInt8(ascii: "["))
        numbers(first, second)
        byte(UInt8(ascii: "]"))
    }
}

extension WebStyle.Field {
    /// ``key``'s one ASCII byte.
    var keyByte: UInt8 {
        switch self {
        case .matrix: UInt8(ascii: "t")
        case .size: UInt8(ascii: "z")
        case .origin: UInt8(ascii: "o")
        case .opacity: UInt8(ascii: "a")
        case .isHidden: UInt8(ascii: "h")
        case .background: UInt8(ascii: "b")
        case .radii: UInt8(ascii: "r")
        case .clips: UInt8(ascii: "c")
        case .shadow: UInt8(ascii: "s")
        case .border: UInt8(ascii: "k")
        case .text: UInt8(ascii: "x")
        }
    }
}
