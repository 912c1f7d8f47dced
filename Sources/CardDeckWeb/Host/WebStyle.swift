import CardDeckViews

/// What one DOM element shows: a node's presented values as the page's runtime applies them,
/// quantized so that changes too small to see are not sent.
///
/// Geometry is a CSS `matrix()` that maps the element's box (its bounds' size, top-left at
/// 0, 0) into its parent's bounds space, so a moving card changes only ``matrix`` and the
/// browser composites it without layout. A parent's bounds origin (a scroll offset) is
/// ``origin``; the runtime moves the parent's children by it, so a scroll changes one value,
/// not one per row.
///
/// Lengths are CSS pixels, one per point; colours are 8-bit sRGB with alpha.
public struct WebStyle: Hashable, Sendable {
    /// A CSS `box-shadow`: offset, blur radius and colour.
    public struct Shadow: Hashable, Sendable {
        /// The offset in pixels.
        public var x: Double
        /// The offset in pixels, down positive.
        public var y: Double
        /// The blur radius in pixels (Core Animation's `shadowRadius`, which is about twice the
        /// blur's standard deviation, as CSS's blur radius is).
        public var blur: Double
        /// The colour with the shadow's opacity folded into its alpha, `0xRRGGBBAA`.
        public var color: UInt32

        /// Creates a shadow.
        ///
        /// - Parameters:
        ///   - x: The offset in pixels.
        ///   - y: The offset in pixels, down positive.
        ///   - blur: The blur radius in pixels, ≥ 0.
        ///   - color: The colour, `0xRRGGBBAA`.
        public init(x: Double, y: Double, blur: Double, color: UInt32) {
            self.x = x
            self.y = y
            self.blur = blur
            self.color = color
        }
    }

    /// A border drawn inside the element's edge, over its content, as Core Animation draws it.
    public struct Border: Hashable, Sendable {
        /// The width in pixels, > 0.
        public var width: Double
        /// The colour, `0xRRGGBBAA`.
        public var color: UInt32

        /// Creates a border.
        ///
        /// - Parameters:
        ///   - width: The width in pixels, > 0.
        ///   - color: The colour, `0xRRGGBBAA`.
        public init(width: Double, color: UInt32) {
            self.width = width
            self.color = color
        }
    }

    /// A label's text.
    public struct Text: Hashable, Sendable {
        /// The string; lines break only at its line breaks.
        public var string: String
        /// The font size in pixels.
        public var fontSize: Double
        /// Whether the font is bold.
        public var isBold: Bool
        /// The colour, `0xRRGGBBAA`.
        public var color: UInt32
        /// The horizontal alignment; the lines are centred vertically, as a label's are.
        public var alignment: TextContent.Alignment

        /// Creates a text.
        ///
        /// - Parameters:
        ///   - string: The string.
        ///   - fontSize: The font size in pixels, > 0.
        ///   - isBold: Whether the font is bold.
        ///   - color: The colour, `0xRRGGBBAA`.
        ///   - alignment: The horizontal alignment.
        public init(
            string: String, fontSize: Double, isBold: Bool, color: UInt32,
            alignment: TextContent.Alignment
        ) {
            self.string = string
            self.fontSize = fontSize
            self.isBold = isBold
            self.color = color
            self.alignment = alignment
        }
    }

    /// The mapping from the element's box into its parent's bounds space: `a, b, c, d, tx, ty`
    /// as CSS `matrix()` takes them. Default identity.
    public var matrix = AffineTransform2D.identity
    /// The element's size: its bounds' size, standardized. Default zero.
    public var size = Size.zero
    /// The bounds' origin; the element's children are moved by its negation. Default zero.
    public var origin = Point.zero
    /// The opacity, 0…1. Default 1.
    public var opacity = 1.0
    /// Whether the element and its subtree are not drawn: the node is hidden, or its geometry
    /// is not finite. Default `false`.
    public var isHidden = false
    /// The background, `0xRRGGBBAA`, or `nil` for none. Default `nil`.
    public var background: UInt32?
    /// The corner radii in pixels, by `CornerRadii`'s rule (the one every host draws by).
    /// Default 0.
    public var radii = CornerRadii.zero
    /// Whether the element clips its children (to its rounded shape). Default `false`.
    public var clips = false
    /// The shadow, or `nil`: none, or the element clips (Core Animation draws no shadow
    /// outside a layer that masks to its bounds). Default `nil`.
    public var shadow: Shadow?
    /// The border, or `nil` for none. Default `nil`.
    public var border: Border?
    /// The text, or `nil` for none. Default `nil`.
    public var text: Text?

    /// The style of a new element before any property is set.
    public init() {}

    /// The style of a node's presented values.
    ///
    /// - Parameter state: The node's presented state (`ViewNode.presentation`).
    public init(_ state: VisualState) {
        self.init()
        _ = read(.all, from: state)
    }

    /// A length rounded to 1/100 pixel, which no screen shows; not finite becomes 0.
    static func length(_ value: Double) -> Double {
        value.isFinite ? rounded(value * 100) / 100 : 0
    }

    /// `value.rounded()` (to nearest, halves away from zero), bit for bit, without the call
    /// into the C library's `round` that a drag frame would pay a dozen times per element.
    @inline(__always)
    static func rounded(_ value: Double) -> Double {
        // From 2^52 on every double is whole (and NaN and infinities stay as they are).
        guard abs(value) < 4_503_599_627_370_496 else { return value }
        let whole = Double(Int64(value))
        // Exact: a double minus its truncation is always representable.
        let fraction = value - whole
        let result = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        // Keeps the sign of a negative value that rounds to zero, as `rounded()` does.
        return Double(signOf: value, magnitudeOf: result)
    }

    /// A transform with its linear part rounded to 1/10,000 and its translation to 1/100 pixel.
    static func quantized(_ transform: AffineTransform2D) -> AffineTransform2D {
        func coefficient(_ value: Double) -> Double {
            value.isFinite ? rounded(value * 10_000) / 10_000 : 0
        }
        return AffineTransform2D(
            a: coefficient(transform.a), b: coefficient(transform.b),
            c: coefficient(transform.c), d: coefficient(transform.d),
            tx: length(transform.tx), ty: length(transform.ty))
    }

    /// A colour as `0xRRGGBBAA`, clamped to sRGB's range.
    static func rgba(_ color: Color) -> UInt32 {
        let clamped = color.clamped
        func byte(_ value: Double) -> UInt32 { UInt32(rounded(value * 255)) }
        return byte(clamped.red) << 24 | byte(clamped.green) << 16 | byte(clamped.blue) << 8
            | byte(clamped.alpha)
    }
}
