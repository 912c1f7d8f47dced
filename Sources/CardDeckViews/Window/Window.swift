/// The root of everything on screen: size, safe area, traits, the clock and the attached host
/// renderers (UIKit's `UIWindow` plus its display link), composed of parts that each own
/// their state.
///
/// **Parts.** ``frameLoop`` (the frame grid, stepping and live pacing, tickers), the input
/// router (touches, recognizers' timers), ``keyboard`` (first responder and keyboard),
/// ``accessibility`` (focus, focus ring, announcements), the motion, layout and commit phases,
/// the input observers a recording listens through, the root view controller with the status
/// bar style, and the numbers the window gives its nodes. A new window-wide feature is a new
/// part, not new fields here.
///
/// **One frame.** `advance(by:)` steps the clock in whole frames of 1 / ``frameRate`` seconds,
/// and each frame runs, in this order:
/// 1. **input**: pointer events whose time has come are hit-tested against presented
///    geometry and fed to gesture recognizers; recognizers' timers fire; a first responder
///    that left the window resigns;
/// 2. **motion**: tickers tick, running animators write presented values, tickers hear that
///    the animators moved;
/// 3. **layout**: nodes that need layout lay out, then layout observers run (again while they
///    queue more, at most 16 passes); the focus ring follows its element;
/// 4. **commit**: dirty nodes become ``Mutation``s for the hosts.
///
/// Frame *k* happens at exactly `k / frameRate` seconds after the rate was set (a live host's
/// input frame, ``FrameLoop/runInputFrame(at:)``, restarts the grid at its own time), so
/// stepping at 60 or 120 Hz gives bit-identical presented values at the timestamps both rates
/// share.
///
/// Keep a strong reference to the window, as an app keeps its `UIWindow`: nodes refer to their
/// window weakly, and animations of nodes whose window is gone finish at once.
@MainActor
public final class Window {
    /// The root node; its frame always equals the window's bounds.
    public let root: ViewNode
    // Unchecked exclusivity (a fifth of a frame): module-written, no access spans a reentry.
    /// The window's size, in points.
    @exclusivity(unchecked) public private(set) var size: Size
    /// The safe-area insets, in points.
    @exclusivity(unchecked) public private(set) var safeAreaInsets: EdgeInsets
    /// The traits: display scale, reduce motion, size classes, layout direction. A change of
    /// layout direction lays out every view again (cards on a leading or trailing edge move to
    /// the other side).
    public var traits: Traits {
        didSet {
            if traits.layoutDirection != oldValue.layoutDirection {
                Self.setNeedsLayout(inTreeOf: root)
            }
        }
    }
    /// The clock frames are stepped by.
    public let clock: any Clock
    /// The frame loop: frame grid, stepping, live pacing and tickers.
    public private(set) lazy var frameLoop = FrameLoop(window: self, time: clock.now)
    /// The first responder and the keyboard.
    public private(set) lazy var keyboard = WindowKeyboard(window: self)
    /// Accessibility focus, the focus ring and announcements.
    public private(set) lazy var accessibility = WindowAccessibility(window: self)
    /// The input phase: queued pointer events, touches, recognizer timers.
    let input = InputRouter()
    /// The motion phase: running animators.
    let motion = MotionPhase()
    /// The layout phase: queued nodes and layout observers.
    let layout = LayoutPhase()
    /// The commit phase: dirty nodes, structural changes and the hosts.
    let commits = CommitPhase()
    /// Told of every input before the window acts on it.
    let inputObservers = InputObservers()
    /// The root view controller and the status bar style.
    let controllers = WindowControllers()
    /// Moves whenever a subtree leaves this window, so its nodes look their window up again;
    /// starts at 1 (a node's 0 never matches). See ``ViewNode/window``.
    @exclusivity(unchecked) var structureStamp: UInt64 = 1
    /// The numbers the window gives its nodes; see ``ViewNode/ID``.
    let nodeIdentities = NodeIdentities()
    private let liveObject = LiveObjects.Token(.window)

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - size: The size in points; negative or non-finite components become 0.
    ///   - safeAreaInsets: The safe-area insets in points; default none. Negative or non-finite
    ///     insets become 0, and insets larger than the window are kept (layout clamps them).
    ///   - traits: Default iPhone traits.
    ///   - clock: The clock; default a new ``ManualClock`` at 0.
    public init(
        size: Size,
        safeAreaInsets: EdgeInsets = .zero,
        traits: Traits = Traits(),
        clock: any Clock = ManualClock()
    ) {
        self.size = Self.sanitized(size)
        self.safeAreaInsets = Self.sanitized(safeAreaInsets)
        self.traits = traits
        self.clock = clock
        root = ViewNode(frame: Rect(origin: .zero, size: self.size))
        root.accessibilityIdentifier = "window.root"
        root.hostedWindow = self
        nodeIdentities.adoptRoot(root, of: self)
        commits.recordInsert(root, into: nil, at: 0)
        input.window = self
        // The loop's frame grid starts at the clock's time now, not at its first use.
        _ = frameLoop
    }

    /// A window that goes away takes everything with it: pointers still down are cancelled as
    /// if every view had left the window (a touch and its recognizers refer to each other and
    /// would keep each other alive), then the root view controller is let go of as setting it
    /// to `nil` does, so a controller the app keeps can go into another window as good as new.
    isolated deinit {
        input.cancelAllTouches()
        controllers.releaseAtDeinit(of: self)
    }

    /// The window's bounds: its size at the origin, in points.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// How many commits carried changes to the hosts: a host that reads the window outside
    /// its `apply` calls can tell from it whether it missed one.
    public var commitCount: Int { commits.count }

    /// Attaches a host; it receives every later commit. Attaching twice has no effect. A host
    /// attached after the first frame first receives an insert of the root.
    ///
    /// - Parameter host: The host renderer.
    public func attach(_ host: any HostRenderer) { commits.attach(host, to: self) }

    /// Detaches a host; it receives nothing more.
    ///
    /// - Parameter host: The host renderer.
    public func detach(_ host: any HostRenderer) { commits.detach(host) }

    /// Changes the window's size and safe area, lays out and commits a frame at the current
    /// time, as a rotation or a split-screen change would. A size change is announced to the
    /// root view controller first, through `viewWillTransition(to:with:)`; a change of the
    /// safe area lays out every view again.
    ///
    /// - Parameters:
    ///   - size: The new size in points; negative or non-finite components become 0.
    ///   - safeAreaInsets: The new insets; default unchanged.
    public func resize(to size: Size, safeAreaInsets: EdgeInsets? = nil) {
        let size = Self.sanitized(size)
        let insets = safeAreaInsets.map(Self.sanitized)
        inputObservers.note(
            .resize(
                size, safeAreaInsets: insets ?? self.safeAreaInsets, time: max(time, clock.now)),
            in: self)
        let transition = controllers.willTransition(from: self.size, to: size)
        let sizeChanged = size != self.size
        self.size = size
        if let insets, insets != self.safeAreaInsets {
            self.safeAreaInsets = insets
            // As UIKit lays out every view whose safe area changed.
            Self.setNeedsLayout(inTreeOf: root)
        }
        root.frame = bounds
        root.setNeedsLayout()
        if sizeChanged { controllers.didResize(self, transition) }
        if sizeChanged { keyboard.relayoutAfterResize() }
        layout.run(in: self)
        commits.run(in: self)
        transition?.complete()
    }

    static func setNeedsLayout(inTreeOf node: ViewNode) {
        node.setNeedsLayout()
        for subview in node.subviews { setNeedsLayout(inTreeOf: subview) }
    }

    /// The front-most node under a point in window coordinates, using presented geometry.
    ///
    /// - Parameter point: A point in window coordinates.
    /// - Returns: The node hit, or `nil`.
    public func hitTest(_ point: Point) -> ViewNode? {
        root.hitTest(root.presented.pointInBounds(point))
    }

    /// Runs one frame at the frame loop's time, in the order the type's documentation gives.
    func runFrame() {
        let time = frameLoop.time
        if input.hasWork { input.deliver(upTo: time) }
        keyboard.validateFirstResponder()
        frameLoop.runTickers(afterMotion: false)
        motion.run(at: time, in: self)
        frameLoop.runTickers(afterMotion: true)
        layout.run(in: self)
        if accessibility.ringView != nil { accessibility.updateFocusRing() }
        commits.run(in: self)
    }

    /// Keeps the window's overlays in front of what the root holds after a subview was added:
    /// the focus ring, and in front of it the software keyboard.
    func keepOverlaysInFront() {
        accessibility.keepRingInFront(below: keyboard.view)
        keyboard.keepInFront()
    }

    private static func sanitized(_ size: Size) -> Size {
        Size(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    private static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        return EdgeInsets(
            top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
            right: clean(insets.right))
    }
}
