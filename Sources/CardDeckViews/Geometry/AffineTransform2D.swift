import CardDeckMotion
import Foundation

/// A 2-D affine transformation matrix, laid out like `CGAffineTransform`.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` acting on row vectors, so a point maps as
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`. Translations are in points, angles in
/// radians. Because y grows downwards, a positive rotation turns clockwise on screen, as in
/// UIKit. Any `Double` is accepted; non-finite entries never trap (see ``inverted()`` and
/// the rectangle overload of `apply(to:)`).
///
/// The name carries "2D" because Foundation, which most files import, already declares an
/// `AffineTransform`; a shared name would make every such file spell out the module.
public struct AffineTransform2D: Hashable, Sendable {
    /// The entry scaling x into x', unitless. Default 1.
    public var a: Double
    /// The entry carrying x into y', unitless. Default 0.
    public var b: Double
    /// The entry carrying y into x', unitless. Default 0.
    public var c: Double
    /// The entry scaling y into y', unitless. Default 1.
    public var d: Double
    /// The horizontal translation, in points. Default 0.
    public var tx: Double
    /// The vertical translation, in points. Default 0.
    public var ty: Double

    /// Creates a transform from its six entries; the defaults give the identity.
    ///
    /// - Parameters:
    ///   - a: The x-to-x' entry; default 1.
    ///   - b: The x-to-y' entry; default 0.
    ///   - c: The y-to-x' entry; default 0.
    ///   - d: The y-to-y' entry; default 1.
    ///   - tx: The horizontal translation, in points; default 0.
    ///   - ty: The vertical translation, in points; default 0.
    public init(
        a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0
    ) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform that moves every point by an offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset, in points.
    ///   - y: The vertical offset, in points; positive moves down.
    public init(translationX x: Double, y: Double) {
        self.init(tx: x, ty: y)
    }

    /// Creates a transform that scales about the origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor, unitless; negative mirrors.
    ///   - y: The vertical factor, unitless; negative mirrors.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, d: y)
    }

    /// Creates a transform that rotates about the origin.
    ///
    /// - Parameter angle: The angle, in radians; positive turns clockwise on screen.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform2D()

    /// Whether the transform equals ``identity`` exactly.
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d − b·c`, unitless; zero means the transform is not invertible.
    public var determinant: Double { a * d - b * c }

    /// Returns the transform that applies `self` first and then `other`.
    ///
    /// Same as `CGAffineTransform.concatenating`: the matrix product `self × other`.
    ///
    /// - Parameter other: The transform to apply second.
    /// - Returns: The combined transform.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Returns the transform that translates first and then applies `self`.
    ///
    /// Like `CGAffineTransform.translatedBy(x:y:)`: the offset is in the untransformed space.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset, in points.
    ///   - y: The vertical offset, in points.
    /// - Returns: `translation.concatenating(self)`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// Returns the transform that scales first and then applies `self`.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor, unitless.
    ///   - y: The vertical factor, unitless.
    /// - Returns: `scale.concatenating(self)`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// Returns the transform that rotates first and then applies `self`.
    ///
    /// - Parameter angle: The angle, in radians; positive turns clockwise on screen.
    /// - Returns: `rotation.concatenating(self)`.
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when there is none.
    ///
    /// As in Core Graphics, a singular transform (determinant zero) is returned unchanged;
    /// so is a transform whose determinant or inverse is not finite. Compare the result with
    /// `self`, or check ``determinant``, to tell the two apart.
    ///
    /// - Returns: The transform `t` with `self.concatenating(t) == identity`, up to rounding.
    public func inverted() -> AffineTransform2D {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let inverse = AffineTransform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return inverse.isFinite ? inverse : self
    }

    /// Whether all six entries are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Returns a point mapped by the transform.
    ///
    /// - Parameter point: The point, in points.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`; non-finite input gives non-finite output.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Returns the bounding box of a rectangle's four transformed corners.
    ///
    /// Like `CGRect.applying(_:)`. If any transformed corner is not finite the result is a
    /// rectangle of NaN components, which ``Rect`` treats as having no area.
    ///
    /// - Parameter rect: The rectangle, in points; may have a negative size.
    /// - Returns: The standardized bounding box of the transformed corners.
    public func apply(to rect: Rect) -> Rect {
        // Four corners without an array: this runs per frame during hit-testing.
        let x0 = rect.origin.x
        let y0 = rect.origin.y
        let x1 = x0 + rect.size.width
        let y1 = y0 + rect.size.height
        let p0 = apply(to: Point(x: x0, y: y0))
        let p1 = apply(to: Point(x: x1, y: y0))
        let p2 = apply(to: Point(x: x0, y: y1))
        let p3 = apply(to: Point(x: x1, y: y1))
        guard p0.isFinite, p1.isFinite, p2.isFinite, p3.isFinite else {
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
        return Rect(
            x: minX, y: minY,
            width: Swift.max(p0.x, p1.x, p2.x, p3.x) - minX,
            height: Swift.max(p0.y, p1.y, p2.y, p3.y) - minY)
    }
}
