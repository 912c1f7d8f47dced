import CardDeckMotion

extension ScrollView {
    /// The content inset the scroll view uses: ``contentInset`` plus, with
    /// ``contentInsetAdjustmentBehavior`` `.automatic`, the part of the window's safe-area
    /// insets that the scroll view's frame overlaps, in points.
    ///
    /// A scroll view filling a window with a 47 pt top and 34 pt bottom safe area adds 47 pt at
    /// the top and 34 pt at the bottom; one that starts 100 pt down adds nothing at the top.
    /// Outside a window it equals ``contentInset``. Computed from model geometry at each read.
    public var adjustedContentInset: EdgeInsets {
        let inset = contentInset
        guard contentInsetAdjustmentBehavior == .automatic, let window else { return inset }
        let frame = frameInWindow
        let safe = window.safeAreaInsets
        let size = window.size
        func overlap(_ value: Double, _ limit: Double) -> Double {
            value.isFinite ? min(max(value, 0), limit) : 0
        }
        return inset
            + EdgeInsets(
                top: overlap(safe.top - frame.minY, frame.height),
                left: overlap(safe.left - frame.minX, frame.width),
                bottom: overlap(frame.maxY - (size.height - safe.bottom), frame.height),
                right: overlap(frame.maxX - (size.width - safe.right), frame.width))
    }

    /// The frame in window coordinates (model geometry), read through the superview so the
    /// scroll view's own offset adds no rounding. Without a transform, two corners suffice
    /// (the frequent case, read at every frame of a deceleration without allocating).
    private var frameInWindow: Rect {
        guard let superview else { return frame }
        guard transform == .identity else { return superview.convert(frame, to: nil) }
        let half = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
        let a = superview.convert(center - half, to: nil)
        let b = superview.convert(center + half, to: nil)
        return Rect(
            x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Whether vertical drags move the content: it is taller than the bounds with its adjusted
    /// insets, or ``alwaysBounceVertical`` is set.
    package var scrollsVertically: Bool {
        alwaysBounceVertical
            || contentSize.height + adjustedContentInset.vertical > bounds.size.height
    }

    /// Whether horizontal drags move the content.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal
            || contentSize.width + adjustedContentInset.horizontal > bounds.size.width
    }

    /// The edges and physics of one axis: the smallest offset is minus the leading adjusted
    /// inset, the largest `max(smallest, content + trailing inset − visible size)`.
    func limits(vertical: Bool) -> ScrollAxisMotion.Limits {
        let inset = adjustedContentInset
        let lower = vertical ? -inset.top : -inset.left
        let extent =
            vertical
            ? contentSize.height + inset.bottom - bounds.size.height
            : contentSize.width + inset.right - bounds.size.width
        let upper = extent.isFinite ? max(lower, extent) : lower
        return ScrollAxisMotion.Limits(
            lower: lower.isFinite ? lower : 0, upper: upper.isFinite ? upper : 0,
            bounces: bounces, rate: decelerationRate)
    }

    /// Where a finger's raw (un-stretched) offset shows the content: within the edges as it is,
    /// past them stretched by `RubberBand` over the visible size, or held at the edge without
    /// ``bounces``.
    func stretched(_ raw: Double, _ limits: ScrollAxisMotion.Limits, dimension: Double) -> Double {
        guard limits.bounces else { return limits.clamped(raw) }
        guard let edge = limits.edge(beyond: raw) else { return raw }
        return edge
            + RubberBand.offset(
                for: raw - edge, dimension: dimension, coefficient: Self.rubberBandCoefficient)
    }

    /// The raw offset a finger would need to show the content at `offset`: the inverse of
    /// ``stretched(_:_:dimension:)``, used to continue a drag from content that is already
    /// stretched (caught while bouncing, or pinned by an observer).
    func unstretched(_ offset: Double, _ limits: ScrollAxisMotion.Limits, dimension: Double)
        -> Double
    {
        guard limits.bounces, let edge = limits.edge(beyond: offset) else { return offset }
        let overscroll = RubberBand.overscroll(
            for: offset - edge, dimension: dimension, coefficient: Self.rubberBandCoefficient)
        // Stretched further than a drag can stretch (set by code): take it as it is.
        return overscroll.isFinite ? edge + overscroll : offset
    }

    /// The nearest offset within the edges of both axes.
    func clampedOffset(_ offset: Point) -> Point {
        Point(
            x: limits(vertical: false).clamped(offset.x),
            y: limits(vertical: true).clamped(offset.y))
    }
}
