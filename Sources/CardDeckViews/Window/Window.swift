/// The root of everything on screen: size, safe area, traits, the clock, the frame loop and
/// the attached host renderers (UIKit's `UIWindow` plus its display link).
///
/// `advance(by:)` steps the clock in whole frames of 1 / ``frameRate`` seconds. Each frame runs
/// four phases in order: **input** (pointer events whose time has come), **motion** (running
/// animators write presented values), **layout** (nodes that need layout lay out) and
/// **commit** (dirty nodes become ``Mutation``s for the hosts). Frame *k* happens at exactly
/// `k / frameRate` seconds after the rate was set, so stepping at 60 or 120 Hz gives
/// bit-identical presented values at the timestamps both rates share.
///
/// Keep a strong reference to the window, as an app keeps its `UIWindow`: nodes refer to their
/// window weakly, and animations of nodes whose window is gone finish at once.
@MainActor
public final class Window {
    /// The root node; its frame always equals the window's bounds.
    public let root: ViewNode
    /// The window's size, in points.
    public private(set) var size: Size
    /// The safe-area insets, in points.
    public private(set) var safeAreaInsets: EdgeInsets
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
    /// The time of the latest frame, in seconds on the clock's time base.
    public private(set) var time: Double
    /// How many frames have run.
    public private(set) var frameCount = 0
    /// How many commits carried changes to the hosts: a host that reads the window outside
    /// its `apply` calls can tell from it whether it missed one.
    public private(set) var commitCount = 0
    /// How many frames ``advanceSkippingMissedFrames(to:)`` skipped because the host fell
    /// behind (a display link's dropped frames), ≥ 0; frames ``advance(to:)`` skips past
    /// ``maximumFramesPerAdvance`` are not counted.
    public internal(set) var skippedFrameCount = 0
    /// The most frames one `advance` runs; beyond this the window skips ahead and runs only the
    /// final frame (animations evaluate in closed form, so they land exactly where they should).
    public static let maximumFramesPerAdvance = 240

    /// The height of the software keyboard the window shows while a node that
    /// ``ViewNode/wantsSoftwareKeyboard`` (a ``TextField``) is first responder, in points;
    /// default 336 (an iPhone's keyboard with its predictive bar). `nil` shows none, as with a
    /// hardware keyboard attached; the first responder still takes key presses. Non-finite or
    /// negative values become `nil` with a warning; a height above the window's is cut at its
    /// top edge.
    public var softwareKeyboardHeight: Double? = 336 {
        didSet {
            if let height = softwareKeyboardHeight, !(height.isFinite && height >= 0) {
                Diagnostics.warn("Window: ignored softwareKeyboardHeight \(height); used nil")
                softwareKeyboardHeight = nil
            }
        }
    }

    /// Frames per second, 1…1000; default 120. Finite values outside are clamped; NaN is
    /// ignored with a warning. Changing the rate restarts frame numbering at the current time.
    public var frameRate: Double = 120 {
        didSet {
            if frameRate.isNaN {
                Diagnostics.warn("Window: ignored frameRate NaN; kept \(oldValue)")
                frameRate = oldValue
            }
            frameRate = min(max(frameRate, 1), 1_000)
            frameOrigin = time
            framesSinceOrigin = 0
        }
    }

    /// The time frame numbering starts from, and the frames run since; frame *k* is at
    /// `frameOrigin + k / frameRate`. See `Window+DisplayLink.swift`.
    var frameOrigin: Double
    var framesSinceOrigin = 0
    private var hosts: [any HostRenderer] = []
    var commitQueue: [ViewNode] = []
    var layoutQueue: [ViewNode] = []
    var structuralMutations: [Mutation] = []
    private var mutations: [Mutation] = []
    var animators: [PropertyAnimator] = []
    /// Objects moved in the motion phase of every frame; see `Window+Tickers.swift`.
    var tickers = FrameTickerList()
    /// Subtrees that entered the window needing layout inside; see `enqueueSubtreeLayout`.
    var subtreeLayoutQueue: [ViewNode] = []
    /// Counts motion phases, so a node shared by running animators is refreshed once a frame.
    private var motionPass: UInt32 = 0
    /// The input phase: queued pointer events, touches, recognizer timers.
    let input = InputRouter()
    /// The root view controller and status bar; see `Window+RootViewController`.
    var controllerState = WindowControllerState()
    /// The first responder and the keyboard; see `Window+Keyboard`.
    var keyboardState = WindowKeyboardState()
    /// Accessibility focus, the focus ring and announcements; see `Window+Accessibility`.
    var accessibilityState = WindowAccessibilityState()
    /// Told of every input before the window acts on it; see `Window+InputObservers`.
    var inputObservers: [WeakInputObserver] = []
    /// Told at the end of every layout phase; see `Window+LayoutObservers`.
    var layoutObservers: [any LayoutObserving] = []
    /// Moves whenever a subtree leaves this window, so its nodes look their window up again;
    /// starts at 1 (a node's 0 never matches). See ``ViewNode/window``.
    var structureStamp: UInt64 = 1
    /// The numbers the window gives its nodes; see ``ViewNode/ID``.
    var nodeIdentities = NodeIdentities()
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
        self.time = clock.now
        self.frameOrigin = clock.now
        root = ViewNode(frame: Rect(origin: .zero, size: self.size))
        root.accessibilityIdentifier = "window.root"
        root.hostedWindow = self
        root.adoptIdentities(in: self)
        structuralMutations.append(.insert(root, parent: nil, index: 0))
        input.window = self
    }

    /// A window that goes away takes everything with it. Pointers still down are cancelled
    /// first, as if every view had left the window: each recognizer tracking one hears
    /// `touchCancelled`, goes through `cancelled` (or `failed`) back to `possible`, and lets
    /// go of the touch (a touch and its recognizers refer to each other, so they would
    /// otherwise keep each other — and the views and controllers their actions reach —
    /// alive). Then the root view controller is let go of as setting it to `nil` does: it
    /// disappears and its presentations end without animation, their completions running
    /// once, so a controller the app keeps can go into another window as good as new.
    isolated deinit {
        input.cancelAllTouches()
        releaseRootViewControllerAtDeinit()
    }

    /// The window's bounds: its size at the origin, in points.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Attaches a host; it receives every later commit. Attaching twice has no effect.
    ///
    /// A host attached after the first frame first receives an insert of the root.
    ///
    /// - Parameter host: The host renderer.
    public func attach(_ host: any HostRenderer) {
        guard !hosts.contains(where: { $0 === host }) else { return }
        hosts.append(host)
        if frameCount > 0 { host.apply([.insert(root, parent: nil, index: 0)], in: self) }
    }

    /// Detaches a host; it receives nothing more.
    ///
    /// - Parameter host: The host renderer.
    public func detach(_ host: any HostRenderer) {
        hosts.removeAll { $0 === host }
    }

    /// Steps the frame loop forward by `interval` seconds, running every whole frame due.
    ///
    /// - Parameter interval: Seconds, ≥ 0. Negative, NaN or infinite intervals are ignored
    ///   with a warning.
    public func advance(by interval: Double) {
        guard interval >= 0, interval.isFinite else {
            Diagnostics.warn("Window: ignored advance(by: \(interval))")
            return
        }
        advance(to: max(time, clock.now) + interval)
    }

    /// Runs every frame due up to `target` on the clock's time base, moving a ``ManualClock``
    /// there.
    ///
    /// - Parameter target: A time in seconds. A time earlier than the latest frame (a clock that
    ///   went backwards) or a non-finite time is ignored with a warning. A jump of more than
    ///   ``maximumFramesPerAdvance`` frames skips ahead and runs the final frame only.
    public func advance(to target: Double) {
        advance(to: target, maximumFrames: Self.maximumFramesPerAdvance, caller: "advance(to:)")
    }

    /// Runs the frames due up to `target`, at most `maximumFrames` of them: beyond that it
    /// skips ahead and runs the final frame only.
    ///
    /// - Returns: How many frames were due and skipped.
    @discardableResult
    func advance(to target: Double, maximumFrames: Int, caller: String) -> Int {
        guard target.isFinite, target >= time else {
            Diagnostics.warn(
                "Window: ignored \(caller) to \(target); the latest frame is at \(time)")
            return 0
        }
        if let manual = clock as? ManualClock, target > manual.now { manual.set(to: target) }
        // A tiny slack keeps a frame whose time rounds just past the target from being lost.
        let due = Int(((target - frameOrigin) * frameRate + 1e-9).rounded(.down))
        var pending = due - framesSinceOrigin
        var skipped = 0
        if pending > maximumFrames {
            skipped = pending - 1
            framesSinceOrigin = due - 1
            pending = 1
        }
        for _ in 0..<max(pending, 0) {
            framesSinceOrigin += 1
            runFrame(at: frameOrigin + Double(framesSinceOrigin) / frameRate)
        }
        return skipped
    }

    /// Changes the window's size and safe area, lays out and commits a frame at the current
    /// time, as a rotation or a split-screen change would. A size change is announced to the
    /// root view controller first, through `viewWillTransition(to:with:)`; a change of the
    /// safe area lays out every view again.
    ///
    /// - Parameters:
    ///   - size: The new size in points; negative or non-finite components become 0.
    ///   - safeAreaInsets: The new insets; default unchanged.
    public func resize(to size: Size, safeAreaInsets: EdgeInsets? = nil) {
        noteInput(
            .resize(
                Self.sanitized(size),
                safeAreaInsets: safeAreaInsets.map(Self.sanitized)
                    ?? self.safeAreaInsets, time: max(time, clock.now)))
        let transition = rootViewControllerWillTransition(to: Self.sanitized(size))
        let sizeChanged = Self.sanitized(size) != self.size
        self.size = Self.sanitized(size)
        if let insets = safeAreaInsets.map(Self.sanitized), insets != self.safeAreaInsets {
            self.safeAreaInsets = insets
            // As UIKit lays out every view whose safe area changed.
            Self.setNeedsLayout(inTreeOf: root)
        }
        root.frame = bounds
        root.setNeedsLayout()
        if sizeChanged { rootViewControllerDidResize(transition) }
        if sizeChanged { relayoutKeyboardAfterResize() }
        runLayout()
        commit()
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
        root.hitTest(root.fromParentSpace(point, presented: true))
    }

    private func runFrame(at frameTime: Double) {
        time = frameTime
        frameCount += 1
        if input.hasWork { input.deliver(upTo: frameTime) }
        validateFirstResponder()
        runTickers()
        runMotion()
        runTickersAfterMotion()
        runLayout()
        if accessibilityState.ringView != nil { updateAccessibilityFocusRing() }
        commit()
    }

    private func runMotion() {
        guard !animators.isEmpty else { return }
        var index = 0
        while index < animators.count {
            animators[index].step(to: time)
            index += 1
        }
        // Only running animators move with time: a paused one (a scrubbed transition) has
        // refreshed its nodes when its fraction was set, so refreshing them again here would
        // compute the same values twice a frame. A node two running animators share is
        // refreshed once.
        motionPass &+= 1
        for animator in animators where animator.isRunning {
            for node in animator.nodes where node.window === self && node.motionPass != motionPass {
                node.motionPass = motionPass
                node.refreshAnimatedProperties()
            }
        }
        finishCompletedAnimators()
    }

    private func finishCompletedAnimators() {
        var index = 0
        while index < animators.count {
            let animator = animators[index]
            if animator.hasReachedEnd { animator.completeAtEnd() }
            // A completed animator leaves the list; the next one now sits at this index.
            if index < animators.count, animators[index] === animator { index += 1 }
        }
    }

    private func runLayout() {
        var passes = 0
        while !layoutQueue.isEmpty || !subtreeLayoutQueue.isEmpty
            || (passes < 16 && notifyLayoutObservers())
        {
            passes += 1
            if passes > 16 {
                Diagnostics.warn("Window: layout did not settle after 16 passes; deferred the rest")
                return
            }
            var subtree = 0
            while subtree < subtreeLayoutQueue.count {
                let node = subtreeLayoutQueue[subtree]
                if node.window === self { node.layoutIfNeeded() }
                subtree += 1
            }
            subtreeLayoutQueue.removeSubrange(0..<subtree)
            var index = 0
            while index < layoutQueue.count {
                let node = layoutQueue[index]
                node.isQueuedForLayout = false
                if node.window === self, node.needsLayout {
                    node.needsLayout = false
                    node.layoutSubviews()
                }
                index += 1
            }
            layoutQueue.removeSubrange(0..<index)
        }
    }

    private func commit() {
        mutations.append(contentsOf: structuralMutations)
        structuralMutations.removeAll(keepingCapacity: true)
        for node in commitQueue where node.queuedCommitWindow === self {
            node.queuedCommitWindow = nil
            if node.window === self, !node.dirtyMask.isEmpty {
                mutations.append(.update(node, node.dirtyMask))
            }
            node.dirtyMask = []
        }
        commitQueue.removeAll(keepingCapacity: true)
        guard !mutations.isEmpty else { return }
        commitCount += 1
        for host in hosts { host.apply(mutations, in: self) }
        // Emptied now rather than at the next commit, so the nodes of a removed subtree are
        // released with this frame.
        mutations.removeAll(keepingCapacity: true)
    }

    func enqueueCommit(_ node: ViewNode) { commitQueue.append(node) }
    func enqueueLayout(_ node: ViewNode) { layoutQueue.append(node) }

    /// Queues a subtree that entered the window needing layout somewhere inside: the layout
    /// pass lays it out as `layoutIfNeeded()` does, following the layout flags.
    func enqueueSubtreeLayout(_ node: ViewNode) { subtreeLayoutQueue.append(node) }

    func recordInsert(_ node: ViewNode, into parent: ViewNode, at index: Int) {
        structuralMutations.append(.insert(node, parent: parent, index: index))
    }

    func recordRemove(_ node: ViewNode, from parent: ViewNode) {
        structuralMutations.append(.remove(node, parent: parent))
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
