import CardDeckMotion

extension Window {
    /// The node key presses go to first, or `nil`. See ``ViewNode/becomeFirstResponder()``.
    public var firstResponder: ViewNode? {
        guard let node = keyboardState.firstResponder, node.window === self else { return nil }
        return node
    }

    /// The keyboard's frame in window coordinates (points) once its current move ends, or `nil`
    /// while no keyboard shows.
    public var keyboardFrame: Rect? { keyboardState.frame }

    /// Where the keyboard is for layout, as `UIView.keyboardLayoutGuide` gives it: from the
    /// keyboard's top to the window's bottom while it shows, and the bottom safe area while it
    /// does not. Layout that reads it runs again, moving with the keyboard, whenever it moves.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let top =
            keyboardState.frame.map { max(min($0.minY, size.height), 0) }
            ?? max(size.height - safeAreaInsets.bottom, 0)
        return KeyboardLayoutGuide(
            layoutFrame: Rect(x: 0, y: top, width: size.width, height: size.height - top))
    }

    /// Starts telling `observer` about keyboard moves; it is held weakly. Adding it twice has
    /// no effect.
    ///
    /// - Parameter observer: The observer.
    public func addKeyboardObserver(_ observer: any KeyboardObserving) {
        keyboardState.observers.removeAll { $0.observer == nil }
        guard !keyboardState.observers.contains(where: { $0.observer === observer }) else { return }
        keyboardState.observers.append(WeakKeyboardObserver(observer: observer))
    }

    /// Stops telling `observer` about keyboard moves.
    ///
    /// - Parameter observer: The observer.
    public func removeKeyboardObserver(_ observer: any KeyboardObserving) {
        keyboardState.observers.removeAll { $0.observer == nil || $0.observer === observer }
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
    public func setKeyboardFrame(_ frame: Rect?, animationDuration: Double = 0.25) {
        if let frame, !frame.isFinite {
            Diagnostics.warn("Window: ignored keyboard frame \(frame)")
            return
        }
        let duration = animationDuration.isFinite ? max(animationDuration, 0) : 0
        let shown = frame.flatMap { Self.clippedKeyboardFrame($0, in: bounds) }
        if keyboardState.showsSoftwareKeyboard {
            keyboardState.showsSoftwareKeyboard = false
            removeSoftwareKeyboardView(animationDuration: duration)
        }
        moveKeyboard(to: shown, animationDuration: duration)
    }

    /// Sends a key press to the window, as the system delivers `UIPress` events: to the first
    /// responder, then to the focus system (Tab, Shift-Tab, Enter, Escape).
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether something in the window handled it; a host uses the keys that come
    ///   back unhandled for its own commands.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        noteInput(.key(press, time: max(time, clock.now)))
        if let responder = firstResponder, responder.pressesBegan(press) { return true }
        if handleAccessibilityKey(press) { return true }
        return false
    }

    /// Makes `node` the first responder (or none), showing or hiding the software keyboard.
    func setFirstResponder(_ node: ViewNode?) {
        let old = keyboardState.firstResponder
        guard old !== node else { return }
        keyboardState.firstResponder = node
        if let old, old.window === self { old.firstResponderStatusDidChange() }
        node?.firstResponderStatusDidChange()
        updateSoftwareKeyboard()
    }

    /// Shows the software keyboard while the first responder wants one, hides it otherwise.
    func updateSoftwareKeyboard() {
        let wants = firstResponder?.wantsSoftwareKeyboard ?? false
        guard let height = softwareKeyboardHeight, wants else {
            guard keyboardState.showsSoftwareKeyboard else { return }
            keyboardState.showsSoftwareKeyboard = false
            removeSoftwareKeyboardView(animationDuration: Self.keyboardAnimationDuration)
            moveKeyboard(to: nil, animationDuration: Self.keyboardAnimationDuration)
            return
        }
        guard !keyboardState.showsSoftwareKeyboard else { return }
        // A keyboard a host reported gives way to the window's own.
        keyboardState.showsSoftwareKeyboard = true
        let frame = Self.clippedKeyboardFrame(
            Rect(x: 0, y: size.height - height, width: size.width, height: height), in: bounds)
        moveKeyboard(to: frame, animationDuration: Self.keyboardAnimationDuration)
    }

    /// Ends first-responder status of a node that left the window (or was released), hiding
    /// the keyboard it asked for. Runs once a frame while there is a first responder.
    func validateFirstResponder() {
        guard keyboardState.firstResponder != nil || keyboardState.showsSoftwareKeyboard else {
            return
        }
        if let node = keyboardState.firstResponder, node.window === self { return }
        keyboardState.firstResponder = nil
        updateSoftwareKeyboard()
    }

    /// Keeps the software keyboard the front-most node of the root after a subview was added.
    func keepKeyboardInFront() {
        guard let view = keyboardState.view, root.subviews.last !== view else { return }
        root.bringSubviewToFront(view)
    }

    /// Moves the software keyboard (and its frame) when the window's size changes.
    func relayoutKeyboardAfterResize() {
        guard keyboardState.showsSoftwareKeyboard, let height = softwareKeyboardHeight else {
            if let frame = keyboardState.frame {
                moveKeyboard(to: Self.clippedKeyboardFrame(frame, in: bounds), animationDuration: 0)
            }
            return
        }
        let frame = Self.clippedKeyboardFrame(
            Rect(x: 0, y: size.height - height, width: size.width, height: height), in: bounds)
        moveKeyboard(to: frame, animationDuration: 0)
    }

    /// The duration of the software keyboard's moves, in seconds: 0.25, as UIKit reports it.
    static let keyboardAnimationDuration = 0.25

    private func moveKeyboard(to frame: Rect?, animationDuration: Double) {
        let wasShowing = keyboardState.frame != nil
        let begin = keyboardState.frame ?? hiddenKeyboardFrame(like: frame)
        keyboardState.frame = frame
        let end = frame ?? hiddenKeyboardFrame(like: begin)
        guard begin != end || wasShowing != (frame != nil) else { return }
        let change = KeyboardFrameChange(
            frameBegin: begin, frameEnd: end, animationDuration: animationDuration,
            isShowing: frame != nil)
        let changes = { [self] in
            if keyboardState.showsSoftwareKeyboard, frame != nil { placeSoftwareKeyboardView(end) }
            for entry in keyboardState.observers {
                entry.observer?.keyboardWillChangeFrame(change)
            }
            // Layout that reads the keyboard layout guide moves with the keyboard.
            Self.setNeedsLayout(inTreeOf: root)
            root.layoutIfNeeded()
        }
        if animationDuration > 0 {
            PropertyAnimator(timingParameters: change.timingParameters, animations: changes)
                .startAnimation()
        } else {
            ViewNode.performWithoutAnimation(changes)
        }
    }

    private func hiddenKeyboardFrame(like frame: Rect?) -> Rect {
        let height = frame?.height ?? softwareKeyboardHeight ?? 0
        return Rect(x: 0, y: size.height, width: size.width, height: height)
    }

    private func placeSoftwareKeyboardView(_ frame: Rect) {
        if let view = keyboardState.view {
            view.frame = frame
            return
        }
        let view = KeyboardView(frame: hiddenKeyboardFrame(like: frame))
        keyboardState.view = view
        ViewNode.performWithoutAnimation { root.addSubview(view) }
        view.frame = frame
    }

    private func removeSoftwareKeyboardView(animationDuration: Double) {
        guard let view = keyboardState.view else { return }
        keyboardState.view = nil
        let hidden = hiddenKeyboardFrame(like: view.frame)
        let animator = PropertyAnimator(
            timingParameters: .curve(CubicBezierCurve.easeInOut, duration: animationDuration))
        animator.addAnimations { view.frame = hidden }
        animator.addCompletion { _ in view.removeFromSuperview() }
        animator.startAnimation()
    }

    private static func clippedKeyboardFrame(_ frame: Rect, in bounds: Rect) -> Rect? {
        let frame = frame.standardized
        guard frame.width > 0, frame.height > 0 else { return nil }
        let top = max(frame.minY, bounds.minY)
        return Rect(x: frame.minX, y: top, width: frame.width, height: max(frame.maxY - top, 0))
    }
}
