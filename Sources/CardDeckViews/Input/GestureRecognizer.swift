/// The base of every gesture recognizer: UIKit's `UIGestureRecognizer` state machine, with
/// target-action as closures.
///
/// A recognizer is attached to a node with ``ViewNode/addGestureRecognizer(_:)``. Touches that
/// begin on that node or any of its descendants are delivered to it. A continuous recognizer
/// (a pan) goes `possible → began → changed… → ended` (or `cancelled`); a discrete one (a tap)
/// goes `possible → recognized`; either may go `possible → failed`. Actions run on every
/// change except to `possible` and `failed`. Once finished, a recognizer returns to
/// `possible` when all of its touches have ended, and ``reset()`` runs.
///
/// **Arbitration.** Before a recognizer begins (or recognizes) it asks, in order: its own
/// ``shouldBegin()`` and its delegate's `gestureRecognizerShouldBegin(_:)`; whether another
/// recognizer on the same touches is already active and may not run alongside it; and whether a
/// recognizer it requires to fail (``require(toFail:)``, the delegate, or the subclass hooks)
/// is still undecided — if so it waits in `possible` and begins when that one fails, or fails
/// when that one recognizes. A recognizer that begins makes every other recognizer on its
/// touches fail (or, if already active, cancel) unless the two recognize simultaneously.
///
/// **Subclassing.** Override ``touchBegan(_:)``, ``touchMoved(_:)``, ``touchEnded(_:)``,
/// ``touchCancelled(_:)`` and ``reset()``, and set ``state``. Each pointer event concerns one
/// touch, so each call receives one ``Touch``.
@MainActor
open class GestureRecognizer {
    /// The states of UIKit's gesture recognizer state machine.
    public enum State: Hashable, Sendable {
        /// Watching touches; not yet recognized. The initial state.
        case possible
        /// A continuous gesture has begun.
        case began
        /// A continuous gesture has changed.
        case changed
        /// A continuous gesture has ended, or a discrete gesture has been recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture has been recognized: the same state as ``ended``.
        public static let recognized = State.ended

        /// Whether the gesture is in progress (`began` or `changed`).
        public var isActive: Bool { self == .began || self == .changed }

        /// Whether the gesture has finished (`ended`, `cancelled` or `failed`).
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// A handle for removing an action added with ``addTarget(_:)``.
    public struct ActionID: Hashable, Sendable {
        let rawValue: Int
    }

    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The node the recognizer is attached to, or `nil`.
    @exclusivity(unchecked) public internal(set) weak var view: ViewNode?
    /// The object asked before the recognizer begins; default `nil` (UIKit's defaults).
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A name for debugging and tests; default `nil`.
    public var name: String?

    /// Whether the recognizer receives touches; default `true`. Disabling a recognizer in the
    /// middle of a gesture cancels it (or makes it fail if it had not begun), as in UIKit.
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { abandon(detach: false) } }
    }

    /// Whether the recognizer is discrete (recognized at once) rather than continuous; default
    /// `false`. Subclasses such as ``TapGestureRecognizer`` override it.
    open var isDiscrete: Bool { false }

    @exclusivity(unchecked) var storedState = State.possible
    /// A transition waiting for a recognizer this one requires to fail.
    @exclusivity(unchecked) var pendingState: State?
    /// The touches being delivered to this recognizer.
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    /// The input router this recognizer takes part in, set by its first touch.
    @exclusivity(unchecked) weak var router: InputRouter?
    /// Whether the recognizer sits in its router's list of participants.
    @exclusivity(unchecked) var isParticipating = false
    /// When ``timerDidFire()`` is due, in seconds on the window clock's time base.
    @exclusivity(unchecked) var timerDeadline: Double?
    /// Called after every state change, failures included (actions are not); for tests.
    @exclusivity(unchecked) var stateObserver: ((GestureRecognizer) -> Void)?
    /// The recognizers added with ``require(toFail:)``.
    @exclusivity(unchecked) var explicitFailureRequirements: [WeakGestureRecognizer] = []
    @exclusivity(unchecked) private var actions:
        [(id: ActionID, run: (GestureRecognizer) -> Void)] = []
    @exclusivity(unchecked) private var nextActionID = 0
    private let liveObject = LiveObjects.Token(.gestureRecognizer)
    /// The centroid of the latest touches, kept after they end.
    /// The centroid when the last touch left.
    @exclusivity(unchecked) private var lastLocationInWindow = Point.zero

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer with one action.
    ///
    /// - Parameter action: Called on each state change except to `possible` and `failed`.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    /// The current state. Subclasses set it to move through the state machine; illegal
    /// transitions (from a finished state, or `possible → changed`, for instance) are ignored
    /// with a warning in ``Diagnostics``. Setting `began` or `recognized` runs arbitration first,
    /// so the state read back may be `failed` or, while waiting for another recognizer to
    /// fail, `possible`.
    public var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// The number of touches currently delivered to the recognizer.
    public var numberOfTouches: Int { trackedTouches.count }

    /// Adds an action.
    ///
    /// - Parameter action: Called with the recognizer on each state change except to
    ///   `possible` and `failed`.
    /// - Returns: A handle for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> ActionID {
        nextActionID += 1
        let id = ActionID(rawValue: nextActionID)
        actions.append((id, action))
        return id
    }

    /// Removes an action; an unknown handle is ignored.
    ///
    /// - Parameter id: The handle returned by ``addTarget(_:)``.
    public func removeTarget(_ id: ActionID) {
        actions.removeAll { $0.id == id }
    }

    /// Makes this recognizer wait until `other` fails before it begins, and fail if `other`
    /// recognizes. Requiring a recognizer twice has no effect; requiring itself is ignored with
    /// a warning.
    ///
    /// - Parameter other: The recognizer that must fail first; held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else {
            Diagnostics.warn("GestureRecognizer: ignored require(toFail:) of itself")
            return
        }
        explicitFailureRequirements.removeAll { $0.value == nil }
        if !explicitFailureRequirements.contains(where: { $0.value === other }) {
            explicitFailureRequirements.append(WeakGestureRecognizer(value: other))
        }
    }

    /// The centroid of the recognizer's touches in a node's coordinates; after the touches
    /// end, where they were last.
    ///
    /// - Parameter node: The node, or `nil` for window coordinates.
    /// - Returns: The location.
    public func location(in node: ViewNode?) -> Point {
        let point = locationInWindow
        return node?.convert(point, from: nil) ?? point
    }

    /// The centroid of the touches in window coordinates (where they were last when none is
    /// down).
    var locationInWindow: Point {
        guard !trackedTouches.isEmpty else { return lastLocationInWindow }
        var sum = Point.zero
        for touch in trackedTouches { sum = sum + touch.locationInWindow }
        return sum.scaled(by: 1 / Double(trackedTouches.count))
    }

    /// Keeps the current centroid for after the touches end; called before a touch leaves.
    func rememberLocation() {
        lastLocationInWindow = locationInWindow
    }

    /// The time of the event being handled, or of the latest frame, in seconds.
    public var currentTime: Double { router?.currentTime ?? view?.window?.time ?? 0 }

    // MARK: Subclass hooks

    /// A touch began on the recognizer's node or a descendant. Default does nothing.
    ///
    /// - Parameter touch: The touch; already counted in ``numberOfTouches``.
    open func touchBegan(_ touch: Touch) {}

    /// A touch moved. Default does nothing.
    ///
    /// - Parameter touch: The touch.
    open func touchMoved(_ touch: Touch) {}

    /// A touch ended. Default does nothing.
    ///
    /// - Parameter touch: The touch; no longer counted in ``numberOfTouches``.
    open func touchEnded(_ touch: Touch) {}

    /// A touch was cancelled. Default does nothing.
    ///
    /// - Parameter touch: The touch; no longer counted in ``numberOfTouches``.
    open func touchCancelled(_ touch: Touch) {}

    /// Called as the recognizer returns to `possible`, once it has finished and its touches
    /// have ended; clear per-gesture state here. During the call ``state`` still holds the
    /// finished state (`ended`, `cancelled` or `failed`; `possible` for a recognizer that
    /// left play undecided).
    open func reset() {}

    /// Called when the timer set with ``scheduleTimer(after:)`` is due. Default does nothing.
    open func timerDidFire() {}

    /// Asks the window to call ``timerDidFire()`` after `interval` seconds of clock time,
    /// replacing any earlier request. Cleared by ``reset()``.
    ///
    /// - Parameter interval: Seconds, ≥ 0; a negative or NaN interval means now.
    public func scheduleTimer(after interval: Double) {
        let delay = interval.isNaN ? 0 : max(interval, 0)
        timerDeadline = currentTime + delay
        router?.scheduleTimer(for: self)
    }

    /// Whether the recognizer may begin; checked before the delegate. Default `true`.
    ///
    /// - Returns: Whether to begin; `false` makes the recognizer fail.
    open func shouldBegin() -> Bool { true }

    /// Whether this recognizer must wait for `other` to fail. Default `false`.
    ///
    /// - Parameter other: Another recognizer on the same touches.
    /// - Returns: Whether `other` must fail first.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` must wait for this recognizer to fail. Default `false`.
    ///
    /// - Parameter other: Another recognizer on the same touches.
    /// - Returns: Whether this recognizer must fail first.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Whether this recognizer, by beginning, may make `other` fail. Default `true`.
    ///
    /// - Parameter other: Another recognizer on the same touches.
    /// - Returns: Whether this recognizer prevents `other`.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, by beginning, may make this recognizer fail. Default `true`.
    ///
    /// - Parameter other: Another recognizer on the same touches.
    /// - Returns: Whether `other` prevents this recognizer.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Runs every action.
    func runActions() {
        var index = 0
        while index < actions.count {
            actions[index].run(self)
            index += 1
        }
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakGestureRecognizer {
    weak var value: GestureRecognizer?
}
