import CardDeck

/// The filters: a side sheet on the trailing edge, over a dimmed list.
public final class FiltersController: ViewController {
    /// The sheet's width, in points.
    public static let width = 280.0

    /// The side sheet: the app's style on the trailing edge, `width` wide, dimming the list
    /// to 0.4 and dismissed by a tap on the dimmer.
    @MainActor
    public static var configuration: CardConfiguration {
        var configuration = CardConfiguration.shared
        configuration.detents = [.height(width)]
        configuration.maximumDimmingAlpha = 0.4
        configuration.allowsTapToDismiss = true
        configuration.edge = .trailing
        return configuration
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppStyle.paper
        let names = ["Filters", "Unread", "Started", "Finished"]
        for (index, name) in names.enumerated() {
            view.addSubview(
                ViewNode.label(name, fontSize: index == 0 ? 22 : 17, isBold: index == 0))
        }
        view.layout = { view in
            let top = (view.window?.safeAreaInsets.top ?? 0) + 16
            for (index, node) in view.subviews.prefix(names.count).enumerated() {
                node.frame = Rect(x: 24, y: top + Double(index) * 44, width: 220, height: 36)
            }
        }
    }
}
