import CardDeckTesting
import CardDeckViews
import Testing

@Suite("RandomTreeEdits: seeded trees and edits, restricted by kind", .isolatedDiagnostics)
@MainActor
struct RandomTreeEditsTests {
    /// A kind of edit and how a node shows it was made.
    enum Probe: String, CaseIterable, Sendable, CustomStringConvertible {
        case text, transform, hidden, clips, shadow, border, scroll

        var kind: RandomTreeEdits.Kinds {
            switch self {
            case .text: .text
            case .transform: .transform
            case .hidden: .hidden
            case .clips: .clips
            case .shadow: .shadow
            case .border: .border
            case .scroll: .scroll
            }
        }

        var description: String { rawValue }

        @MainActor func shows(_ node: ViewNode) -> Bool {
            switch self {
            case .text: node.text != nil
            case .transform: node.transform != .identity
            case .hidden: node.isHidden
            case .clips: node.clipsToBounds
            case .shadow: node.shadow != .none
            case .border: node.border != .none
            case .scroll: node.bounds.origin != .zero
            }
        }
    }

    @Test("defaults: a 320 × 192 window, 14 nodes grown in it, every kind")
    func defaults() {
        let edits = RandomTreeEdits(seed: 1)
        #expect(edits.window.size == Size(width: 320, height: 192))
        #expect(edits.nodes.count == 14)
        #expect(edits.nodes.allSatisfy { $0.window === edits.window })
        #expect(edits.kinds == .all)
        #expect(
            RandomTreeEdits.Kinds.all
                == RandomTreeEdits.Kinds.properties.union(.structure).union(.animations))
    }

    @Test(
        "the same seed grows and edits the same tree; another seed another",
        arguments: [3, 77] as [UInt64])
    func seeded(seed: UInt64) {
        var first = RandomTreeEdits(seed: seed)
        var again = RandomTreeEdits(seed: seed)
        var other = RandomTreeEdits(seed: seed + 1)
        for _ in 0..<100 {
            first.step()
            again.step()
            other.step()
        }
        #expect(Self.outline(first.window.root) == Self.outline(again.window.root))
        #expect(Self.outline(first.window.root) != Self.outline(other.window.root))
    }

    @Test(
        "an edit left out of the kinds never happens; with every kind, it does",
        arguments: Probe.allCases)
    func kindsRestrict(probe: Probe) {
        var seen = false
        var seenWithout = false
        for seed in 1...4 as ClosedRange<UInt64> {
            var with = RandomTreeEdits(seed: seed)
            var without = RandomTreeEdits(
                seed: seed, kinds: RandomTreeEdits.Kinds.all.subtracting(probe.kind))
            for _ in 0..<100 {
                with.step()
                without.step()
                seen = seen || Self.nodes(with.window.root).contains(where: probe.shows)
                seenWithout =
                    seenWithout || without.nodes.contains(where: probe.shows)
                    || Self.nodes(without.window.root).contains(where: probe.shows)
            }
        }
        #expect(seen)
        #expect(!seenWithout)
    }

    @Test("without structural kinds the tree keeps its shape")
    func propertiesOnly() {
        var edits = RandomTreeEdits(seed: 9, kinds: .properties.union(.animations))
        let shape = Self.shape(edits.window.root)
        for _ in 0..<200 { edits.step() }
        #expect(Self.shape(edits.window.root) == shape)
        #expect(edits.nodes.count == 14)
    }

    @Test("with every kind the tree changes shape and nodes go out of the window and back")
    func structureChanges() {
        var edits = RandomTreeEdits(seed: 9)
        let shape = Self.shape(edits.window.root)
        var outside = 0
        for _ in 0..<200 {
            edits.step()
            outside += edits.nodes.filter { $0.window == nil }.count
        }
        #expect(Self.shape(edits.window.root) != shape)
        #expect(outside > 0)
    }

    @Test("a negative node count grows none", arguments: [-1, -14, Int.min])
    func negativeCount(count: Int) {
        let edits = RandomTreeEdits(seed: 2, nodes: count)
        #expect(edits.nodes.isEmpty)
        #expect(edits.window.root.subviews.isEmpty)
    }

    @Test(
        "with no edit to make, or no node to edit, each edit grows a node in the window",
        arguments: [(RandomTreeEdits.Kinds(), 14), (.animations, 14), (.all, 0)])
    func growsWhenItCannotEdit(kinds: RandomTreeEdits.Kinds, count: Int) {
        var edits = RandomTreeEdits(seed: 0, nodes: count, kinds: kinds)
        edits.step()
        #expect(edits.nodes.count > count)
        #expect(edits.nodes.allSatisfy { $0.window === edits.window })
    }

    private static func nodes(_ root: ViewNode) -> [ViewNode] {
        var all: [ViewNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            all.append(node)
            stack += node.subviews
        }
        return all
    }

    private static func shape(_ root: ViewNode) -> [[ObjectIdentifier]] {
        nodes(root).map { [ObjectIdentifier($0)] + $0.subviews.map(ObjectIdentifier.init) }
    }

    /// The tree as text, without node ids (which differ between windows).
    private static func outline(_ node: ViewNode, depth: Int = 0) -> String {
        let state = node.presentation
        let line =
            String(repeating: " ", count: depth)
            + "\(state.frame) \(state.alpha) \(String(describing: state.backgroundColor)) "
            + "\(state.text?.string ?? "-") \(state.isHidden)\n"
        return line + node.subviews.map { outline($0, depth: depth + 1) }.joined()
    }
}
