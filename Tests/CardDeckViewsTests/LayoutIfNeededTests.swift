import CardDeckTesting
import CardDeckViews
import Testing

/// `layoutIfNeeded()` lays out every node that needs it, and only the branches that hold one.
@MainActor
@Suite("layoutIfNeeded", .isolatedDiagnostics)
struct LayoutIfNeededTests {
    /// A chain root → a → b → leaf, each recording when it lays out.
    func chain(log: @escaping (String) -> Void) -> [ViewNode] {
        let nodes = (0..<4).map { _ in ViewNode() }
        for (index, node) in nodes.enumerated() {
            node.layout = { _ in log("\(index)") }
            if index > 0 { nodes[index - 1].addSubview(node) }
        }
        return nodes
    }

    @Test("a deep node marked for layout is laid out through its ancestor, parents first")
    func deepNode() {
        var log: [String] = []
        let nodes = chain { log.append($0) }
        nodes[0].layoutIfNeeded()
        log.removeAll()
        nodes[3].setNeedsLayout()
        nodes[1].setNeedsLayout()
        nodes[0].layoutIfNeeded()
        #expect(log == ["1", "3"])
        log.removeAll()
        nodes[0].layoutIfNeeded()
        #expect(log.isEmpty)
    }

    @Test("a subtree marked before it is inserted is laid out through its new ancestor")
    func markedBeforeInsertion() {
        var log: [String] = []
        let nodes = chain { log.append($0) }
        nodes[0].layoutIfNeeded()
        log.removeAll()
        let extra = ViewNode()
        let inner = ViewNode()
        extra.addSubview(inner)
        inner.layout = { _ in log.append("inner") }
        inner.setNeedsLayout()
        nodes[2].addSubview(extra)
        nodes[0].layoutIfNeeded()
        #expect(log == ["inner"])
    }

    @Test("a child marked by its parent's layout is laid out in the same call")
    func markedDuringLayout() {
        var log: [String] = []
        let parent = ViewNode()
        let child = ViewNode()
        parent.addSubview(child)
        child.layout = { _ in log.append("child") }
        parent.layout = { _ in
            log.append("parent")
            child.setNeedsLayout()
        }
        parent.layoutIfNeeded()
        log.removeAll()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log == ["parent", "child"])
    }

    @Test("a branch with nothing to lay out is not visited")
    func cleanBranchSkipped() {
        var log: [String] = []
        let root = ViewNode()
        let clean = ViewNode()
        let dirty = ViewNode()
        root.addSubview(clean)
        root.addSubview(dirty)
        for index in 0..<100 {
            let leaf = ViewNode()
            leaf.layout = { _ in log.append("clean \(index)") }
            clean.addSubview(leaf)
        }
        dirty.layout = { _ in log.append("dirty") }
        root.layoutIfNeeded()
        log.removeAll()
        dirty.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log == ["dirty"])
    }
}
