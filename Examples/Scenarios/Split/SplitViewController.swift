import CardDeckViews

/// A split view: two child controllers side by side with a draggable divider between them,
/// each child's view filling its pane. CardDeck's `UISplitViewController`, reduced to what
/// the scenario needs.
///
/// Dragging the divider (or setting ``dividerFraction``) lays the panes out again; cards a
/// pane presents in its presentation context follow its new area.
@MainActor
final class SplitViewController: ViewController {
    /// The divider's width, in points: one terminal cell.
    static let dividerWidth = 8.0

    /// The left pane's controller.
    let primary: ViewController
    /// The right pane's controller.
    let secondary: ViewController
    /// The share of the width left of the divider's centre, 0.3…0.7; default 0.5.
    var dividerFraction = 0.5 {
        didSet {
            dividerFraction = dividerFraction.isFinite ? min(max(dividerFraction, 0.3), 0.7) : 0.5
            viewIfLoaded?.setNeedsLayout()
        }
    }

    private let divider = ViewNode.box(Color(hex: 0x3A3A3C), identifier: "split.divider")
    private var fractionAtDragStart = 0.5

    init(primary: ViewController, secondary: ViewController) {
        self.primary = primary
        self.secondary = secondary
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0x3A3A3C)
        for child in [primary, secondary] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        view.addSubview(divider)
        let pan = PanGestureRecognizer()
        pan.axis = .horizontal
        pan.minimumDistance = 2
        _ = pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            if pan.state == .began { fractionAtDragStart = dividerFraction }
            let width = max(view.bounds.width, 1)
            dividerFraction = fractionAtDragStart + pan.translation(in: view).x / width
        }
        divider.addGestureRecognizer(pan)
        view.layout = { [unowned self] node in
            let bounds = node.bounds
            let middle = (bounds.width * dividerFraction).rounded()
            let half = Self.dividerWidth / 2
            primary.view.frame = Rect(
                x: 0, y: 0, width: max(middle - half, 0), height: bounds.height)
            divider.frame = Rect(
                x: middle - half, y: 0, width: Self.dividerWidth, height: bounds.height)
            secondary.view.frame = Rect(
                x: middle + half, y: 0, width: max(bounds.width - middle - half, 0),
                height: bounds.height)
        }
        view.setNeedsLayout()
    }
}
