import CardDeckMotion

/// Animates changes to nodes' properties with UIKit's `UIViewPropertyAnimator` semantics:
/// start, pause, scrub, reverse, continue with new timing, stop and finish.
///
/// Changes made to animatable properties inside ``addAnimations(_:)`` blocks take their final
/// (model) value at once; the animator carries the presented value there over time. Animations
/// are additive: starting a new animation on a property that is already animating keeps the
/// old one running and adds the new change on top, so the presented value and its velocity
/// stay continuous. A spring starts from rest; a timing curve that interrupts another animation
/// runs with its start slope removed (p(s) − p′(0)·s(1 − s)², same ends and end slope), so
/// curves do not kink at the switch either.
///
/// Nodes that are not in a window have no frames to animate in: an animator whose nodes are
/// all off screen finishes at once when started, as UIKit does for views outside a window.
@MainActor
public final class PropertyAnimator {
    /// The animator's lifecycle state, as `UIViewAnimatingState`.
    public enum State: Hashable, Sendable {
        /// Not started, or finished: animations can be added and the animator started.
        case inactive
        /// Started or paused: running or waiting to be resumed.
        case active
        /// Stopped; only ``PropertyAnimator/finishAnimation(at:)`` is valid.
        case stopped
    }

    /// Where an animation ended, as `UIViewAnimatingPosition`.
    public enum Position: Hashable, Sendable {
        /// At the start values (a reversed animation finished).
        case start
        /// At the end values.
        case end
        /// Wherever the animation was when it was stopped.
        case current
    }

    /// The animator capturing property changes right now, if any.
    static var capturing: PropertyAnimator?

    /// Whether property changes made now are captured by an animation block (they animate).
    package static var isCapturingAnimations: Bool { capturing != nil }

    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The duration, in seconds: the given one for a curve, the settling time for a spring.
    public let duration: Double
    /// The state; see ``State``.
    public internal(set) var state: State = .inactive
    /// Whether the animation is moving (active and not paused).
    public internal(set) var isRunning = false
    /// Whether the animation stays active, paused at its end, instead of completing;
    /// default `false`.
    public var pausesOnCompletion = false
    /// Whether scrubbing ``fractionComplete`` while paused maps linearly to progress (`true`,
    /// the default) or through the timing curve.
    public var scrubsLinearly = true

    var remainingWeight: Double { 1 - progress }
    var progress = 0.0
    var segment: AnimationSegment
    var pendingBlocks: [() -> Void] = []
    var completions: [(Position) -> Void] = []
    var nodes: [ViewNode] = []
    var stoppedChanges: [(node: ViewNode, property: AnimatableProperty, delta: AnimatedValue)] = []
    weak var window: Window?
    var pausedFraction = 0.0
    /// Whether a captured change lands on a property another animator is moving.
    var interruptsRunningAnimation = false
    private let liveObject = LiveObjects.Token(.propertyAnimator)

    /// Creates an animator that runs a timing curve over a duration.
    ///
    /// - Parameters:
    ///   - duration: Seconds, ≥ 0; negative and NaN become 0.
    ///   - curve: The timing curve; default ease-in-out.
    ///   - animations: An optional first animation block.
    public convenience init(
        duration: Double,
        curve: some TimingCurve = .easeInOut,
        animations: (() -> Void)? = nil
    ) {
        self.init(timingParameters: .curve(curve, duration: duration), animations: animations)
    }

    /// Creates an animator driven by a spring; its duration follows the spring.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The starting velocity as a fraction of the distance per second;
    ///     default 0.
    ///   - animations: An optional first animation block.
    public convenience init(
        spring: Spring,
        initialVelocity: Double = 0,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            timingParameters: .spring(spring, initialVelocity: initialVelocity),
            animations: animations)
    }

    /// Creates an animator from timing parameters.
    ///
    /// - Parameters:
    ///   - timingParameters: The timing.
    ///   - animations: An optional first animation block.
    public init(timingParameters: TimingParameters, animations: (() -> Void)? = nil) {
        self.timingParameters = timingParameters
        segment = AnimationSegment.starting(
            at: 0, progress: 0, velocity: 0, target: 1, parameters: timingParameters,
            durationFactor: 1)
        switch (timingParameters.kind, segment) {
        case (.curve(_, let duration), _): self.duration = duration
        case (.spring, .spring(let motion, _)): self.duration = motion.settlingTime
        case (.spring, .curve): self.duration = 0
        }
        if let animations { pendingBlocks.append(animations) }
    }

    /// The completed fraction, 0…1: the elapsed fraction of the duration while a curve runs,
    /// the progress once the motion was continued with other timing, and the fraction set or
    /// reached while paused (0 when inactive).
    ///
    /// Setting it is valid while the animator is paused (or inactive, which activates it
    /// paused) and moves the presented values at once; while running it is ignored with a
    /// warning.
    public var fractionComplete: Double {
        get {
            guard isRunning else { return state == .inactive ? 0 : pausedFraction }
            if case .curve(_, let from, let to, _, _, _, _) = segment, from == 0, to == 1 {
                return segment.fraction(at: window?.time ?? 0)
            }
            return min(max(progress, 0), 1)
        }
        set {
            guard !isRunning, state != .stopped, !newValue.isNaN else {
                Diagnostics.warn(
                    "PropertyAnimator: ignored fractionComplete = \(newValue) while \(state)")
                return
            }
            if state == .inactive { activate() }
            let fraction = min(max(newValue, 0), 1)
            pausedFraction = fraction
            progress = scrubsLinearly ? fraction : baseCurveValue(fraction)
            segment = frozen(at: window?.time ?? 0)
            refreshNodes()
        }
    }

    /// Whether the animation runs towards its start. Setting it while running turns the
    /// motion around from the current presented value.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active else { return }
            let now = window?.time ?? 0
            if case .curve(let curve, 0, 1, let duration, _, _, _) = segment {
                segment = .curve(
                    curve, from: 0, to: 1, duration: duration, fraction0: segment.fraction(at: now),
                    time0: now, direction: isReversed ? -1 : 1)
            } else {
                segment = AnimationSegment.starting(
                    at: now, progress: progress, velocity: segment.velocity(at: now),
                    target: isReversed ? 0 : 1, parameters: timingParameters,
                    durationFactor: abs((isReversed ? 0 : 1) - progress))
            }
        }
    }

    /// Adds an animation block. On an inactive animator it runs when the animator starts; on an
    /// active one it runs now and its changes finish with the rest.
    ///
    /// - Parameter animations: Changes to animatable node properties.
    public func addAnimations(_ animations: @escaping () -> Void) {
        switch state {
        case .inactive: pendingBlocks.append(animations)
        case .active: capture(animations)
        case .stopped:
            Diagnostics.warn("PropertyAnimator: ignored addAnimations on a stopped animator")
        }
    }

    /// Adds a completion handler, called once with the position the animation ended at.
    ///
    /// - Parameter completion: The handler.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation.
    ///
    /// - Parameter delay: Seconds to wait before moving, ≥ 0; default 0. Negative and NaN
    ///   become 0.
    public func startAnimation(afterDelay delay: Double = 0) {
        guard state != .stopped else {
            Diagnostics.warn("PropertyAnimator: ignored startAnimation on a stopped animator")
            return
        }
        let wasInactive = state == .inactive
        if wasInactive { activate() }
        guard let window else {
            finish(at: isReversed ? .start : .end)
            return
        }
        let start = window.time + (delay > 0 && delay.isFinite ? delay : 0)
        if wasInactive {
            segment = AnimationSegment.starting(
                at: start, progress: 0, velocity: 0, target: 1, parameters: timingParameters,
                durationFactor: 1)
            if interruptsRunningAnimation, !isReversed,
                case .curve(let curve, _, _, let duration, _, _, _) = segment
            {
                // Added on top of a motion in flight: start with zero slope so the presented
                // velocity carries on without a kink.
                segment = .curve(
                    SmoothStartCurve(curve), from: 0, to: 1, duration: duration, fraction0: 0,
                    time0: start, direction: 1)
            } else if isReversed, case .curve(let curve, _, _, let duration, _, _, _) = segment {
                // A reversed start runs the same curve from its end back to its start.
                segment = .curve(
                    curve, from: 0, to: 1, duration: duration, fraction0: 1, time0: start,
                    direction: -1)
            } else if isReversed {
                segment = AnimationSegment.starting(
                    at: start, progress: 1, velocity: 0, target: 0, parameters: timingParameters,
                    durationFactor: 1)
            }
        } else if !isRunning {
            resumeSegment(at: start)
        }
        isRunning = true
    }

    /// Pauses a running animation, or activates an inactive one paused at its start.
    public func pauseAnimation() {
        switch state {
        case .inactive: activate()
        case .active:
            if isRunning, let window {
                progress = segment.progress(at: window.time)
                pausedFraction = fractionComplete
                segment = frozen(at: window.time)
            }
        case .stopped:
            Diagnostics.warn("PropertyAnimator: ignored pauseAnimation on a stopped animator")
            return
        }
        isRunning = false
    }

    /// Continues a paused animation with new timing, from the exact presented state.
    ///
    /// - Parameters:
    ///   - parameters: New timing, or `nil` to keep the animator's own; a spring's relative
    ///     velocity is a fraction of the remaining distance per second.
    ///   - durationFactor: For a curve, the remaining duration as a multiple of the original
    ///     one, ≥ 0 (NaN and negatives become 1); ignored for springs.
    public func continueAnimation(
        withTimingParameters parameters: TimingParameters?, durationFactor: Double
    ) {
        guard state == .active, let window else {
            Diagnostics.warn("PropertyAnimator: ignored continueAnimation while \(state)")
            return
        }
        let now = window.time
        let velocity = isRunning ? segment.velocity(at: now) : 0
        progress = isRunning ? segment.progress(at: now) : progress
        let factor = durationFactor >= 0 && durationFactor.isFinite ? durationFactor : 1
        segment = AnimationSegment.starting(
            at: now, progress: progress, velocity: velocity, target: isReversed ? 0 : 1,
            parameters: parameters ?? timingParameters, durationFactor: factor)
        isRunning = true
    }

    /// Stops the animation where it is.
    ///
    /// - Parameter withoutFinishing: `true` makes the current presented values the model values
    ///   and ends in ``State/inactive`` without calling completions; `false` does the same but
    ///   ends in ``State/stopped``, waiting for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            Diagnostics.warn("PropertyAnimator: ignored stopAnimation while \(state)")
            return
        }
        if isRunning, let window { progress = segment.progress(at: window.time) }
        isRunning = false
        stoppedChanges = []
        for node in nodes {
            for track in node.animations.tracks where track.animator === self {
                stoppedChanges.append((node, track.property, track.delta))
                NodeAnimations.shiftModel(
                    of: node, track.property, by: track.delta, scale: remainingWeight)
            }
            NodeAnimations.removeTracks(of: self, from: node)
        }
        detachFromWindow()
        if withoutFinishing {
            state = .inactive
            completions = []
            stoppedChanges = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animation, moving the properties to `position` and calling the
    /// completions. Ignored with a warning unless the animator is stopped.
    ///
    /// - Parameter position: Where the properties end up.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else {
            Diagnostics.warn(
                "PropertyAnimator: finishAnimation(at:) needs a stopped animator; it is \(state)")
            return
        }
        // At the stop the model became end + delta·(1 − p).
        let scale: Double
        switch position {
        case .end: scale = -remainingWeight
        case .start: scale = progress
        case .current: scale = 0
        }
        for change in stoppedChanges where scale != 0 {
            NodeAnimations.shiftModel(
                of: change.node, change.property, by: change.delta, scale: scale)
        }
        stoppedChanges = []
        complete(at: position)
    }
}
