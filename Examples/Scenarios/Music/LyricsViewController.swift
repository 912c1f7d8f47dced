import CardDeckViews

/// The lyrics card, presented over the now-playing card: the song's lines with the current
/// one bright, and an "Up Next" button that calls ``onShowUpNext``.
@MainActor
final class LyricsViewController: ViewController {
    /// What the Up Next button does; set by the scenario.
    var onShowUpNext: () -> Void = {}

    static let lines = [
        "We folded the map",
        "into paper planes,",
        "each one a little further",
        "than the one before;",
        "stack them up, let them go,",
        "watch them fade away.",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0xB23A48)
        view.accessibilityIdentifier = "lyrics"
        let heading = ViewNode.label(
            "Lyrics", size: 15, bold: true, color: Color(white: 1, alpha: 0.7),
            alignment: .center)
        let lines = Self.lines.enumerated().map { index, line in
            ViewNode.label(
                line, size: 20, bold: true,
                color: index == 2 ? .white : Color(white: 1, alpha: 0.45))
        }
        let upNext = ViewNode.button(
            "Up Next", identifier: "lyrics.upNext", fill: Color(white: 1, alpha: 0.2),
            textColor: .white
        ) { [weak self] in self?.onShowUpNext() }
        for node in [heading] + lines + [upNext] { view.addSubview(node) }
        view.layout = { node in
            let width = node.bounds.width
            // 20 pt lines fit a 390 pt card; narrower cards get smaller type.
            let size = (20 * min(width / 390, 1)).rounded()
            for line in lines { line.text?.fontSize = size }
            heading.frame = Rect(x: 0, y: 32, width: width, height: 32)
            for (index, line) in lines.enumerated() {
                line.frame = Rect(
                    x: 24, y: 80 + Double(index) * 48, width: width - 48, height: 40)
            }
            upNext.frame = Rect(
                x: (width - 160) / 2, y: 80 + Double(lines.count) * 48 + 24, width: 160,
                height: 44)
        }
        // Set before the view is in a window; the window lays it out when it arrives.
        view.setNeedsLayout()
    }
}
