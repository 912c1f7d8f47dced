import CardDeckTesting
import CardDeckViews
import Testing

// The README's reconciled host, compiled and run (keep the two in step).

/// Draws the tree as an indented outline, one line per node, by applying change lists.
@MainActor
final class OutlineHost: ReconciledHost {
    private struct Element {
        var parent: ObjectIdentifier?
        var children: [ObjectIdentifier] = []
        var line: String
    }

    private var elements: [ObjectIdentifier: Element] = [:]
    private var root: ObjectIdentifier?
    /// The area the latest list said to repaint, in window points.
    private(set) var repainted: [Rect] = []

    func apply(_ changes: HostChangeList, in window: Window) {
        if changes.startsOver {
            elements.removeAll()
            root = nil
        }
        for change in changes.changes {
            switch change {
            case .insert(let node, let parent, let index):
                let key = ObjectIdentifier(node)
                elements[key] = Element(parent: parent.map(ObjectIdentifier.init), line: line(node))
                if let parent {
                    link(key, to: ObjectIdentifier(parent), at: index)
                } else {
                    root = key
                }
            case .move(let node, let parent, let index):
                let key = ObjectIdentifier(node)
                unlink(key)
                elements[key]?.parent = ObjectIdentifier(parent)
                link(key, to: ObjectIdentifier(parent), at: index)
            case .remove(let node):
                let key = ObjectIdentifier(node)
                unlink(key)
                var gone = [key]
                while let next = gone.popLast() {
                    gone += elements.removeValue(forKey: next)?.children ?? []
                }
            case .update(let node, _):
                elements[ObjectIdentifier(node)]?.line = line(node)
            }
        }
        repainted = changes.damage
    }

    /// The outline: a line per node, indented by depth, in painting order.
    var text: String {
        var lines: [String] = []
        var stack = root.map { [($0, 0)] } ?? []
        while let (key, depth) = stack.popLast(), let element = elements[key] {
            lines.append(String(repeating: "  ", count: depth) + element.line)
            stack += element.children.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n")
    }

    private func line(_ node: ViewNode) -> String {
        let state = node.presentation
        let frame = state.frame
        let text = state.text.map { " \"\($0.string)\"" } ?? ""
        return "\(frame.minX) \(frame.minY) \(frame.width)×\(frame.height)"
            + (state.isHidden ? " hidden" : "") + text
    }

    private func link(_ key: ObjectIdentifier, to parent: ObjectIdentifier, at index: Int) {
        let count = elements[parent]?.children.count ?? 0
        elements[parent]?.children.insert(key, at: min(index, count))
    }

    private func unlink(_ key: ObjectIdentifier) {
        guard let parent = elements[key]?.parent else { return }
        elements[parent]?.children.removeAll { $0 == key }
    }
}

@Suite("README reconciled host", .isolatedDiagnostics)
@MainActor
struct ReadmeOutlineHostTests {
    @Test("the outline host follows inserts, moves, updates and removals")
    func outline() {
        let window = Window(size: Size(width: 100, height: 80))
        let host = OutlineHost()
        window.attach(HostReconciler(host: host))
        let a = ViewNode(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let b = ViewNode(frame: Rect(x: 50, y: 0, width: 40, height: 20))
        a.addSubview(ViewNode(frame: Rect(x: 2, y: 2, width: 4, height: 4)))
        window.root.addSubview(a)
        window.root.addSubview(b)
        window.advance(by: 1 / 120)
        #expect(
            host.text == """
                0.0 0.0 100.0×80.0
                  0.0 0.0 40.0×20.0
                    2.0 2.0 4.0×4.0
                  50.0 0.0 40.0×20.0
                """)
        window.root.bringSubviewToFront(a)
        b.text = TextContent("b")
        a.center.y += 10
        window.advance(by: 1 / 120)
        #expect(
            host.text == """
                0.0 0.0 100.0×80.0
                  50.0 0.0 40.0×20.0 "b"
                  0.0 10.0 40.0×20.0
                    2.0 2.0 4.0×4.0
                """)
        #expect(host.repainted.contains(Rect(x: 0, y: 10, width: 40, height: 20)))
        a.removeFromSuperview()
        window.advance(by: 1 / 120)
        #expect(host.text == "0.0 0.0 100.0×80.0\n  50.0 0.0 40.0×20.0 \"b\"")
    }

    @Test("the outline host passes the conformance check, a late one included")
    func conformance() {
        HostConformance.check(
            notDrawn: [.alpha, .backgroundColor, .corners, .clipping, .shadow, .border],
            makeHost: { HostReconciler(host: OutlineHost()) },
            output: { ($0.host as? OutlineHost)?.text ?? "" })
    }

    @Test("the outline host follows random edits", arguments: 1...4 as ClosedRange<UInt64>)
    func followsRandomEdits(seed: UInt64) {
        var edits = RandomTreeEdits(seed: seed)
        let outline = OutlineHost()
        edits.window.attach(HostReconciler(host: outline))
        for frame in 0..<160 {
            edits.step()
            // A host attached after a frame draws the whole tree at once.
            let fresh = OutlineHost()
            let late = HostReconciler(host: fresh)
            edits.window.attach(late)
            edits.window.detach(late)
            #expect(outline.text == fresh.text, "seed \(seed), frame \(frame)")
        }
    }
}
