import CardDeckViews

/// The node a card presentation moves: it clips and rounds the presented controller's view,
/// draws the card's background, and carries the grabber (a dismiss handle or a pull bar).
///
/// Children are placed by ``place(_:)`` rather than by a layout pass, so that a frame set
/// inside an animation block moves the content and the grabber in the same animation.
@MainActor
final class CardView: ViewNode {
    private let liveObject = LiveObjects.Token(.cardView)

    /// The handle's visible pill: 36×5 pt, corner radius 2.5, in ``handleColor``: UIKit's
    /// sheet grabber.
    static let handleSize = Size(width: 36, height: 5)
    /// The handle's colour: iOS's tertiary label colour (`#3C3C43` at alpha 0.3), a light grey
    /// on a white card.
    static let handleColor = Color.tertiaryLabel
    /// The handle's tap target: 50×50 pt, centred on the pill.
    static let handleTargetSize = Size(width: 50, height: 50)
    /// The pull bar's height, in points.
    static let pullBarHeight = 20.0
    /// The pull bar's pill: 40×4 pt.
    static let pullBarPillSize = Size(width: 40, height: 4)

    let content: ViewNode
    let style: CardGrabberStyle?
    let dismissAreaHeight: Double
    /// The handle's tap target (holding the pill), or the pull bar; `nil` without a grabber.
    let grabber: ViewNode?
    private let pill: ViewNode?

    /// Creates the wrapper around `content`.
    ///
    /// - Parameters:
    ///   - content: The presented controller's view.
    ///   - configuration: The card's (sanitized) configuration.
    ///   - showsGrabber: Whether to add the grabber.
    init(content: ViewNode, configuration: CardConfiguration, showsGrabber: Bool) {
        self.content = content
        style = showsGrabber ? configuration.grabberStyle : nil
        dismissAreaHeight = configuration.dismissAreaHeight
        switch style {
        case .handle:
            let target = ViewNode()
            target.accessibilityIdentifier = "card.handle"
            target.accessibilityLabel = "Dismiss"
            let pill = ViewNode()
            pill.backgroundColor = Self.handleColor
            pill.cornerRadius = Self.handleSize.height / 2
            pill.isUserInteractionEnabled = false
            target.addSubview(pill)
            grabber = target
            self.pill = pill
        case .pullBar:
            let bar = ViewNode()
            bar.accessibilityIdentifier = "card.pullBar"
            bar.backgroundColor = configuration.backgroundColor
            let pill = ViewNode()
            pill.backgroundColor = .systemGray
            pill.cornerRadius = 2
            bar.addSubview(pill)
            grabber = bar
            self.pill = pill
        case nil:
            grabber = nil
            pill = nil
        }
        super.init()
        accessibilityIdentifier = "card"
        backgroundColor = configuration.backgroundColor
        clipsToBounds = true
        cornerRadius = configuration.cornerRadius
        maskedCorners = .top
        addSubview(content)
        if let grabber { addSubview(grabber) }
    }

    /// The height the grabber takes above the content, in points: the pull bar's, else 0.
    var chromeHeight: Double { style == .pullBar ? Self.pullBarHeight : 0 }

    /// Sets the card's frame and places the content and grabber for it.
    ///
    /// - Parameter frame: The card's frame in its superview, in points.
    func place(_ frame: Rect) {
        self.frame = frame
        let width = frame.width
        let chrome = chromeHeight
        content.frame = Rect(
            x: 0, y: chrome, width: width, height: max(frame.height - chrome, 0))
        content.layoutIfNeeded()
        guard let grabber, let pill else { return }
        switch style {
        case .handle:
            let centre = Point(x: width / 2, y: dismissAreaHeight / 2)
            grabber.frame = Rect(
                x: centre.x - Self.handleTargetSize.width / 2,
                y: centre.y - Self.handleTargetSize.height / 2,
                width: Self.handleTargetSize.width, height: Self.handleTargetSize.height)
            pill.frame = Rect(
                x: (Self.handleTargetSize.width - Self.handleSize.width) / 2,
                y: (Self.handleTargetSize.height - Self.handleSize.height) / 2,
                width: Self.handleSize.width, height: Self.handleSize.height)
        case .pullBar:
            grabber.frame = Rect(x: 0, y: 0, width: width, height: Self.pullBarHeight)
            pill.frame = Rect(
                x: (width - Self.pullBarPillSize.width) / 2,
                y: (Self.pullBarHeight - Self.pullBarPillSize.height) / 2,
                width: Self.pullBarPillSize.width, height: Self.pullBarPillSize.height)
        case nil:
            break
        }
    }
}
