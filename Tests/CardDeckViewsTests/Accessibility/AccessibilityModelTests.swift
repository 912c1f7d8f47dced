import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Accessibility model", .isolatedDiagnostics)
struct AccessibilityModelTests {
    @Test("Documented defaults")
    func defaults() {
        let node = ViewNode()
        #expect(node.isAccessibilityElement == false)
        #expect(node.accessibilityTraits == [])
        #expect(node.accessibilityHint == nil)
        #expect(node.accessibilityViewIsModal == false)
        #expect(node.accessibilityElementsHidden == false)
        #expect(node.accessibilityCustomActions.isEmpty)
        #expect(node.accessibilityActivate() == false)  // not in a window
        #expect(node.accessibilityPerformEscape() == false)
    }

    @Test("A label or text makes an element; text adds the static-text trait; overrides win")
    func elementByDefault() {
        let labelled = ViewNode()
        labelled.accessibilityLabel = "Play"
        #expect(labelled.isAccessibilityElement)
        #expect(labelled.accessibilityTraits == [])
        let text = ViewNode()
        text.text = TextContent("Now Playing", fontSize: 17)
        #expect(text.isAccessibilityElement)
        #expect(text.accessibilityTraits == .staticText)
        text.isAccessibilityElement = false
        text.accessibilityTraits = [.header]
        #expect(!text.isAccessibilityElement)
        #expect(text.accessibilityTraits == .header)
        let empty = ViewNode()
        empty.accessibilityLabel = ""
        #expect(!empty.isAccessibilityElement)
    }

    @Test("Setting an accessibility property marks the node for the next commit")
    func marksDirty() {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        let host = RecordingHost()
        window.attach(host)
        window.advance(by: 1 / 120)
        host.reset()
        node.accessibilityViewIsModal = true
        node.accessibilityHint = "Opens it"
        window.advance(by: 1 / 120)
        let masks = host.allMutations.compactMap { mutation -> PropertyMask? in
            if case .update(let updated, let mask) = mutation, updated === node {
                mask
            } else {
                nil
            }
        }
        #expect(masks == [.accessibility])
    }

    @Test("Traits list their names in declaration order")
    func traitNames() {
        let traits: AccessibilityTraits = [.selected, .button]
        #expect(traits.names == ["button", "selected"])
    }

    @Test("Custom actions run their handler with themselves")
    func customAction() {
        var seen: [String] = []
        let action = AccessibilityCustomAction(name: "Expand") { action in
            seen.append(action.name)
            return true
        }
        #expect(action.perform())
        #expect(seen == ["Expand"])
    }

    @Test("Escape runs the handler; activation runs the handler instead of tapping")
    func handlers() {
        let node = ViewNode()
        var activations = 0
        node.accessibilityActivationHandler = {
            activations += 1
            return true
        }
        node.accessibilityEscapeHandler = { true }
        #expect(node.accessibilityActivate())
        #expect(activations == 1)
        #expect(node.accessibilityPerformEscape())
    }
}
