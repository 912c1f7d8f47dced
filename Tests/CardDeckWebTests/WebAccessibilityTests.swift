import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import Testing

@MainActor
@Suite("Web host: ARIA", .isolatedDiagnostics)
struct WebAccessibilityTests {
    /// A phone window whose root controller shows a labelled button, recorded by a page mirror.
    private func scene() -> (Window, ViewController, ViewNode, PatchStreamRecorder) {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let library = ViewNode(frame: Rect(x: 20, y: 100, width: 200, height: 44))
        library.accessibilityLabel = "Library"
        library.accessibilityTraits = .button
        root.view.addSubview(library)
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        window.advance(by: 0.1)
        return (window, root, library, recorder)
    }

    private func card() -> ViewController {
        let card = ViewController()
        let title = ViewNode(frame: Rect(x: 16, y: 24, width: 300, height: 22))
        title.text = TextContent("Now Playing", fontSize: 17, isBold: true)
        title.accessibilityTraits = .header
        card.view.addSubview(title)
        return card
    }

    private func descendant(_ identifier: String, of node: ViewNode) -> ViewNode? {
        if node.accessibilityIdentifier == identifier { return node }
        return node.subviews.lazy.compactMap { descendant(identifier, of: $0) }.first
    }

    private func aria(_ recorder: PatchStreamRecorder, _ node: ViewNode?) -> [String: String] {
        node.flatMap { recorder.mirror.elements[$0.id.rawValue]?.aria } ?? [:]
    }

    @Test("Elements get a role and a label; a modal card is a dialog that hides what is behind")
    func modalCard() {
        let (window, root, library, recorder) = scene()
        #expect(
            aria(recorder, library)
                == ["role": "button", "aria-label": "Library", "tabindex": "-1"])
        let presented = card()
        root.presentCard(presented)
        window.advance(by: 2)
        let container = presented.view.superview?.superview
        #expect(container?.accessibilityIdentifier == "transition.container")
        let handle = container.flatMap { descendant("card.handle", of: $0) }
        let title = presented.view.subviews.first
        // The grabber above the title is read first, though it comes after it in the tree.
        let owns = [handle, title].compactMap { $0.map { "n\($0.id.rawValue)" } }
        #expect(
            aria(recorder, container)
                == [
                    "role": "dialog", "aria-modal": "true", "aria-label": "Now Playing",
                    "aria-owns": owns.joined(separator: " "),
                ])
        #expect(aria(recorder, root.view)["aria-hidden"] == "true")
        #expect(
            aria(recorder, title)
                == [
                    "role": "heading", "aria-label": "Now Playing", "aria-level": "2",
                    "tabindex": "-1",
                ])
        #expect(aria(recorder, handle)["aria-description"] == "large")
        #expect(recorder.mirror.announcements == ["Card presented, large"])
        presented.dismiss(animated: true)
        window.advance(by: 2)
        #expect(aria(recorder, root.view)["aria-hidden"] == nil)
        #expect(recorder.mirror.announcements == ["Card presented, large", "Card dismissed"])
        #expect(recorder.failures == [])
    }

    @Test("A drag frame re-reads no attributes; an announcement alone is sent in a commit")
    func cheapFrames() {
        let (window, _, library, recorder) = scene()
        let before = recorder.lines.count
        ViewNode.animate(withDuration: 0.5) { library.center.x += 50 }
        window.advance(by: 0.25)
        #expect(!recorder.lines.dropFirst(before).contains { $0.contains("[\"a\"") })
        window.post(.announcement("Saved"))
        window.advance(by: 1 / 120)
        #expect(recorder.lines.last?.contains("[\"L\",\"Saved\"]") == true)
        library.accessibilityLabel = "Songs"
        window.advance(by: 1 / 120)
        #expect(recorder.lines.last?.contains("{\"aria-label\":\"Songs\"}") == true)
    }

    @Test("A late client's snapshot carries the attributes")
    func snapshot() {
        let (window, root, library, _) = scene()
        let host = WebHost()
        window.attach(host)
        root.presentCard(card())
        window.advance(by: 2)
        let operations = host.snapshot()
        #expect(
            operations.contains(
                .aria(
                    id: library.id.rawValue,
                    attributes: [
                        WebARIAAttribute(name: "aria-label", value: "Library"),
                        WebARIAAttribute(name: "role", value: "button"),
                    ])))
    }

    @Test("The accessibility tree of a card over a screen, as a golden dump")
    func goldenTree() {
        let (window, root, _, _) = scene()
        let presented = card()
        root.presentCard(presented, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        ScreenReader(window: window).next()
        window.advance(by: 1 / 120)
        assertSnapshot(of: window, as: .accessibilityTree, named: "card-over-screen")
        assertSnapshot(of: window, as: .tree, named: "card-over-screen-with-ring")
    }
}
