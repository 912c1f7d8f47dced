import CardDeckTesting
import CardDeckViews
import Testing

/// A labelled node at a frame.
@MainActor
func labelled(_ label: String, _ frame: Rect) -> ViewNode {
    let node = ViewNode(frame: frame)
    node.accessibilityLabel = label
    node.accessibilityIdentifier = label
    return node
}

@MainActor
@Suite("Accessibility tree", .isolatedDiagnostics)
struct AccessibilityTreeTests {
    private func labels(_ window: Window) -> [String] {
        window.accessibilityElements.map(\.label)
    }

    @Test("Elements come in reading order: top to bottom, then left to right, tree order on ties")
    func readingOrder() {
        let window = Window(size: Size(width: 300, height: 300))
        window.root.addSubview(labelled("bottom", Rect(x: 0, y: 200, width: 50, height: 20)))
        window.root.addSubview(labelled("right", Rect(x: 100, y: 10, width: 50, height: 20)))
        window.root.addSubview(labelled("left", Rect(x: 0, y: 10, width: 50, height: 20)))
        let group = ViewNode(frame: Rect(x: 0, y: 100, width: 300, height: 50))
        group.addSubview(labelled("in group", Rect(x: 10, y: 10, width: 50, height: 20)))
        window.root.addSubview(group)
        #expect(labels(window) == ["left", "right", "in group", "bottom"])
        let element = window.accessibilityElements[2]
        #expect(element.frame == Rect(x: 10, y: 110, width: 50, height: 20))
        #expect(element.identifier == "in group")
    }

    @Test("Hidden, transparent and elements-hidden subtrees are out; an element hides its subtree")
    func hiddenOut() {
        let window = Window(size: Size(width: 300, height: 300))
        let hidden = labelled("hidden", Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let clear = ViewNode(frame: Rect(x: 0, y: 20, width: 10, height: 10))
        clear.alpha = 0.001
        clear.addSubview(labelled("under clear", Rect(x: 0, y: 0, width: 5, height: 5)))
        let muted = ViewNode(frame: Rect(x: 0, y: 40, width: 10, height: 10))
        muted.accessibilityElementsHidden = true
        muted.addSubview(labelled("muted", Rect(x: 0, y: 0, width: 5, height: 5)))
        let button = labelled("button", Rect(x: 0, y: 60, width: 100, height: 40))
        button.addSubview(labelled("inner", Rect(x: 0, y: 0, width: 5, height: 5)))
        for node in [hidden, clear, muted, button] { window.root.addSubview(node) }
        #expect(labels(window) == ["button"])
    }

    @Test("A modal node puts its siblings behind it out, not those in front")
    func modal() {
        let window = Window(size: Size(width: 300, height: 300))
        window.root.addSubview(labelled("behind", Rect(x: 0, y: 0, width: 50, height: 20)))
        let sheet = ViewNode(frame: window.bounds)
        sheet.accessibilityIdentifier = "sheet"
        sheet.addSubview(labelled("in sheet", Rect(x: 0, y: 100, width: 50, height: 20)))
        window.root.addSubview(sheet)
        window.root.addSubview(labelled("front", Rect(x: 0, y: 250, width: 50, height: 20)))
        #expect(labels(window) == ["behind", "in sheet", "front"])
        #expect(window.accessibilityModalView == nil)
        sheet.accessibilityViewIsModal = true
        #expect(labels(window) == ["in sheet", "front"])
        #expect(window.accessibilityModalView === sheet)
        sheet.isHidden = true  // a hidden modal view hides nothing
        #expect(labels(window) == ["behind", "front"])
    }

    @Test("The text dump lists elements with their traits, value, actions and the focus")
    func dump() {
        let window = Window(size: Size(width: 300, height: 300))
        let title = ViewNode(frame: Rect(x: 10, y: 10, width: 200, height: 20))
        title.text = TextContent("Title", fontSize: 17)
        let grabber = labelled("Grabber", Rect(x: 100, y: 40, width: 100, height: 20))
        grabber.accessibilityTraits = .button
        grabber.accessibilityValue = "medium"
        grabber.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Expand") { _ in true }
        ]
        window.root.addSubview(title)
        window.root.addSubview(grabber)
        window.moveAccessibilityFocus(.next)
        #expect(
            accessibilityTreeDescription(of: window) == """
                Accessibility 300.00×300.00 modal=none
                > - "Title" traits=[staticText] frame=(10.00 10.00 200.00 20.00)
                  Grabber "Grabber" value="medium" traits=[button] \
                frame=(100.00 40.00 100.00 20.00) actions=[Expand]

                """)
    }
}
