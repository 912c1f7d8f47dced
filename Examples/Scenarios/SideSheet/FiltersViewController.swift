import CardDeckViews

/// The side sheet's content: a title, a few filters (each a row that toggles a check mark) and
/// the switch between left-to-right and right-to-left, which calls ``onToggleDirection``.
@MainActor
final class FiltersViewController: ViewController {
    static let options = ["Documents", "Photos", "Shared with me", "Recents"]
    /// What the direction switch does; set by the scenario.
    var onToggleDirection: () -> Void = {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = ViewNode.label("Filters", size: 19, bold: true)
        view.addSubview(title)
        // The options scroll between the title and the direction switch: a short sheet cuts the
        // list rather than drawing options over the switch.
        let list = ScrollView()
        list.contentInsetAdjustmentBehavior = .never
        view.addSubview(list)
        var rows: [ViewNode] = []
        for (index, option) in Self.options.enumerated() {
            let row = ViewNode.button(
                "○ \(option)", identifier: "filters.\(index)", fill: Palette.groupedBackground,
                textColor: .black, size: 17
            ) {}
            row.addGestureRecognizer(
                TapGestureRecognizer { [weak row] recognizer in
                    guard recognizer.state == .ended, let row, var text = row.text else { return }
                    let on = text.string.hasPrefix("○")
                    text.string = (on ? "● " : "○ ") + text.string.dropFirst(2)
                    row.text = text
                })
            rows.append(row)
            list.addSubview(row)
        }
        let direction = ViewNode.button("⇄ Right-to-left", identifier: "filters.direction") {
            [weak self] in self?.onToggleDirection()
        }
        view.addSubview(direction)
        view.layout = { node in
            let safe = Layout.safeArea(of: node)
            let width = node.bounds.width
            title.frame = Rect(x: 16, y: safe.top + 8, width: width - 32, height: 32)
            direction.frame = Rect(
                x: 16, y: node.bounds.height - safe.bottom - 64, width: width - 32, height: 48)
            list.frame = Rect(
                x: 0, y: safe.top + 56, width: width,
                height: max(direction.frame.minY - 8 - safe.top - 56, 0))
            for (index, row) in rows.enumerated() {
                row.frame = Rect(x: 16, y: Double(index) * 56, width: width - 32, height: 48)
            }
            list.contentSize = Size(width: width, height: Double(rows.count) * 56)
        }
        view.setNeedsLayout()
    }
}
