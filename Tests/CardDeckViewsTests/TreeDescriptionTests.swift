import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Tree description", .isolatedDiagnostics)
struct TreeDescriptionTests {
    /// A card presented over a dimmed root, mid-flight and settled.
    private func scene() -> (Window, ViewNode) {
        let window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47))
        window.root.backgroundColor = .black
        let dimmer = ViewNode(frame: window.bounds)
        dimmer.accessibilityIdentifier = "dimmer"
        dimmer.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmer.alpha = 0
        let card = ViewNode(frame: Rect(x: 0, y: 844, width: 390, height: 781))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.maskedCorners = .top
        card.clipsToBounds = true
        let title = ViewNode(frame: Rect(x: 16, y: 24, width: 358, height: 22))
        title.accessibilityIdentifier = "title"
        title.text = TextContent("Now Playing", fontSize: 17, isBold: true)
        card.addSubview(title)
        window.root.addSubview(dimmer)
        window.root.addSubview(card)
        ViewNode.animate(with: Spring(response: 0.44, dampingRatio: 1)) {
            card.frame = Rect(x: 0, y: 63, width: 390, height: 781)
            dimmer.alpha = 1
        }
        return (window, card)
    }

    @Test("A presented card mid-flight and at rest")
    func presentedCard() {
        let (window, _) = scene()
        window.advance(by: 0.1)
        assertSnapshot(of: window.treeDescription, named: "card-at-100ms")
        window.advance(by: 2)
        assertSnapshot(of: window.treeDescription, named: "card-settled")
    }

    @Test("Numbers are formatted with two decimals and no negative zero")
    func formatting() {
        let window = Window(size: Size(width: 10, height: 10))
        let node = ViewNode(frame: Rect(x: -0.001, y: 1.005, width: 2.499, height: 3))
        window.root.addSubview(node)
        let line = window.treeDescription.split(separator: "\n")[2]
        #expect(line == "    ViewNode frame=(0.00 1.00 2.50 3.00)")
    }
}
