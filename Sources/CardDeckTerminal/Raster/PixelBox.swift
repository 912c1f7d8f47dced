/// A rectangle of pixels: columns `x0..<x1`, pixel rows `y0..<y1`; empty when either range is.
struct PixelBox: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// The smallest box holding both; an empty box adds nothing.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(
            x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
            y1: max(y1, other.y1))
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(
            x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
            y1: min(y1, other.y1))
    }
}
