import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("ViewNode hierarchy", .isolatedDiagnostics)
struct ViewNodeHierarchyTests {
    private func names(_ node: ViewNode) -> [String] {
        node.subviews.map { $0.accessibilityIdentifier ?? "?" }
    }

    private func node(_ name: String) -> ViewNode {
        let node = ViewNode()
        node.accessibilityIdentifier = name
        return node
    }

    @Test("Add, insert at, above, below, bring to front and send to back keep UIKit's order")
    func ordering() {
        let parent = ViewNode()
        let a = node("a")
        let b = node("b")
        let c = node("c")
        let d = node("d")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(names(parent) == ["c", "d", "a", "b"])
        parent.insertSubview(b, belowSubview: d)
        #expect(names(parent) == ["c", "b", "d", "a"])
        parent.insertSubview(c, aboveSubview: a)
        #expect(names(parent) == ["b", "d", "a", "c"])
        parent.bringSubviewToFront(b)
        #expect(names(parent) == ["d", "a", "c", "b"])
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "d", "a", "b"])
        parent.insertSubview(a, at: 99)
        #expect(names(parent) == ["c", "d", "b", "a"])
        #expect(a.superview === parent)
    }

    @Test("Adding to another parent moves the node; removing twice is harmless")
    func reparentAndRemove() {
        let first = ViewNode()
        let second = ViewNode()
        let child = ViewNode()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        child.removeFromSuperview()
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty)
        #expect(child.superview == nil)
    }

    @Test("Adding a node to itself or its descendant is refused with a warning")
    func cycles() {
        let grandparent = ViewNode()
        let parent = ViewNode()
        let child = ViewNode()
        grandparent.addSubview(parent)
        parent.addSubview(child)
        let before = Diagnostics.warnings.count
        child.addSubview(grandparent)
        parent.addSubview(parent)
        #expect(grandparent.superview == nil)
        #expect(parent.superview === grandparent)
        #expect(child.subviews.isEmpty && parent.subviews.count == 1)
        #expect(Diagnostics.warnings.count == before + 2)
        #expect(Diagnostics.warnings.last?.contains("refused") == true)
    }

    @Test("Nodes join and leave their window with their subtree")
    func windowMembership() {
        let window = Window(size: Size(width: 100, height: 100))
        let card = ViewNode()
        let content = ViewNode()
        card.addSubview(content)
        #expect(content.window == nil)
        window.root.addSubview(card)
        #expect(content.window === window)
        card.removeFromSuperview()
        #expect(content.window == nil && card.window == nil)
    }

    @Test("Identities are unique in a window and ordered by joining it")
    func identity() {
        let window = Window(size: Size(width: 10, height: 10))
        let a = ViewNode()
        let b = ViewNode()
        window.root.addSubview(a)
        window.root.addSubview(b)
        #expect(a.id != b.id)
        #expect(a.id < b.id)
    }
}
