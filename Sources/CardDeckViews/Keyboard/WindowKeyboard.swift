import CardDeckMotion

/// A window's part for key input and the keyboard: the first responder, the keyboard's frame,
/// the software keyboard's node and who hears of its moves. Reached as ``Window/keyboard``.
@MainActor
public final class WindowKeyboard {
    /// The duration of the software keyboard's moves, in seconds: 0.25, as UIKit reports it.
    static let animationDuration = 0.25

    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The window the keyboard belongs to; held weakly, so a part kept past its window
    /// answers as if empty rather than trap.
    @exclusivity(unchecked) private weak var window: Window?
    /// The node key presses go to first; held weakly, as a node that leaves the window stops
    /// being first responder.
    @exclusivity(unchecked) private weak var responder: ViewNode?
    /// The keyboard's frame in window coordinates (points) once its current move ends, or
    /// `nil` while no keyboard shows.
    @exclusivity(unchecked) public private(set) var frame: Rect?
    /// Whether the window's own software keyboard is the one showing (rather than one a host
    /// reported through ``setFrame(_:animationDuration:)``).
    @exclusivity(unchecked) private var showsSoftwareKeyboard = false
    /// The node that draws the software keyboard, while it is in the tree.
    @exclusivity(unchecked) private(set) var view: KeyboardView?
    /// The keyboard the window draws itself while a field edits, or `nil` while none shows:
    /// hosts whose users type on a keyboard of their own hide it from assistive technology.
    package var softwareKeyboardView: ViewNode? { view }
    @exclusivity(unchecked) private var observers: [WeakKeyboardObserver] = []
    /// The editing a modal view ended, given back when that view leaves the window.
    @exclusivity(unchecked) private var restoration = EditingRestoration()

    init(window: Window) { self.window = window }

    /// How tall the software keyboard is that the window shows while a node that
    /// ``ViewNode/wantsSoftwareKeyboard`` (a ``TextField``) is first responder; default
    /// ``SoftwareKeyboardSize/standard``, sized by the window as an iPhone's is (336 pt in a
    /// 390 × 844 window, 209 pt in an 844 × 390 one). ``SoftwareKeyboardSize/none`` shows none,
    /// as with a hardware keyboard attached; the first responder still takes key presses. As
    /// UIKit's keyboard, a window of its own, the drawn keyboard takes every touch that lands on
    /// it: a tap on a key types the key into the first responder, and no touch on it reaches the
    /// dimmer, card or views behind. A change shows at the keyboard's next appearance.
    public var softwareKeyboardSize: SoftwareKeyboardSize = .standard {
        didSet {
            if case .fixed(let height) = softwareKeyboardSize, !(height.isFinite && height >= 0) {
                Diagnostics.warn("Window: ignored softwareKeyboardHeight \(height); used nil")
                softwareKeyboardSize = .none
            }
        }
    }

    /// The height of the software keyboard in the window as it is now, in points, or `nil` for
    /// none: ``softwareKeyboardSize`` for the window's size (336 in a 390 × 844 window by
    /// default). Setting a height fixes it (``SoftwareKeyboardSize/fixed(_:)``); `nil` shows
    /// none. Non-finite or negative values become `nil` with a warning; a height above the
    /// window's is cut at its top edge.
    public var softwareKeyboardHeight: Double? {
        get { softwareKeyboardSize.height(for: bounds.size) }
        set { softwareKeyboardSize = newValue.map { .fixed($0) } ?? .none }
    }

    /// The node key presses go to first, or `nil`. See ``ViewNode/becomeFirstResponder()``.
    public var firstResponder: ViewNode? {
        guard let node = responder, node.window === window else { return nil }
        return node
    }

    /// Where the keyboard is for layout, as `UIView.keyboardLayoutGuide` gives it: from the
    /// keyboard's top to the window's bottom while it shows, and the bottom safe area while it
    /// does not. Layout that reads it runs again, moving with the keyboard, whenever it moves.
    public var layoutGuide: KeyboardLayoutGuide {
        let size = bounds.size
        let top =
            frame.map { max(min($0.minY, size.height), 0) }
            ?? max(size.height - (window?.safeAreaInsets.bottom ?? 0), 0)
        return KeyboardLayoutGuide(
            layoutFrame: Rect(x: 0, y: top, width: size.width, height: size.height - top))
    }

    /// Starts telling `observer` about keyboard moves; it is held weakly. Adding it twice has
    /// no effect.
    ///
    /// - Parameter observer: The observer.
    public func addObserver(_ observer: any KeyboardObserving) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakKeyboardObserver(observer: observer))
    }

    /// Stops telling `observer` about keyboard moves.
    ///
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: any KeyboardObserving) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells the window where a keyboard it does not draw itself is: a browser's virtual
    /// keyboard, a test's. Observers hear of the move, and the window's own software keyboard
    /// hides while a reported one shows.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in window coordinates (points), or `nil` when it hides.
    ///     A frame with a non-finite value is ignored with a warning; an empty frame counts as
    ///     hidden; a frame reaching above the window's top edge is cut at the top edge (the
    ///     space above the keyboard is then 0 and cards rest at their top limit).
    ///   - animationDuration: Seconds, ≥ 0; default 0.25. Negative and non-finite values
    ///     become 0 (the keyboard moves at once).
    public func setFrame(_ frame: Rect?, animationDuration: Double = 0.25) {
        if let frame, !frame.isFinite {
            Diagnostics.warn("Window: ignored keyboard frame \(frame)")
            return
        }
        let duration = animationDuration.isFinite ? max(animationDuration, 0) : 0
        let shown = frame.flatMap { Self.clipped($0, in: bounds) }
        if showsSoftwareKeyboard {
            showsSoftwareKeyboard = false
            removeSoftwareKeyboardView(animationDuration: duration)
        }
        move(to: shown, animationDuration: duration)
    }

    /// Makes `node`, a node of the window, first responder if it can be: it answers
    /// ``ViewNode/canBecomeFirstResponder`` and it and every ancestor are shown and take user
    /// interaction.
    ///
    /// - Returns: Whether it became first responder; when not, nothing changed.
    func becomeFirstResponder(_ node: ViewNode) -> Bool {
        guard node.canBecomeFirstResponder, Self.isReachableForInput(node) else { return false }
        setFirstResponder(node)
        return true
    }

    /// Ends the editing that keyboard focus moved away from, as UIKit ends a text field's
    /// editing when Tab moves focus on: the first responder resigns unless it is `focus` or
    /// inside it, and the software keyboard hides with it.
    ///
    /// - Parameter focus: The element focus moved to.
    func endEditing(leftBy focus: ViewNode?) {
        guard let responder = firstResponder else { return }
        if let focus, responder === focus || responder.isDescendant(of: focus) { return }
        setFirstResponder(nil)
    }

    /// Ends the editing of a first responder that a modal view puts out of the accessibility
    /// tree (a card that dims what is behind it), hiding the keyboard it asked for: the keys
    /// typed next reach the modal view's side, as after a UIKit presentation. Once `modalView`
    /// has left the window (the card is dismissed), the editing is given back if nothing else
    /// edits by then, as UIKit restores the presenting controller's first responder.
    ///
    /// - Parameter modalView: The node whose modality just turned on.
    func endEditingBehindModalViews(turnedModal modalView: ViewNode) {
        guard let responder = firstResponder, AccessibilityTree.isBehindModalView(responder)
        else { return }
        restoration.record(responder, endedBy: modalView)
        setFirstResponder(nil)
    }

    /// Whether `node` and every ancestor are shown and take user interaction.
    private static func isReachableForInput(_ node: ViewNode) -> Bool {
        var node: ViewNode? = node
        while let current = node {
            if current.isHidden || !current.isUserInteractionEnabled { return false }
            node = current.superview
        }
        return true
    }

    /// Makes `node` the first responder (or none), showing or hiding the software keyboard.
    func setFirstResponder(_ node: ViewNode?) {
        let old = responder
        guard old !== node else { return }
        responder = node
        if let old, old.window === window { old.firstResponderStatusDidChange() }
        node?.firstResponderStatusDidChange()
        let shown = frame
        updateSoftwareKeyboard()
        // A keyboard that stays up tells its observers nothing; one that edits only its own
        // fields (a card above the keyboard) must still hear that the editing moved.
        guard let shown, frame == shown else { return }
        let listeners = observers.compactMap { $0.observer as? any FirstResponderObserving }
        guard !listeners.isEmpty else { return }
        let change = KeyboardFrameChange(
            frameBegin: shown, frameEnd: shown, animationDuration: Self.animationDuration,
            isShowing: true)
        PropertyAnimator(timingParameters: change.timingParameters) {
            for listener in listeners { listener.keyboardFirstResponderDidChange() }
        }.startAnimation()
    }

    /// Shows the software keyboard while the first responder wants one, hides it otherwise.
    private func updateSoftwareKeyboard() {
        let wants = firstResponder?.wantsSoftwareKeyboard ?? false
        guard let height = softwareKeyboardHeight, wants else {
            guard showsSoftwareKeyboard else { return }
            showsSoftwareKeyboard = false
            removeSoftwareKeyboardView(animationDuration: Self.animationDuration)
            move(to: nil, animationDuration: Self.animationDuration)
            return
        }
        guard !showsSoftwareKeyboard else { return }
        // A keyboard a host reported gives way to the window's own.
        showsSoftwareKeyboard = true
        move(to: softwareKeyboardFrame(height: height), animationDuration: Self.animationDuration)
    }

    /// Ends first-responder status of a node that left the window (or was released), hiding
    /// the keyboard it asked for, and gives back editing a modal view ended once that view has
    /// gone. Runs once a frame.
    func validateFirstResponder() {
        if responder != nil || showsSoftwareKeyboard, responder?.window !== window {
            responder = nil
            updateSoftwareKeyboard()
        }
        if restoration.isPending { restoreEditing() }
    }

    /// Gives back the editing a modal view ended once that view has left the window, unless
    /// something else edits by then.
    private func restoreEditing() {
        guard let window, let node = restoration.take(in: window), responder == nil else { return }
        _ = becomeFirstResponder(node)
    }

    /// Keeps the software keyboard the front-most node of the root after a subview was added.
    func keepInFront() {
        guard let view, let root = window?.root, root.subviews.last !== view else { return }
        root.bringSubviewToFront(view)
    }

    /// Moves the software keyboard (and its frame) when the window's size changes.
    func relayoutAfterResize() {
        guard showsSoftwareKeyboard, let height = softwareKeyboardHeight else {
            if let frame { move(to: Self.clipped(frame, in: bounds), animationDuration: 0) }
            return
        }
        move(to: softwareKeyboardFrame(height: height), animationDuration: 0)
    }

    /// The window's bounds; `.zero` once the window is gone.
    private var bounds: Rect { window?.bounds ?? .zero }

    private func softwareKeyboardFrame(height: Double) -> Rect? {
        let size = bounds.size
        return Self.clipped(
            Rect(x: 0, y: size.height - height, width: size.width, height: height), in: bounds)
    }

    private func move(to newFrame: Rect?, animationDuration: Double) {
        let wasShowing = frame != nil
        let begin = frame ?? hiddenFrame(like: newFrame)
        frame = newFrame
        let end = newFrame ?? hiddenFrame(like: begin)
        guard begin != end || wasShowing != (newFrame != nil) else { return }
        let change = KeyboardFrameChange(
            frameBegin: begin, frameEnd: end, animationDuration: animationDuration,
            isShowing: newFrame != nil)
        let changes = { [self] in
            if showsSoftwareKeyboard, newFrame != nil { placeSoftwareKeyboardView(end) }
            for entry in observers { entry.observer?.keyboardWillChangeFrame(change) }
            // Layout that reads the keyboard layout guide moves with the keyboard.
            if let root = window?.root {
                Window.setNeedsLayout(inTreeOf: root)
                root.layoutIfNeeded()
            }
        }
        if animationDuration > 0 {
            PropertyAnimator(timingParameters: change.timingParameters, animations: changes)
                .startAnimation()
        } else {
            ViewNode.performWithoutAnimation(changes)
        }
    }

    private func hiddenFrame(like frame: Rect?) -> Rect {
        let height = frame?.height ?? softwareKeyboardHeight ?? 0
        return Rect(x: 0, y: bounds.height, width: bounds.width, height: height)
    }

    private func placeSoftwareKeyboardView(_ frame: Rect) {
        if let view {
            view.frame = frame
            return
        }
        guard let root = window?.root else { return }
        let view = KeyboardView(frame: hiddenFrame(like: frame))
        self.view = view
        ViewNode.performWithoutAnimation { root.addSubview(view) }
        view.frame = frame
    }

    private func removeSoftwareKeyboardView(animationDuration: Double) {
        guard let view else { return }
        self.view = nil
        let hidden = hiddenFrame(like: view.frame)
        let animator = PropertyAnimator(
            timingParameters: .curve(CubicBezierCurve.easeInOut, duration: animationDuration))
        animator.addAnimations { view.frame = hidden }
        animator.addCompletion { _ in view.removeFromSuperview() }
        animator.startAnimation()
    }

    private static func clipped(_ frame: Rect, in bounds: Rect) -> Rect? {
        let frame = frame.standardized
        guard frame.width > 0, frame.height > 0 else { return nil }
        let top = max(frame.minY, bounds.minY)
        return Rect(x: frame.minX, y: top, width: frame.width, height: max(frame.maxY - top, 0))
    }
}

/// A keyboard observer held weakly.
struct WeakKeyboardObserver {
    weak var observer: (any KeyboardObserving)?
}
