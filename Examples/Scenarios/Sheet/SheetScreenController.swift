import CardDeckTransitions
import CardDeckViews

/// One screen of the fitted sheet's navigation stack: its preferred height, a scrollable list
/// of options, and at the bottom the buttons that change the height and the buttons that push
/// another such screen or pop to the first.
///
/// The sheet fits its height to ``preferredHeight`` (plus the navigation bar and the bottom
/// safe area) and animates each change. Node identifiers carry the screen's level
/// (`sheet.2.push`), so a tour can aim at the screen on top.
@MainActor
final class SheetScreenController: ViewController {
    /// The range the height buttons keep the preferred height in, in points.
    static let heightRange: ClosedRange<Double> = 150...1_600

    /// The screen's depth in the navigation stack, from 1.
    let level: Int
    /// The list, for tests and the hand-off.
    let list = ScrollView()
    private let heightLabel = ViewNode.label("", size: 15, color: Palette.secondaryText)
    private var buttons: [ViewNode] = []

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - level: Its depth in the navigation stack, from 1.
    ///   - height: Its preferred height in points, clamped into ``heightRange``.
    init(level: Int, height: Double) {
        self.level = level
        super.init()
        title = level == 1 ? "Options" : "Options \(level)"
        setPreferredHeight(height)
    }

    /// The height the screen asks the sheet for, in points.
    var preferredHeight: Double { preferredContentSize.height }

    /// Asks for a new height, clamped into ``heightRange``; the sheet follows, animated.
    ///
    /// - Parameter height: Points.
    func setPreferredHeight(_ height: Double) {
        let clamped = min(max(height, Self.heightRange.lowerBound), Self.heightRange.upperBound)
        preferredContentSize = Size(width: 0, height: clamped)
        heightLabel.text?.string = "Preferred height: \(Formatting.number(clamped)) pt"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let prefix = "sheet.\(level)."
        let changes: [(String, String, (Double) -> Double)] = [
            ("+100", "plus100", { $0 + 100 }), ("−100", "minus100", { $0 - 100 }),
            ("×2", "double", { $0 * 2 }), ("×0.5", "halve", { $0 / 2 }),
        ]
        let sizeButtons = changes.map { title, name, change in
            ViewNode.button(title, identifier: prefix + name) { [weak self] in
                guard let self else { return }
                self.setPreferredHeight(change(self.preferredHeight))
            }
        }
        let push = ViewNode.button(
            "Push", identifier: prefix + "push", fill: .systemBlue, textColor: .white
        ) { [weak self] in self?.pushNext() }
        let popToRoot = ViewNode.button("Pop to root", identifier: prefix + "popToRoot") {
            [weak self] in
            _ = (self?.parent as? NavigationController)?.popToRootViewController(animated: true)
        }
        list.accessibilityIdentifier = prefix + "list"
        list.backgroundColor = Palette.groupedBackground
        let rows = Self.makeRows()
        for row in rows { list.addSubview(row) }
        buttons = sizeButtons + [push, popToRoot]
        for node in [heightLabel] + buttons + [list] {
            view.addSubview(node)
        }
        view.layout = { [list, heightLabel] node in
            let bounds = node.bounds
            let bottom = bounds.height - Layout.safeArea(of: node).bottom - 8
            heightLabel.frame = Rect(x: 16, y: 4, width: bounds.width - 32, height: 32)
            let actions = Layout.columns(
                of: Rect(x: 16, y: bottom - 40, width: bounds.width - 32, height: 40), count: 2,
                spacing: 8)
            push.frame = actions[0]
            popToRoot.frame = actions[1]
            for (column, button) in zip(
                Layout.columns(
                    of: Rect(x: 16, y: bottom - 88, width: bounds.width - 32, height: 40),
                    count: 4, spacing: 8),
                sizeButtons)
            {
                button.frame = column
            }
            list.frame = Rect(x: 0, y: 40, width: bounds.width, height: max(bottom - 136, 0))
            for (index, row) in rows.enumerated() {
                row.frame = Rect(x: 0, y: Double(index) * 48, width: bounds.width, height: 48)
            }
            list.contentSize = Size(width: bounds.width, height: Double(rows.count) * 48)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }

    private func pushNext() {
        guard let navigation = parent as? NavigationController else { return }
        navigation.pushViewController(
            SheetScreenController(level: level + 1, height: preferredHeight + 120),
            animated: true)
    }

    private static func makeRows() -> [ViewNode] {
        let colours: [(String, UInt32)] = [
            ("Coral", 0xFF6B6B), ("Sunflower", 0xFFD93D), ("Mint", 0x6BCB77),
            ("Ocean", 0x4D96FF), ("Plum", 0x9D4EDD), ("Graphite", 0x4A4E69),
        ]
        return (0..<24).map { index in
            let (name, hex) = colours[index % colours.count]
            let row = ViewNode.box(index % 2 == 0 ? .white : Color(hex: 0xFAFAFC))
            let swatch = ViewNode.box(Color(hex: hex), cornerRadius: 8)
            let label = ViewNode.label("\(name), size \(36 + index / 2)", size: 17)
            let stock = ViewNode.label(
                index % 5 == 3 ? "sold out" : "in stock", size: 13,
                color: Palette.secondaryText, alignment: .trailing)
            for node in [swatch, label, stock] { row.addSubview(node) }
            row.layout = { node in
                let width = node.bounds.width
                swatch.frame = Rect(x: 16, y: 8, width: 32, height: 32)
                label.frame = Rect(x: 64, y: 8, width: width - 160, height: 32)
                stock.frame = Rect(x: width - 96, y: 8, width: 80, height: 32)
            }
            return row
        }
    }
}
