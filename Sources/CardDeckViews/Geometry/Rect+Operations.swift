extension Rect {
    /// The same area with a non-negative width and height, like `CGRect.standardized`.
    ///
    /// A negative dimension is flipped by moving the origin to the smaller edge. A non-finite
    /// rectangle is returned unchanged.
    public var standardized: Rect {
        guard isFinite else { return self }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle with integer edges that contains this one, like `CGRect.integral`.
    ///
    /// The standardized edges are rounded outwards: minimum edges down, maximum edges up, so
    /// `(-0.5, 0.2, 1, 1)` becomes `(-1, 0, 2, 2)`. A non-finite rectangle is returned unchanged.
    public var integral: Rect {
        guard isFinite else { return self }
        let minX = minX.rounded(.down)
        let minY = minY.rounded(.down)
        return Rect(
            x: minX, y: minY, width: maxX.rounded(.up) - minX, height: maxY.rounded(.up) - minY)
    }

    /// Returns the rectangle moved by an offset; the size is kept as stored.
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset, in points; positive moves right.
    ///   - dy: The vertical offset, in points; positive moves down.
    /// - Returns: The moved rectangle.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// Returns the standardized rectangle with each side moved inwards, like `CGRect.insetBy`.
    ///
    /// Negative values grow the rectangle. Where Core Graphics would return the null rectangle
    /// because the insets exceed the size, the dimension collapses to zero at the centre instead.
    ///
    /// - Parameters:
    ///   - dx: The inset of the left and the right edge, in points.
    ///   - dy: The inset of the top and the bottom edge, in points.
    /// - Returns: The inset rectangle; see ``inset(by:)``.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// Returns the standardized rectangle with each edge moved inwards by its inset.
    ///
    /// Negative insets grow the rectangle. When the insets of opposite edges together exceed the
    /// dimension, that dimension collapses to zero, centred between where the two inset edges
    /// would have landed, so the result never has a negative size. Non-finite rectangles or
    /// insets give a non-finite result.
    ///
    /// - Parameter insets: The inset of each edge, in points.
    /// - Returns: The inset rectangle, with a non-negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        let rect = standardized
        var left = rect.minX + insets.left
        var right = rect.maxX - insets.right
        var top = rect.minY + insets.top
        var bottom = rect.maxY - insets.bottom
        if left > right {
            left = (left + right) / 2
            right = left
        }
        if top > bottom {
            top = (top + bottom) / 2
            bottom = top
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle that contains both rectangles, like `CGRect.union`.
    ///
    /// Empty rectangles still count (their origin is included), as in Core Graphics; non-finite
    /// rectangles are ignored. If both are non-finite the result is ``zero``.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The standardized bounding rectangle.
    public func union(_ other: Rect) -> Rect {
        guard other.isFinite else { return isFinite ? standardized : .zero }
        guard isFinite else { return other.standardized }
        let minX = Swift.min(minX, other.minX)
        let minY = Swift.min(minY, other.minY)
        return Rect(
            x: minX, y: minY,
            width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The area common to both rectangles, like `CGRect.intersection`.
    ///
    /// Rectangles that share only an edge give a zero-width or zero-height rectangle on that
    /// edge, as in Core Graphics. Where Core Graphics returns the null rectangle (no common
    /// point at all, or a non-finite operand) this returns ``zero``; use ``intersects(_:)`` or
    /// ``isEmpty`` to tell "no overlap" from an overlap.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The standardized common rectangle, or ``zero`` when there is none.
    public func intersection(_ other: Rect) -> Rect {
        guard isFinite, other.isFinite else { return .zero }
        let minX = Swift.max(minX, other.minX)
        let maxX = Swift.min(maxX, other.maxX)
        let minY = Swift.max(minY, other.minY)
        let maxY = Swift.min(maxY, other.maxY)
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
