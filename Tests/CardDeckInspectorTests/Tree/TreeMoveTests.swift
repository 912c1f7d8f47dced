import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

@testable import CardDeckInspector

@Suite("Tree section: a node that changes parents is a move, read from the host's change list")
@MainActor
struct TreeMoveTests {
    let tree = InspectedTree()
    let group = ViewNode(frame: Rect(x: 5, y: 100, width: 200, height: 200))
    let leaf = ViewNode(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    let other = ViewNode(frame: Rect(x: 40, y: 40, width: 20, height: 20))

    init() {
        leaf.accessibilityIdentifier = "leaf"
        tree.window.root.addSubview(group)
        group.addSubview(leaf)
        group.addSubview(other)
    }

    private func expectSameAsWindow(_ page: OutlineReplica, _ comment: Comment) throws {
        #expect(page == OutlineReplica.of(tree.window), comment)
        #expect(try tree.lateReplica() == page, comment)
    }

    enum Move: String, CaseIterable, CustomTestStringConvertible {
        case leafToCard, subtreeToCard, subtreeAndItsInsides, leafOutOfRemovedGroup, swapOrder
        case intoANewSubtree, twiceInOneFrame
        var testDescription: String { rawValue }
    }

    private func make(_ move: Move) {
        switch move {
        case .leafToCard:
            tree.card.addSubview(leaf)
        case .subtreeToCard:
            tree.card.insertSubview(group, at: 0)
        case .subtreeAndItsInsides:
            tree.card.addSubview(group)
            other.removeFromSuperview()
            group.insertSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)), at: 0)
        case .leafOutOfRemovedGroup:
            tree.card.addSubview(leaf)
            group.removeFromSuperview()
        case .swapOrder:
            tree.window.root.bringSubviewToFront(tree.card)
            tree.card.addSubview(other)
        case .intoANewSubtree:
            let box = ViewNode(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            box.addSubview(leaf)
            tree.card.addSubview(box)
        case .twiceInOneFrame:
            tree.card.addSubview(leaf)
            tree.window.root.insertSubview(leaf, at: 0)
        }
    }

    @Test(arguments: Move.allCases)
    func aNodeThatChangesParentsKeepsItsRow(_ move: Move) throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        page.counts = [:]
        make(move)
        try tree.follow(&page)
        try expectSameAsWindow(page, "after \(move)")
        #expect(page.counts["0"] == nil, "no reset")
        let structure = page.counts.filter { ["+", "-", "m"].contains($0.key) }
        switch move {
        case .leafToCard, .twiceInOneFrame: #expect(structure == ["m": 1])
        case .subtreeToCard: #expect(structure == ["m": 1], "the group's rows go with it")
        case .subtreeAndItsInsides: #expect(structure == ["m": 1, "-": 1, "+": 1])
        // The group leaves with its rows on the page; the leaf that left it comes back new.
        case .leafOutOfRemovedGroup: #expect(structure == ["-": 1, "+": 1])
        case .swapOrder: #expect(structure == ["m": 2])
        case .intoANewSubtree: #expect(structure == ["+": 1, "m": 1])
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomChangesKeepThePageEqualToTheWindow(seed: UInt64) throws {
        var random = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        var page = OutlineReplica()
        try tree.follow(&page)
        var moves = 0
        for frame in 0..<40 {
            for _ in 0..<(1 + next(4)) {
                var all: [ViewNode] = []
                var stack = [tree.window.root]
                while let node = stack.popLast() {
                    all.append(node)
                    stack.append(contentsOf: node.subviews)
                }
                let node = all[next(all.count)]
                switch next(5) {
                case 0:
                    node.addSubview(ViewNode(frame: Rect(x: 2, y: 3, width: 40, height: 30)))
                case 1 where node !== tree.window.root:
                    node.removeFromSuperview()
                case 2 where node !== tree.window.root:
                    let target = all[next(all.count)]
                    var ancestor: ViewNode? = target
                    while let each = ancestor, each !== node { ancestor = each.superview }
                    if ancestor == nil {
                        target.insertSubview(node, at: next(target.subviews.count + 1))
                    }
                case 3:
                    node.center.x += Double(next(9)) - 4
                default:
                    node.accessibilityLabel = "label \(next(50))"
                }
            }
            let before = page.counts["m"] ?? 0
            try tree.follow(&page)
            moves += (page.counts["m"] ?? 0) - before
            try expectSameAsWindow(page, "seed \(seed), frame \(frame)")
        }
        #expect(page.counts["0"] == 1, "the first message only")
        #expect(moves > 0, "the changes moved rows")
    }

    @Test func aHostDetachedUnderTheSectionStartsTheOutlineOver() throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        page.counts = [:]
        tree.window.detach(tree.context.session.host)
        tree.card.addSubview(leaf)
        try tree.follow(&page)
        try expectSameAsWindow(page, "after the host came back")
        #expect(page.counts["0"] == 1, "the section lost the thread and started over")
        page.counts = [:]
        tree.card.addSubview(other)
        try tree.follow(&page)
        try expectSameAsWindow(page, "and follows again")
        #expect(page.counts.filter { ["+", "-", "m"].contains($0.key) } == ["m": 1])
    }
}
