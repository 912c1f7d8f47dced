import CardDeckViews

extension WebStyle {
    /// One field of a style; a patch carries the fields that changed, each under its key.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        /// ``WebStyle/matrix``, key `t`.
        case matrix
        /// ``WebStyle/size``, key `z`.
        case size
        /// ``WebStyle/origin``, key `o`.
        case origin
        /// ``WebStyle/opacity``, key `a`.
        case opacity
        /// ``WebStyle/isHidden``, key `h`.
        case isHidden
        /// ``WebStyle/background``, key `b`.
        case background
        /// ``WebStyle/radii``, key `r`.
        case radii
        /// ``WebStyle/clips``, key `c`.
        case clips
        /// ``WebStyle/shadow``, key `s`.
        case shadow
        /// ``WebStyle/border``, key `k`.
        case border
        /// ``WebStyle/text``, key `x`.
        case text

        /// Every field in order, kept once: `allCases` builds a new array at each call, and
        /// the host walks the fields on every frame.
        public static let ordered: [Field] = allCases

        /// The field's key in a patch.
        public var key: String {
            switch self {
            case .matrix: "t"
            case .size: "z"
            case .origin: "o"
            case .opacity: "a"
            case .isHidden: "h"
            case .background: "b"
            case .radii: "r"
            case .clips: "c"
            case .shadow: "s"
            case .border: "k"
            case .text: "x"
            }
        }

        /// The field a key names, or `nil` for an unknown key.
        ///
        /// - Parameter key: A key from a patch.
        public init?(key: String) {
            guard let field = Field.ordered.first(where: { $0.key == key }) else { return nil }
            self = field
        }
    }

    /// A set of fields.
    public struct Fields: OptionSet, Hashable, Sendable {
        /// One bit per ``Field``, by its raw value.
        public let rawValue: UInt16

        /// Creates a set from its bits.
        ///
        /// - Parameter rawValue: One bit per ``Field``, by its raw value.
        public init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        /// The set holding one field.
        ///
        /// - Parameter field: The field.
        public init(_ field: Field) {
            self.init(rawValue: 1 << UInt16(field.rawValue))
        }

        /// Every field.
        public static let all = Fields(rawValue: 1 << UInt16(Field.allCases.count) - 1)

        /// Whether the set holds a field.
        ///
        /// - Parameter field: The field.
        /// - Returns: `true` when the set holds it.
        public func contains(_ field: Field) -> Bool { has(field) }

        /// Whether the set holds a field, as one bit test: the generic `contains` is not
        /// always inlined, and the host tests a dozen fields per update.
        @inline(__always)
        func has(_ field: Field) -> Bool { rawValue & 1 << UInt16(field.rawValue) != 0 }

        /// The fields a tree property feeds: what to read again when a mutation names it.
        ///
        /// - Parameter mask: The properties an update mutation names.
        public init(_ mask: PropertyMask) {
            var fields: Fields = []
            if mask.contains(.geometry) {
                // The radii follow the size; non-finite geometry hides the element.
                fields.formUnion([
                    Fields(Field.matrix), Fields(Field.size), Fields(Field.origin),
                    Fields(Field.radii),
                    Fields(Field.isHidden),
                ])
            }
            if mask.contains(.alpha) { fields.insert(Fields(Field.opacity)) }
            if mask.contains(.isHidden) { fields.insert(Fields(Field.isHidden)) }
            if mask.contains(.backgroundColor) { fields.insert(Fields(Field.background)) }
            if mask.contains(.corners) { fields.insert(Fields(Field.radii)) }
            // A clipping element draws no shadow.
            if mask.contains(.clipping) {
                fields.formUnion([Fields(Field.clips), Fields(Field.shadow)])
            }
            if mask.contains(.shadow) { fields.insert(Fields(Field.shadow)) }
            if mask.contains(.border) { fields.insert(Fields(Field.border)) }
            if mask.contains(.text) { fields.insert(Fields(Field.text)) }
            self = fields
        }
    }

    /// The fields that differ between two styles.
    ///
    /// - Parameters:
    ///   - other: The other style.
    ///   - candidates: The fields to compare; default all.
    /// - Returns: The fields among `candidates` whose values differ.
    public func fieldsDiffering(from other: WebStyle, among candidates: Fields = .all) -> Fields {
        var result: Fields = []
        for field in Field.ordered where candidates.contains(field) {
            if !hasEqual(field, as: other) { result.insert(Fields(field)) }
        }
        return result
    }

    private func hasEqual(_ field: Field, as other: WebStyle) -> Bool {
        switch field {
        case .matrix: matrix == other.matrix
        case .size: size == other.size
        case .origin: origin == other.origin
        case .opacity: opacity == other.opacity
        case .isHidden: isHidden == other.isHidden
        case .background: background == other.background
        case .radii: radii == other.radii
        case .clips: clips == other.clips
        case .shadow: shadow == other.shadow
        case .border: border == other.border
        case .text: text == other.text
        }
    }

    /// Copies one field's value from another style.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - other: The style to copy from.
    public mutating func copy(_ field: Field, from other: WebStyle) {
        switch field {
        case .matrix: matrix = other.matrix
        case .size: size = other.size
        case .origin: origin = other.origin
        case .opacity: opacity = other.opacity
        case .isHidden: isHidden = other.isHidden
        case .background: background = other.background
        case .radii: radii = other.radii
        case .clips: clips = other.clips
        case .shadow: shadow = other.shadow
        case .border: border = other.border
        case .text: text = other.text
        }
    }
}
