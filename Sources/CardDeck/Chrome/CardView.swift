import CardDeckViews

/// The node a card presentation moves: it clips and rounds the presented controller's view,
/// draws the card's background, and carries the grabber (a dismiss handle or a pull bar).
/// Under a pull bar, a surface below the bar does the clipping, rounding and background, so
/// the bar stays transparent over the shade and the corners start at the content's top.
///
/// Children are placed by ``place(_:)`` rather than by a layout pass, so that a frame set
/// inside an animation block moves the content and the grabber in the same animation.
@MainActor
final class CardView: ViewNode {
    private let liveObject = LiveObjects.Token(.cardView)

    /// The handle's visible pill: 36×5 pt, corner radius 2.5, in
    /// ``CardGrabberStyle/handleColor(on:)`` for the card's colour: UIKit's sheet grabber.
    static let handleSize = Size(width: 36, height: 5)
    /// The handle's tap target: 50×50 pt, centred on the pill.
    static let handleTargetSize = Size(width: 50, height: 50)
    /// The pull bar's height, in points.
    static let pullBarHeight = 20.0
    /// The pull bar's pill: 40×4 pt, white at alpha 0.6 over the shade, as the fitted-sheet
    /// design draws it.
    static let pullBarPillSize = Size(width: 40, height: 4)
    /// The pull bar pill's colour.
    static let pullBarPillColor = Color(red: 1, green: 1, blue: 1, alpha: 0.6)

    let content: ViewNode
    let style: CardGrabberStyle?
    let dismissAreaHeight: Double
    /// The window edge the card is attached to: the grabber sits along the opposite side and
    /// the corners there are rounded. Set before ``place(_:)``.
    var edge = PhysicalCardEdge.bottom {
        didSet {
            guard edge != oldValue else { return }
            (surface ?? self).maskedCorners = edge.farCorners
        }
    }
    /// The handle's tap target (holding the pill), or the pull bar; `nil` without a grabber.
    let grabber: CardGrabberView?
    private let pill: ViewNode?
    /// Under a pull bar, the rounded surface below the bar that carries the background and
    /// clips the content (the bar itself is transparent over the shade); `nil` otherwise, when
    /// the card itself does.
    let surface: ViewNode?
    /// The content's background when the handle's colour was last chosen: the content may
    /// change its colour after the card took its appearance.
    private var handleBackdrop: Color?

    /// Creates the wrapper around `content`.
    ///
    /// - Parameters:
    ///   - content: The presented controller's view.
    ///   - configuration: The card's (sanitized) configuration.
    ///   - grabberStyle: The grabber to add, or `nil` for none.
    init(content: ViewNode, configuration: CardConfiguration, grabberStyle: CardGrabberStyle?) {
        self.content = content
        style = grabberStyle
        dismissAreaHeight = configuration.dismissAreaHeight
        switch style {
        case .handle:
            let target = CardGrabberView()
            target.accessibilityIdentifier = "card.handle"
            target.accessibilityLabel = "Dismiss"
            let pill = ViewNode()
            pill.cornerRadius = Self.handleSize.height / 2
            pill.isUserInteractionEnabled = false
            target.addSubview(pill)
            grabber = target
            self.pill = pill
        case .pullBar:
            let bar = CardGrabberView()
            bar.accessibilityIdentifier = "card.pullBar"
            let pill = ViewNode()
            pill.backgroundColor = Self.pullBarPillColor
            pill.cornerRadius = 2
            pill.isUserInteractionEnabled = false
            bar.addSubview(pill)
            grabber = bar
            self.pill = pill
        case nil:
            grabber = nil
            pill = nil
        }
        if style == .pullBar {
            let node = ViewNode()
            node.accessibilityIdentifier = "card.surface"
            surface = node
        } else {
            surface = nil
        }
        super.init()
        accessibilityIdentifier = "card"
        let carrier = surface ?? self
        carrier.clipsToBounds = true
        carrier.maskedCorners = .top
        applyAppearance(of: configuration)
        if let surface {
            surface.addSubview(content)
            addSubview(surface)
        } else {
            addSubview(content)
        }
        if let grabber { addSubview(grabber) }
    }

    /// Inside the card, or inside the handle's 50 × 50 pt target where it sticks out above the
    /// card's top edge: the card takes in its handle's enlarged target, as a UIKit view does
    /// by overriding `point(inside:with:)`.
    override func point(inside point: Point) -> Bool {
        if super.point(inside: point) { return true }
        guard style == .handle, let grabber, grabber.isUserInteractionEnabled else {
            return false
        }
        return grabber.presentation.frame.contains(point)
    }

    /// Takes the background colour and corner radius of `configuration`, and for a pull bar
    /// shows or hides its pill as it prefers the grabber visible; the handle takes a colour
    /// that stands out on the new background.
    func applyAppearance(of configuration: CardConfiguration) {
        let carrier = surface ?? self
        carrier.backgroundColor = configuration.backgroundColor
        carrier.cornerRadius = configuration.cornerRadius
        if style == .pullBar { pill?.isHidden = !configuration.prefersGrabberVisible }
        colorHandle()
    }

    /// Gives the handle's pill the colour that stands out on the card where it sits: the
    /// content's background over the card's (``CardGrabberStyle/handleColor(on:)``).
    private func colorHandle() {
        guard style == .handle, let pill else { return }
        let content = content.backgroundColor ?? .clear
        handleBackdrop = content
        pill.backgroundColor = CardGrabberStyle.handleColor(
            on: content.composited(over: backgroundColor ?? .clear))
    }

    /// The depth the grabber takes before the content, from the far edge, in points: the pull
    /// bar's, else 0.
    var chromeHeight: Double { style == .pullBar ? Self.pullBarHeight : 0 }

    /// Sets the card's frame and places the content and grabber for it.
    ///
    /// - Parameter frame: The card's frame in its superview, in points.
    ///
    /// The chrome is laid out as for a bottom card — grabber at the far edge, content below
    /// it — and turned to ``edge``.
    func place(_ frame: Rect) {
        self.frame = frame
        let size = frame.size
        let edge = edge
        // In card-local space: x across the card, y from its far edge.
        let width = edge.isHorizontal ? size.height : size.width
        let depth = edge.isHorizontal ? size.width : size.height
        func view(_ rect: Rect) -> Rect { CardEdgeMapping.toView(rect, edge: edge, size: size) }
        let chrome = chromeHeight
        let below = view(Rect(x: 0, y: chrome, width: width, height: max(depth - chrome, 0)))
        if let surface {
            surface.frame = below
            content.frame = Rect(x: 0, y: 0, width: below.width, height: below.height)
        } else {
            content.frame = below
        }
        content.layoutIfNeeded()
        guard let grabber, let pill else { return }
        if style == .handle, (content.backgroundColor ?? .clear) != handleBackdrop {
            colorHandle()
        }
        switch style {
        case .handle:
            let centre = Point(x: width / 2, y: dismissAreaHeight / 2)
            let target = Rect(
                x: centre.x - Self.handleTargetSize.width / 2,
                y: centre.y - Self.handleTargetSize.height / 2,
                width: Self.handleTargetSize.width, height: Self.handleTargetSize.height)
            grabber.frame = view(target)
            let pillRect = Rect(
                x: (Self.handleTargetSize.width - Self.handleSize.width) / 2,
                y: (Self.handleTargetSize.height - Self.handleSize.height) / 2,
                width: Self.handleSize.width, height: Self.handleSize.height)
            pill.frame = CardEdgeMapping.toView(
                pillRect, edge: edge,
                size: edge.isHorizontal
                    ? Size(width: target.height, height: target.width) : target.size)
        case .pullBar:
            let bar = Rect(x: 0, y: 0, width: width, height: Self.pullBarHeight)
            grabber.frame = view(bar)
            let pillRect = Rect(
                x: (width - Self.pullBarPillSize.width) / 2,
                y: (Self.pullBarHeight - Self.pullBarPillSize.height) / 2,
                width: Self.pullBarPillSize.width, height: Self.pullBarPillSize.height)
            pill.frame = CardEdgeMapping.toView(
                pillRect, edge: edge, size: grabber.frame.size)
        case nil:
            break
        }
    }
}
