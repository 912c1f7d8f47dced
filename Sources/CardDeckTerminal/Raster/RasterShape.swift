import CardDeckViews

/// A node's outline in its bounds space, placed in window space: a rectangle with a radius at
/// each masked corner, and the mapping from window space back into the rectangle's space.
///
/// Radii follow Core Animation (as `SVGShape` in CardDeckSVG does): the corner radius applies
/// to the masked corners only and is limited to half the shorter side.
struct RasterShape: Sendable, Equatable {
    /// The rectangle, standardized, in the node's bounds space.
    let rect: Rect
    /// The radius at each corner, in points: top-left, top-right, bottom-left, bottom-right.
    let topLeft: Double
    let topRight: Double
    let bottomLeft: Double
    let bottomRight: Double
    /// Maps window points into the bounds space.
    let fromWindow: AffineTransform2D
    /// Whether ``fromWindow`` only translates, so the containment test skips the products.
    let translates: Bool
    /// The shape's bounding box in window space.
    let windowBounds: Rect

    /// Creates the outline of `rect` rounded at the masked corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in bounds space; standardized.
    ///   - radius: The corner radius, in points; negative and non-finite values become 0.
    ///   - corners: Which corners are rounded.
    ///   - toWindow: The mapping from bounds space to window space; finite and invertible.
    ///   - minimumSize: The smallest width and height, in points, of an outline that only
    ///     translates: a thinner one (a 5 pt grabber in 8 pt pixels) grows about its centre
    ///     line to this size. Default none.
    init(
        rect: Rect, radius: Double, corners: CornerMask, toWindow: AffineTransform2D,
        minimumSize: Size = .zero
    ) {
        var rect = rect.standardized
        let translates =
            toWindow.a == 1 && toWindow.b == 0 && toWindow.c == 0 && toWindow.d == 1
        // A hairline thinner than a pixel would fall between pixel centres and vanish: it
        // grows about its centre line to one pixel, so it covers the pixel it runs through.
        if translates, rect.height < minimumSize.height {
            rect = Rect(
                x: rect.minX, y: rect.midY - minimumSize.height / 2, width: rect.width,
                height: minimumSize.height)
        }
        if translates, rect.width < minimumSize.width {
            rect = Rect(
                x: rect.midX - minimumSize.width / 2, y: rect.minY, width: minimumSize.width,
                height: rect.height)
        }
        self.rect = rect
        let radii = CornerRadii(radius: radius, corners: corners, size: rect.size)
        topLeft = radii.topLeft
        topRight = radii.topRight
        bottomLeft = radii.bottomLeft
        bottomRight = radii.bottomRight
        fromWindow = toWindow.inverted()
        self.translates = translates
        windowBounds = toWindow.apply(to: self.rect)
    }

    /// The same outline moved inwards by `width` on every side with each radius reduced by as
    /// much: the inner edge of a border, as Core Animation draws it; `nil` when nothing is
    /// left inside.
    func inset(by width: Double) -> RasterShape? {
        guard rect.width > 2 * width, rect.height > 2 * width else { return nil }
        return RasterShape(
            rect: Rect(
                x: rect.minX + width, y: rect.minY + width, width: rect.width - 2 * width,
                height: rect.height - 2 * width),
            radii: (
                max(topLeft - width, 0), max(topRight - width, 0), max(bottomLeft - width, 0),
                max(bottomRight - width, 0)
            ),
            fromWindow: fromWindow, translates: translates,
            windowBounds: windowBounds)
    }

    private init(
        rect: Rect, radii: (Double, Double, Double, Double), fromWindow: AffineTransform2D,
        translates: Bool, windowBounds: Rect
    ) {
        self.rect = rect
        (topLeft, topRight, bottomLeft, bottomRight) = radii
        self.fromWindow = fromWindow
        self.translates = translates
        self.windowBounds = windowBounds
    }

    /// The window-space interval `[low, high)` a row of pixels centred at `y` may cover, and
    /// whether every pixel centre inside it is covered without a further test: true for a
    /// shape that only translates, on a row clear of its rounded corners.
    ///
    /// - Parameter y: The row's centre, in window points.
    /// - Returns: The interval, empty when the row misses the shape.
    @inline(__always)
    func span(atWindowY y: Double) -> (low: Double, high: Double, exact: Bool) {
        guard translates else { return (windowBounds.minX, windowBounds.maxX, false) }
        let py = y + fromWindow.ty
        guard py >= rect.minY, py < rect.maxY else { return (0, 0, true) }
        let inCorners =
            py < rect.minY + max(topLeft, topRight) || py > rect.maxY - max(bottomLeft, bottomRight)
        return (rect.minX - fromWindow.tx, rect.maxX - fromWindow.tx, !inCorners)
    }

    /// For an outline that only translates, the window-space band where
    /// ``span(atWindowY:)`` reports every row exact: its full width, on the rows clear of the
    /// rounded corners; `nil` for other outlines or when the corners leave no such row.
    var straightBand: Rect? {
        guard translates else { return nil }
        let top = max(topLeft, topRight)
        let bottom = max(bottomLeft, bottomRight)
        let bounds = windowBounds
        guard bounds.height > top + bottom else { return nil }
        return Rect(
            x: bounds.minX, y: bounds.minY + top, width: bounds.width,
            height: bounds.height - top - bottom)
    }

    /// The largest radius at the top corners and at the bottom corners, in points.
    var topRadius: Double { max(topLeft, topRight) }
    var bottomRadius: Double { max(bottomLeft, bottomRight) }

    /// Whether a window point lies inside the outline. Points on the top and left edges are
    /// inside and points on the bottom and right edges outside, so shapes that meet never
    /// both cover a sample.
    @inline(__always)
    func contains(windowX x: Double, y: Double) -> Bool {
        let px: Double
        let py: Double
        if translates {
            px = x + fromWindow.tx
            py = y + fromWindow.ty
        } else {
            px = fromWindow.a * x + fromWindow.c * y + fromWindow.tx
            py = fromWindow.b * x + fromWindow.d * y + fromWindow.ty
        }
        guard px >= rect.minX, px < rect.maxX, py >= rect.minY, py < rect.maxY else {
            return false
        }
        if px < rect.minX + topLeft, py < rect.minY + topLeft {
            return inCircle(px, py, rect.minX + topLeft, rect.minY + topLeft, topLeft)
        }
        if px > rect.maxX - topRight, py < rect.minY + topRight {
            return inCircle(px, py, rect.maxX - topRight, rect.minY + topRight, topRight)
        }
        if px < rect.minX + bottomLeft, py > rect.maxY - bottomLeft {
            return inCircle(px, py, rect.minX + bottomLeft, rect.maxY - bottomLeft, bottomLeft)
        }
        if px > rect.maxX - bottomRight, py > rect.maxY - bottomRight {
            return inCircle(
                px, py, rect.maxX - bottomRight, rect.maxY - bottomRight, bottomRight)
        }
        return true
    }

    @inline(__always)
    private func inCircle(
        _ x: Double, _ y: Double, _ cx: Double, _ cy: Double, _ r: Double
    ) -> Bool {
        let dx = x - cx
        let dy = y - cy
        return dx * dx + dy * dy <= r * r
    }
}
