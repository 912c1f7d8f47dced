import CardDeckViews

/// The live demo's first screen: the scenarios as buttons, and the keys that drive the demo.
@MainActor
final class DemoMenuController: ViewController {
    private let scenarios: [ScenarioDescriptor]
    private let quits: Bool
    private let choose: @MainActor (Int) -> Void

    /// Creates the menu.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios, one button each, in order.
    ///   - quits: Whether `q` quits, so the menu lists it (not on the web).
    ///   - choose: Called with a scenario's index when its button is tapped.
    init(
        scenarios: [ScenarioDescriptor], quits: Bool,
        choose: @escaping @MainActor (Int) -> Void
    ) {
        self.scenarios = scenarios
        self.quits = quits
        self.choose = choose
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.groupedBackground
        // The menu scrolls where it does not fit (a phone in landscape, a small window), as a
        // UIKit screen in a scroll view does; where it fits, it does not move.
        let scroll = ScrollView()
        scroll.accessibilityIdentifier = "menu.scroll"
        scroll.contentInsetAdjustmentBehavior = .never
        view.addSubview(scroll)
        let title = ViewNode.label("CardDeck", size: 34, bold: true)
        let subtitle = ViewNode.label(
            "Cards and sheets, card over card", color: Palette.secondaryText)
        let keys = ViewNode.label(
            "Drag with the mouse · \(ScenarioKeys.description(of: scenarios)) choose\n"
                + "r restarts · m menu" + (quits ? " · q quits" : ""),
            color: Palette.secondaryText, alignment: .center)
        var buttons: [ViewNode] = []
        for (index, scenario) in scenarios.enumerated() {
            let button = ViewNode.button(
                "\(scenario.key)  \(scenario.title)", identifier: "menu.\(scenario.identifier)",
                fill: .white
            ) { [choose] in choose(index) }
            buttons.append(button)
            scroll.addSubview(button)
        }
        [title, subtitle, keys].forEach(scroll.addSubview)
        view.layout = { view in
            let insets = Layout.safeArea(of: view)
            scroll.frame = view.bounds
            let width = max(view.bounds.width - 32, 0)
            // 34 pt where the title fits (8 letters of about 0.65 em), smaller in a narrow window.
            let titleSize = min(34, max(width / 5.4, 17))
            if title.text?.fontSize != titleSize { title.text?.fontSize = titleSize }
            var y = max(insets.top, 16) + 16
            title.frame = Rect(x: 16, y: y, width: width, height: 48)
            y += 48
            subtitle.frame = Rect(x: 16, y: y, width: width, height: 32)
            y += 48
            for button in buttons {
                button.frame = Rect(x: 16, y: y, width: width, height: 48)
                y += 64
            }
            keys.frame = Rect(x: 16, y: y + 16, width: width, height: 48)
            scroll.contentSize = Size(
                width: view.bounds.width, height: keys.frame.maxY + max(insets.bottom, 16))
        }
        view.setNeedsLayout()
    }
}
