import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

@testable import CardDeckInspector

@Suite("Tree section: the outline follows the tree, row by row")
@MainActor
struct TreeSectionTests {
    let tree = InspectedTree()
    let title = ViewNode(frame: Rect(x: 16, y: 16, width: 200, height: 30))
    let button = ViewNode(frame: Rect(x: 16, y: 60, width: 100, height: 44))

    init() {
        tree.card.accessibilityIdentifier = "card"
        title.text = TextContent("Now Playing", fontSize: 17)
        button.accessibilityLabel = "Play"
        tree.card.addSubview(title)
        tree.card.addSubview(button)
    }

    @Test func theFirstMessageShowsTheWholeTreeAndALatePageGetsTheSame() throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        #expect(page == OutlineReplica.of(tree.window), "\(page)")
        #expect(page.rows[tree.card.id.rawValue]?.values.prefix(2) == ["", "card"])
        #expect(page.rows[title.id.rawValue]?.values.first == "Now Playing")
        #expect(page.rows[button.id.rawValue]?.values.first == "Play")
        #expect(try tree.lateReplica() == page)
        #expect(tree.frame() == nil, "nothing changed, nothing sent")
    }

    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case add, addSubtree, move, reorder, remove, relabel, hide, moveParent, resizeWindow
        var testDescription: String { rawValue }
    }

    private func make(_ change: Change) {
        switch change {
        case .add:
            tree.card.insertSubview(ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10)), at: 1)
        case .addSubtree:
            let group = ViewNode(frame: Rect(x: 5, y: 200, width: 100, height: 100))
            let leaf = ViewNode(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            leaf.accessibilityIdentifier = "leaf"
            group.addSubview(leaf)
            tree.window.root.addSubview(group)
        case .move:
            tree.window.root.addSubview(button)
        case .reorder:
            tree.card.bringSubviewToFront(title)
        case .remove:
            title.removeFromSuperview()
        case .relabel:
            button.accessibilityLabel = "Pause"
            title.text = TextContent("Up Next", fontSize: 17)
        case .hide:
            button.isHidden = true
        case .moveParent:
            tree.card.center.y -= 120
        case .resizeWindow:
            tree.window.resize(to: Size(width: 844, height: 390))
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeIsSentAsTheRowsItTouchedAndALatePageSeesTheSame(_ change: Change) throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        page.counts = [:]
        make(change)
        try tree.follow(&page)
        #expect(page == OutlineReplica.of(tree.window), "\(page)")
        #expect(try tree.lateReplica() == page)
        #expect(page.counts["0"] == nil, "no reset: the outline is never redrawn whole")
        switch change {
        case .add: #expect(page.counts == ["+": 1])
        case .addSubtree: #expect(page.counts == ["+": 2])
        // A node that changes parents moves (its row keeps its place on the page), and its
        // frame in the window with it.
        case .move: #expect(page.counts == ["m": 1, "f": 1])
        case .reorder: #expect(page.counts == ["m": 1])
        case .remove: #expect(page.counts == ["-": 1])
        case .relabel: #expect(page.counts == ["u": 2])
        case .hide: #expect(page.counts == ["u": 1])
        case .moveParent: #expect(page.counts == ["f": 3], "the card and its two rows moved")
        case .resizeWindow: #expect((page.counts["f"] ?? 0) >= 1 && page.counts["+"] == nil)
        }
    }

    @Test func changesOverManyFramesKeepThePageAndALatePageEqual() throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        for change in Change.allCases {
            make(change)
            try tree.follow(&page)
            tree.card.center.x += 3
            try tree.follow(&page)
            #expect(page == OutlineReplica.of(tree.window), "after \(change)")
            #expect(try tree.lateReplica() == page, "after \(change)")
        }
    }

    @Test func aRowIsUpdatedOnlyWhenWhatItShowsChanged() throws {
        var page = OutlineReplica()
        try tree.follow(&page)
        // The same frame set again marks the node but changes no row.
        tree.card.frame = tree.card.frame
        button.backgroundColor = .systemBlue
        #expect(tree.frame() == nil)
    }

    @Test func pickAnswersWithTheEngineHitTestAndTheNodesFrame() throws {
        _ = tree.frame()
        let command = InspectorCommand(
            section: "tree", members: ["t": "i.tree", "do": "pick", "x": 60, "y": 480],
            controls: false)
        let reply = try #require(tree.section.receive(command, in: tree.context))
        let hit = try #require(tree.window.hitTest(Point(x: 60, y: 480)))
        let frame = hit.presentedFrameInWindow
        #expect(
            reply.text
                == "{\"t\":\"i.tree\",\"hit\":\(hit.id.rawValue),\"pick\":true,\"frame\":"
                + "[\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width)),\(Int(frame.height))]}"
        )
        #expect(hit === button)
        let hover = InspectorCommand(
            section: "tree", members: ["do": "hit", "x": -50, "y": 10], controls: true)
        #expect(
            tree.section.receive(hover, in: tree.context)?.text
                == #"{"t":"i.tree","hit":null,"pick":false}"#)
        let other = InspectorCommand(section: "tree", members: ["do": "drop"], controls: true)
        #expect(tree.section.receive(other, in: tree.context) == nil)
    }
}

@Suite("Tree rows: frames in hundredths of a point")
struct TreeRowNumberTests {
    @Test(arguments: [
        (12, "12"), (12.5, "12.5"), (-0.05, "-0.05"), (0.004, "0"), (-0.004, "0"), (1.07, "1.07"),
        (-12.3456, "-12.35"), (390.1, "390.1"), (Double.nan, "0"), (Double.infinity, "0"),
        (1e13, "0"),
    ])
    func aValueIsWrittenRoundedWithoutTrailingZeros(value: Double, text: String) {
        #expect(TreeRow.hundredths(value) == text)
    }
}
