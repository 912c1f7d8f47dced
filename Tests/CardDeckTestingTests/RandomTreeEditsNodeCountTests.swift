import CardDeckTesting
import CardDeckViews
import Testing

/// One long run of a few seeds: the kinds, the starting count, the steps, and the end of the
/// range the run comes to (so that a run that could not reach it cannot pass unnoticed).
struct NodeCountRun: Sendable, CustomTestStringConvertible {
    enum End: Sendable { case bottom, top }

    let name: String
    let kinds: RandomTreeEdits.Kinds
    let count: Int
    let steps: Int
    let reaches: End
    var testDescription: String {
        "\(name), \(count) nodes, \(steps) steps, reaches the \(reaches)"
    }

    static let all = RandomTreeEdits.Kinds.all
    static let noRemoval = RandomTreeEdits.Kinds.all.subtracting(.remove)
    static let insertsAndFrames: RandomTreeEdits.Kinds = [.insert, .frame]
    static let removalsOnly: RandomTreeEdits.Kinds = [.remove, .reparent, .detached, .frame]
}

@Suite("RandomTreeEdits: the tree keeps its size over long runs", .isolatedDiagnostics)
@MainActor
struct RandomTreeEditsNodeCountTests {
    nonisolated static let runs: [NodeCountRun] = [
        NodeCountRun(
            name: "every kind", kinds: NodeCountRun.all, count: 0, steps: 500, reaches: .bottom),
        NodeCountRun(
            name: "every kind", kinds: NodeCountRun.all, count: 1, steps: 400, reaches: .bottom),
        NodeCountRun(
            name: "every kind", kinds: NodeCountRun.all, count: 14, steps: 400, reaches: .bottom),
        NodeCountRun(
            name: "no removal", kinds: NodeCountRun.noRemoval, count: 0, steps: 200, reaches: .top),
        NodeCountRun(
            name: "no removal", kinds: NodeCountRun.noRemoval, count: 1, steps: 200, reaches: .top),
        NodeCountRun(
            name: "no removal", kinds: NodeCountRun.noRemoval, count: 14, steps: 200, reaches: .top),
        NodeCountRun(
            name: "inserts and frames", kinds: NodeCountRun.insertsAndFrames, count: 0, steps: 100,
            reaches: .top),
        NodeCountRun(
            name: "inserts and frames", kinds: NodeCountRun.insertsAndFrames, count: 1, steps: 100,
            reaches: .top),
        NodeCountRun(
            name: "inserts and frames", kinds: NodeCountRun.insertsAndFrames, count: 14, steps: 100,
            reaches: .top),
        NodeCountRun(
            name: "inserts and frames", kinds: NodeCountRun.insertsAndFrames, count: 200,
            steps: 600, reaches: .top),
        NodeCountRun(
            name: "removals only", kinds: NodeCountRun.removalsOnly, count: 14, steps: 100,
            reaches: .bottom),
        NodeCountRun(
            name: "removals only", kinds: NodeCountRun.removalsOnly, count: 200, steps: 300,
            reaches: .bottom),
    ]

    @Test(
        "the nodes in the window stay inside the range at every step, and the list 16 past it",
        arguments: runs)
    func staysInRange(run: NodeCountRun) {
        for seed in 1...3 as ClosedRange<UInt64> {
            var edits = RandomTreeEdits(seed: seed, nodes: run.count, kinds: run.kinds)
            let range = edits.nodeCountRange
            var reached = false
            for step in 0..<run.steps {
                edits.step()
                let inWindow = edits.nodes.filter { $0.window === edits.window }.count
                #expect(range.contains(inWindow), "seed \(seed), step \(step): \(inWindow)")
                #expect(
                    edits.nodes.count <= range.upperBound + 16,
                    "seed \(seed), step \(step): \(edits.nodes.count)")
                let end = run.reaches == .top ? range.upperBound : range.lowerBound
                reached = reached || inWindow == end
            }
            #expect(reached, "seed \(seed) never reached the \(run.reaches) of \(range)")
        }
    }

    @Test(
        "the range is half the starting count (rounded up) to twice it, at least 16",
        arguments: [
            (Int.min, 0...16), (-1, 0...16), (0, 0...16), (1, 1...16), (8, 4...16), (9, 5...18),
            (14, 7...28), (200, 100...400), (1_000, 500...2_000),
        ])
    func range(count: Int, range: ClosedRange<Int>) {
        #expect(RandomTreeEdits(seed: 4, nodes: count).nodeCountRange == range)
    }

    @Test("a count over 1,000 grows 1,000", arguments: [1_001, 50_000, Int.max])
    func largestCount(count: Int) {
        let edits = RandomTreeEdits(seed: 5, nodes: count)
        #expect(edits.nodes.count == 1_000)
        #expect(Self.descendants(of: edits.window.root) == 1_000)
        #expect(edits.nodeCountRange == 500...2_000)
    }

    private static func descendants(of node: ViewNode) -> Int {
        node.subviews.reduce(node.subviews.count) { $0 + descendants(of: $1) }
    }
}
