import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews

/// Plays tour steps in a window: resolves their locations on screen, sends their gestures and
/// lets their settle time pass.
///
/// Everything happens on the window's clock; with a `ManualClock` a tour takes no wall-clock
/// time and gives the same frames on every run. Tours are written for a 390 × 844 point window
/// (``referenceSize``): the player scales every translation to the window's size, axis by
/// axis, so a drag covers the same share of any window. Velocities are not scaled, since the
/// cards' release thresholds are absolute (a flick above 1,500 pt/s dismisses a draggable
/// card in any window).
@MainActor
public struct TourPlayer {
    /// The window size tours are written for: 390 × 844 points.
    public static let referenceSize = Size(width: 390, height: 844)

    /// The window the steps act on.
    public let window: Window

    /// Creates a player.
    ///
    /// - Parameter window: The window the steps act on.
    public init(window: Window) {
        self.window = window
    }

    /// Runs one step: its action, then its settle time.
    ///
    /// - Parameters:
    ///   - step: The step.
    ///   - index: Its position in the tour, for error messages.
    /// - Throws: ``TourError`` when a location names no visible node or no card is presented
    ///   for `selectDetent`; nothing has been sent then.
    public func perform(_ step: TourStep, index: Int) throws(TourError) {
        switch step.action {
        case .wait:
            break
        case .tap(let location):
            window.tap(at: try point(of: location, step: index))
        case .press(let location):
            window.press(at: try point(of: location, step: index))
        case .move(let translation, let duration):
            let finger = window.activeTouches.first?.locationInWindow ?? .zero
            window.move(to: finger + scaled(translation), duration: duration)
        case .hold(let location, let translation, let duration):
            let start = try point(of: location, step: index)
            window.press(at: start)
            window.move(to: start + scaled(translation), duration: duration)
        case .release:
            window.release()
        case .drag(let location, let translation, let duration):
            let start = try point(of: location, step: index)
            window.drag(from: start, to: start + scaled(translation), duration: duration)
        case .flick(let location, let translation, let velocity):
            window.flick(
                from: try point(of: location, step: index), by: scaled(translation),
                releaseVelocity: velocity)
        case .selectDetent(let identifier):
            guard let card = frontCard(of: window) else {
                throw .noCardPresented(step: index)
            }
            card.animateChanges { card.selectedDetentIdentifier = identifier }
        case .type(let text):
            for character in text {
                window.send(character == "\n" ? KeyPress(.enter) : .character(character))
            }
        }
        settle(for: step.settle)
    }

    /// A translation written for ``referenceSize``, scaled to the window axis by axis.
    ///
    /// - Parameter translation: Points in a 390 × 844 window.
    /// - Returns: Points in this window.
    public func scaled(_ translation: Point) -> Point {
        Point(
            x: translation.x * window.size.width / Self.referenceSize.width,
            y: translation.y * window.size.height / Self.referenceSize.height)
    }

    /// Lets `duration` seconds pass, running every frame: in steps short enough that the
    /// window never skips frames (it runs only the last of more than
    /// `Window.maximumFramesPerAdvance`), whatever its frame rate.
    private func settle(for duration: Double) {
        guard duration > 0 else { return }
        let start = window.time
        let chunk = Double(Window.maximumFramesPerAdvance / 2) / window.frameRate
        var elapsed = 0.0
        while elapsed < duration {
            elapsed = min(elapsed + chunk, duration)
            window.advance(to: start + elapsed)
        }
    }

    /// The window point a location stands for now.
    ///
    /// - Parameters:
    ///   - location: The location.
    ///   - step: The step's index, for the error.
    /// - Returns: The point in window coordinates.
    /// - Throws: ``TourError/nodeNotFound(_:step:)``.
    public func point(of location: TourLocation, step: Int = 0) throws(TourError) -> Point {
        let rect: Rect
        switch location.target {
        case .window:
            rect = window.bounds
        case .node(let name):
            guard let node = Self.frontmostNode(named: name, in: window) else {
                throw .nodeNotFound(name, step: step)
            }
            rect = node.presentedFrameInWindow
        }
        return Point(
            x: rect.minX + location.anchor.x * rect.width + location.offset.x,
            y: rect.minY + location.anchor.y * rect.height + location.offset.y)
    }

    /// The last node in tree order (the front-most) with the identifier, among nodes that are
    /// visible: not hidden and not fully transparent, nor inside such a node.
    ///
    /// - Parameters:
    ///   - identifier: The accessibility identifier.
    ///   - window: The window to search.
    /// - Returns: The node, or `nil`.
    public static func frontmostNode(named identifier: String, in window: Window) -> ViewNode? {
        var found: ViewNode?
        func visit(_ node: ViewNode) {
            guard !node.isHidden, node.presentation.alpha > 0.001 else { return }
            if node.accessibilityIdentifier == identifier { found = node }
            for child in node.subviews { visit(child) }
        }
        visit(window.root)
        return found
    }
}

/// The card presentation controller of the front-most presented controller, if it is a card.
///
/// - Parameter window: The window.
/// - Returns: The controller, or `nil` when nothing or no card is presented.
@MainActor
func frontCard(of window: Window) -> CardPresentationController? {
    var controller = window.rootViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller?.cardPresentationController
}
