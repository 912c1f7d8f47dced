import CardDeckViews

/// A node's outline: a rectangle with a radius at each corner.
///
/// Radii follow Core Animation: the corner radius applies only to the corners in the mask,
/// and is limited to half the shorter side so opposite corners never overlap.
struct SVGShape: Hashable, Sendable {
    /// The rectangle, standardized, in the drawing space.
    var rect: Rect
    /// The radius at the top-left corner, in points, ≥ 0.
    var topLeft: Double
    /// The radius at the top-right corner, in points, ≥ 0.
    var topRight: Double
    /// The radius at the bottom-left corner, in points, ≥ 0.
    var bottomLeft: Double
    /// The radius at the bottom-right corner, in points, ≥ 0.
    var bottomRight: Double

    /// Creates the outline of a rectangle rounded at the masked corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; standardized.
    ///   - radius: The corner radius in points; negative and non-finite values become 0, and
    ///     values past half the shorter side are limited to it.
    ///   - corners: Which corners are rounded.
    init(rect: Rect, radius: Double, corners: CornerMask) {
        self.rect = rect.standardized
        let radii = CornerRadii(radius: radius, corners: corners, size: self.rect.size)
        topLeft = radii.topLeft
        topRight = radii.topRight
        bottomLeft = radii.bottomLeft
        bottomRight = radii.bottomRight
    }

    /// Whether every corner has the same radius, so a `<rect>` can draw the shape.
    var hasUniformCorners: Bool {
        topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight
    }

    /// The shape moved by an offset.
    ///
    /// - Parameter offset: The offset, in points.
    /// - Returns: The same outline, moved.
    func offsetBy(_ offset: Point) -> SVGShape {
        var moved = self
        moved.rect = rect.offsetBy(dx: offset.x, dy: offset.y)
        return moved
    }

    /// The shape with every side moved inwards by `width` and each radius reduced by the
    /// same amount: the inner edge of a border of that width, as Core Animation draws it.
    ///
    /// - Parameter width: The inset, in points, > 0.
    /// - Returns: The inner shape, or `nil` when nothing is left inside.
    func inset(by width: Double) -> SVGShape? {
        guard rect.width > 2 * width, rect.height > 2 * width else { return nil }
        var inner = self
        inner.rect = Rect(
            x: rect.minX + width, y: rect.minY + width, width: rect.width - 2 * width,
            height: rect.height - 2 * width)
        inner.topLeft = max(topLeft - width, 0)
        inner.topRight = max(topRight - width, 0)
        inner.bottomLeft = max(bottomLeft - width, 0)
        inner.bottomRight = max(bottomRight - width, 0)
        return inner
    }

    /// The path data of the outline, clockwise from the end of the top-left corner, with an
    /// elliptical arc at every rounded corner.
    var pathData: String {
        let n = { (value: Double) in SVGFormat.number(value) }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var parts = ["M\(n(x0 + topLeft)) \(n(y0))", "H\(n(x1 - topRight))"]
        if topRight > 0 {
            parts.append(arc(topRight, to: "\(n(x1)) \(n(y0 + topRight))"))
        }
        parts.append("V\(n(y1 - bottomRight))")
        if bottomRight > 0 {
            parts.append(arc(bottomRight, to: "\(n(x1 - bottomRight)) \(n(y1))"))
        }
        parts.append("H\(n(x0 + bottomLeft))")
        if bottomLeft > 0 {
            parts.append(arc(bottomLeft, to: "\(n(x0)) \(n(y1 - bottomLeft))"))
        }
        parts.append("V\(n(y0 + topLeft))")
        if topLeft > 0 {
            parts.append(arc(topLeft, to: "\(n(x0 + topLeft)) \(n(y0))"))
        }
        parts.append("Z")
        return parts.joined(separator: " ")
    }

    private func arc(_ radius: Double, to end: String) -> String {
        let r = SVGFormat.number(radius)
        return "A\(r) \(r) 0 0 1 \(end)"
    }
}
