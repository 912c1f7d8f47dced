import CardDeckViews

/// A list of files, the side-sheet scenario's root screen: a header, the files, a "Filters"
/// button that calls ``onFilters`` and a switch between left-to-right and right-to-left that
/// calls ``onToggleDirection``. Rows align to the leading edge, whichever side that is.
@MainActor
final class FilesViewController: ViewController {
    /// What the Filters button does; set by the scenario.
    var onFilters: () -> Void = {}
    /// What the direction switch does; set by the scenario.
    var onToggleDirection: () -> Void = {}

    static let accent = Color(hex: 0x5856D6)
    static let files = ["Budget.numbers", "Trip photos", "Notes.txt", "Slides.key", "Music"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = ViewNode.box(Palette.bar)
        let title = ViewNode.label("Files", size: 19, bold: true, alignment: .center)
        header.addSubview(title)
        let filters = ViewNode.button(
            "Filters", identifier: "files.filters", fill: Self.accent, textColor: .white
        ) { [weak self] in self?.onFilters() }
        let direction = ViewNode.button("⇄ Right-to-left", identifier: "files.direction") {
            [weak self] in self?.onToggleDirection()
        }
        let rows = Self.files.map { ViewNode.label($0, size: 17) }
        // The files scroll above the buttons, so a short window cuts the list, not the buttons.
        let list = ScrollView()
        list.contentInsetAdjustmentBehavior = .never
        for row in rows { list.addSubview(row) }
        for node in [header, list, filters, direction] { view.addSubview(node) }
        view.layout = { node in
            let bounds = node.bounds
            let safe = Layout.safeArea(of: node)
            let rightToLeft = node.window?.traits.layoutDirection == .rightToLeft
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: safe.top + 48)
            title.frame = Rect(x: 16, y: safe.top + 8, width: bounds.width - 32, height: 32)
            let half = (bounds.width - 48) / 2
            let y = bounds.height - safe.bottom - 64
            list.frame = Rect(
                x: 0, y: header.frame.maxY + 16, width: bounds.width,
                height: max(y - 8 - header.frame.maxY - 16, 0))
            for (index, row) in rows.enumerated() {
                row.frame = Rect(
                    x: 16, y: Double(index) * 48, width: bounds.width - 32, height: 32)
                row.text?.alignment = rightToLeft ? .trailing : .leading
            }
            list.contentSize = Size(width: bounds.width, height: Double(rows.count) * 48)
            filters.frame = Rect(x: rightToLeft ? 32 + half : 16, y: y, width: half, height: 48)
            direction.frame = Rect(x: rightToLeft ? 16 : 32 + half, y: y, width: half, height: 48)
        }
        view.setNeedsLayout()
    }
}
