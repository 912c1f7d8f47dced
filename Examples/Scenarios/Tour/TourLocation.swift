import CardDeckViews

/// Where a tour step puts the finger: a point on a named node as it is on screen, or a point
/// of the window given as fractions of its size.
///
/// Locations are resolved when the step runs, against presented geometry, so a step can aim at
/// a card that is still moving and works at any window size.
public struct TourLocation: Hashable, Sendable {
    /// What the location is relative to.
    public enum Target: Hashable, Sendable {
        /// The front-most visible node with this accessibility identifier.
        case node(String)
        /// The window.
        case window
    }

    /// What the location is relative to.
    public var target: Target
    /// The point within the target, as fractions of its width and height: (0, 0) is the
    /// top-left corner, (0.5, 0.5) the centre, (1, 1) the bottom-right corner.
    public var anchor: Point
    /// Points added after the anchor is placed; default zero.
    public var offset: Point

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - target: What the location is relative to.
    ///   - anchor: Fractions of the target's width and height; default the centre.
    ///   - offset: Points added to the anchored point; default zero.
    public init(target: Target, anchor: Point = Point(x: 0.5, y: 0.5), offset: Point = .zero) {
        self.target = target
        self.anchor = anchor
        self.offset = offset
    }

    /// A point on the front-most visible node named `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The node's accessibility identifier.
    ///   - anchor: Fractions of its width and height; default the centre.
    ///   - offset: Points added to the anchored point; default zero.
    /// - Returns: The location.
    public static func node(
        _ identifier: String, anchor: Point = Point(x: 0.5, y: 0.5), offset: Point = .zero
    ) -> TourLocation {
        TourLocation(target: .node(identifier), anchor: anchor, offset: offset)
    }

    /// A point of the window, as fractions of its width and height.
    ///
    /// - Parameters:
    ///   - x: The fraction of the width, 0…1.
    ///   - y: The fraction of the height, 0…1.
    /// - Returns: The location.
    public static func window(x: Double, y: Double) -> TourLocation {
        TourLocation(target: .window, anchor: Point(x: x, y: y))
    }
}

extension TourLocation: CustomStringConvertible {
    /// `node name` or `window (x, y)`.
    public var description: String {
        switch target {
        case .node(let name): "node \(name)"
        case .window: "window (\(anchor.x), \(anchor.y))"
        }
    }
}
