extension Window {
    /// The node key presses go to first, or `nil`; ``WindowKeyboard/firstResponder``.
    public var firstResponder: ViewNode? { keyboard.firstResponder }

    /// The keyboard's frame in window coordinates (points) once its current move ends, or
    /// `nil` while no keyboard shows; ``WindowKeyboard/frame``.
    public var keyboardFrame: Rect? { keyboard.frame }

    /// Where the keyboard is for layout; ``WindowKeyboard/layoutGuide``.
    public var keyboardLayoutGuide: KeyboardLayoutGuide { keyboard.layoutGuide }

    /// The software keyboard's height in points for the window's size, or `nil` for none; 336
    /// in a 390 × 844 window by default. See ``WindowKeyboard/softwareKeyboardHeight``.
    public var softwareKeyboardHeight: Double? {
        get { keyboard.softwareKeyboardHeight }
        set { keyboard.softwareKeyboardHeight = newValue }
    }

    /// Starts telling `observer` about keyboard moves, held weakly; ``WindowKeyboard/addObserver(_:)``.
    ///
    /// - Parameter observer: The observer.
    public func addKeyboardObserver(_ observer: any KeyboardObserving) {
        keyboard.addObserver(observer)
    }

    /// Stops telling `observer` about keyboard moves.
    ///
    /// - Parameter observer: The observer.
    public func removeKeyboardObserver(_ observer: any KeyboardObserving) {
        keyboard.removeObserver(observer)
    }

    /// Tells the window where a keyboard it does not draw is; ``WindowKeyboard/setFrame(_:animationDuration:)``.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in window coordinates (points), or `nil` when it hides.
    ///   - animationDuration: Seconds, ≥ 0; default 0.25.
    public func setKeyboardFrame(_ frame: Rect?, animationDuration: Double = 0.25) {
        keyboard.setFrame(frame, animationDuration: animationDuration)
    }
}
