import CardDeckMotion

/// A node that shows part of a larger content area and lets the user drag, flick and bounce
/// it: CardDeck's `UIScrollView`.
///
/// Add content as subviews laid out in content coordinates and set ``contentSize``. The
/// visible part is the scroll view's bounds: ``contentOffset`` is `bounds.origin`, so moving it
/// moves every subview. The scroll view clips its content (``ViewNode/clipsToBounds`` is
/// `true` by default) and owns a ``panGestureRecognizer`` that drives it:
/// - **dragging** moves the content with the finger along the scrollable axes; past an edge it
///   stretches with `RubberBand` (coefficient ``rubberBandCoefficient``, dimension the
///   visible size), or stops at the edge when ``bounces`` is `false`;
/// - **releasing** coasts to rest where ``decelerationRate`` projects the flick, or where an
///   observer's ``ScrollViewObserver/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
///   sends it; a coast that crosses an edge bounces on it with ``bounceSpring``;
/// - a **touch** on moving content stops it where it is.
///
/// Motion runs in the window's frame loop, in closed form from the release, so it lands on the
/// same offsets at any frame rate, and allocates nothing per frame. Any number of
/// ``ScrollViewObserver``s follow it (``addObserver(_:)``); the pan's delegate stays free for
/// the app.
///
/// Bad input never traps: negative or non-finite content sizes and insets become 0 and
/// non-finite offsets are ignored, each with a warning in ``Diagnostics``. A scroll view that
/// leaves its window stops moving at once.
open class ScrollView: ViewNode {
    /// Whether ``ScrollView/adjustedContentInset`` includes the window's safe area, as
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// Adds the part of the window's safe-area insets that the scroll view's frame
        /// overlaps, on every edge (UIKit's `.always`; CardDeck has no bars to special-case).
        case automatic
        /// Uses ``ScrollView/contentInset`` alone.
        case never
    }

    /// The size of the content, in points; default `.zero`.
    ///
    /// Valid: finite, ≥ 0 in each dimension. A negative or non-finite component becomes 0 with
    /// a warning in ``Diagnostics``. The content scrolls along an axis when it is larger there
    /// than the bounds minus the ``adjustedContentInset``.
    public var contentSize: Size {
        get { storedContentSize }
        set { storedContentSize = Self.sanitized(newValue, "contentSize") }
    }

    /// The point of the content shown at the bounds' top-left corner, in points; default
    /// `(0, 0)`. The same value as `bounds.origin`.
    ///
    /// Setting it moves the content at once (model and presented values together, even inside
    /// an animation block; use ``setContentOffset(_:animated:)`` to animate) and tells the
    /// observers ``ScrollViewObserver/scrollViewDidScroll(_:)`` if it changed. Any finite value
    /// is accepted, including offsets past the edges; a non-finite component is ignored with a
    /// warning. Set during a drag, the drag goes on from the new offset without a jump; set
    /// while the content decelerates, the deceleration goes on from the new offset with the
    /// velocity it had (as `UIScrollView` does). Setting `bounds.origin` directly moves the
    /// content the same way but tells no observer.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("ScrollView \(id): ignored non-finite contentOffset \(newValue)")
                return
            }
            setOffsetNotifying(newValue)
        }
    }

    /// Extra space around the content, in points; default `.zero`.
    ///
    /// A positive inset lets the content scroll further past that edge: the smallest offset is
    /// `−adjustedContentInset.top` (`.left`), the largest the content size plus the bottom
    /// (right) inset minus the bounds size. Negative insets are allowed and shrink the range,
    /// as in UIKit; a non-finite inset becomes 0 with a warning in ``Diagnostics``.
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set { storedContentInset = Self.sanitized(newValue) }
    }

    /// Whether the window's safe area adds to ``contentInset``; default
    /// ``ContentInsetAdjustmentBehavior/automatic``.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether the user can scroll; default `true`. Setting it to `false` disables the
    /// ``panGestureRecognizer`` (a drag in progress is cancelled and ends there, as a release
    /// at zero velocity); programmatic scrolling still works.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether the content stretches past its edges while dragged and bounces back when it
    /// coasts into them; default `true`. When `false` a drag stops at the edge and a flick
    /// comes to rest on it.
    public var bounces = true

    /// Whether vertical drags move (and bounce) content that fits the bounds; default `false`.
    public var alwaysBounceVertical = false

    /// Whether horizontal drags move (and bounce) content that fits the bounds; default
    /// `false`.
    public var alwaysBounceHorizontal = false

    /// How quickly a flick slows down; default `DecelerationRate.normal` (0.998 per ms),
    /// `DecelerationRate.fast` is 0.99. A flick at v points per second comes to rest
    /// `decelerationRate.projectedDistance(initialVelocity: v)` points further: 499 pt for
    /// 1,000 pt/s at normal, 99 pt at fast.
    public var decelerationRate = DecelerationRate.normal

    /// Whether a touch is down on the scroll view (it may not have started dragging yet).
    public internal(set) var isTracking = false

    /// Whether the user is dragging the content: from the moment the pan begins until the
    /// finger lifts (false again from ``ScrollViewObserver/scrollViewDidEndDragging(_:willDecelerate:)``
    /// on).
    public internal(set) var isDragging = false

    /// Whether the content is coasting or bouncing after a release, with no finger on it.
    /// True from ``ScrollViewObserver/scrollViewDidEndDragging(_:willDecelerate:)`` (when it
    /// says `willDecelerate`) until ``ScrollViewObserver/scrollViewDidEndDecelerating(_:)``;
    /// an animated ``setContentOffset(_:animated:)`` is not deceleration.
    public internal(set) var isDecelerating = false

    /// The pan that scrolls the content, attached to the scroll view.
    ///
    /// Its ``PanGestureRecognizer/axis`` is set at each touch to the one axis that scrolls (or
    /// `nil` when both do), so a movement across it fails the pan and leaves the touch to
    /// another recognizer; with no scrollable axis the pan fails. Its delegate is the app's to
    /// set: the scroll view never uses it.
    public let panGestureRecognizer: PanGestureRecognizer

    private var storedContentSize = Size.zero
    private var storedContentInset = EdgeInsets.zero
    /// The observers, in the order added; an entry whose observer is gone is skipped.
    var observers: [WeakScrollViewObserver] = []
    /// How many observer notifications are running (they can nest).
    var notificationDepth = 0
    /// Whether an observer was removed during a notification, leaving a slot to compact.
    var hasVacantObserverSlots = false
    /// The raw, un-stretched offset the finger's translation is subtracted from.
    var dragOrigin = Point.zero
    /// The offset the drag last wrote; a different offset means someone moved the content.
    var lastDragOffset = Point.zero
    /// The pan's translation when the drag last wrote the offset.
    var lastDragTranslation = Point.zero
    /// The deceleration or animation running, if any.
    var motion: ScrollMotion?
    /// The window whose frame loop runs ``motion``.
    weak var tickingWindow: Window?
    /// Counts motions started and stopped, to notice one replaced during a callback.
    var motionGeneration = 0

    /// Leaving the window (or entering another) stops any deceleration or animation at once
    /// (no end callback is sent, as for a touch that stops the content).
    override func windowDidChange() {
        stopMotion()
    }

    /// Creates a scroll view.
    ///
    /// - Parameter frame: The frame in the superview's coordinates; default `.zero`.
    public override init(frame: Rect = .zero) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        observeWindowChanges()
        clipsToBounds = true
        pan.scrollView = self
        pan.name = "ScrollView.pan"
        pan.addTarget { [weak self] _ in self?.handlePan() }
        addGestureRecognizer(pan)
    }

    private static func sanitized(_ size: Size, _ name: String) -> Size {
        func clean(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        let clean = Size(width: clean(size.width), height: clean(size.height))
        if clean != size {
            Diagnostics.warn("ScrollView: \(name) \(size) must be finite and ≥ 0; used \(clean)")
        }
        return clean
    }

    private static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let clean = EdgeInsets(
            top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
            right: clean(insets.right))
        if clean != insets {
            Diagnostics.warn(
                "ScrollView: contentInset \(insets) must be finite; used \(clean)")
        }
        return clean
    }
}
