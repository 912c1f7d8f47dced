import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

@testable import CardDeckInspector

@Suite("Tree section: the outline follows the tree, row by row")
@MainActor
struct TreeSectionTests {
    let window = Window(size: Size(width: 390, height: 844), clock: ManualClock())
    let context: InspectorContext
    let section = TreeSection()
    let card = ViewNode(frame: Rect(x: 20, y: 400, width: 350, height: 444))
    let title = ViewNode(frame: Rect(x: 16, y: 16, width: 200, height: 30))
    let button = ViewNode(frame: Rect(x: 16, y: 60, width: 100, height: 44))

    init() {
        context = InspectorContext(
            session: WebSession(window: window, transport: InspectorTransport()))
        card.accessibilityIdentifier = "card"
        title.text = TextContent("Now Playing", fontSize: 17)
        button.accessibilityLabel = "Play"
        window.root.addSubview(card)
        card.addSubview(title)
        card.addSubview(button)
    }

    /// Runs a frame and returns the section's message, if any.
    private func frame() -> String? {
        window.advance(by: 1 / 60)
        return section.frameDidCommit(in: context)?.text
    }

    /// A page that applied every message since the first frame.
    private func follow(_ page: inout OutlineReplica) throws {
        if let message = frame() { try page.apply(message: message) }
    }

    private func lateReplica() throws -> OutlineReplica {
        var late = OutlineReplica()
        try late.apply(message: section.snapshot(in: context).text)
        return late
    }

    @Test func theFirstMessageShowsTheWholeTreeAndALatePageGetsTheSame() throws {
        var page = OutlineReplica()
        try follow(&page)
        #expect(page == OutlineReplica.of(window), "\(page)")
        #expect(page.rows[card.id.rawValue]?.values.prefix(2) == ["", "card"])
        #expect(page.rows[title.id.rawValue]?.values.first == "Now Playing")
        #expect(page.rows[button.id.rawValue]?.values.first == "Play")
        #expect(try lateReplica() == page)
        #expect(frame() == nil, "nothing changed, nothing sent")
    }

    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case add, addSubtree, move, reorder, remove, relabel, hide, moveParent, resizeWindow
        var testDescription: String { rawValue }
    }

    private func make(_ change: Change) {
        switch change {
        case .add:
            card.insertSubview(ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10)), at: 1)
        case .addSubtree:
            let group = ViewNode(frame: Rect(x: 5, y: 200, width: 100, height: 100))
            let leaf = ViewNode(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            leaf.accessibilityIdentifier = "leaf"
            group.addSubview(leaf)
            window.root.addSubview(group)
        case .move:
            window.root.addSubview(button)
        case .reorder:
            card.bringSubviewToFront(title)
        case .remove:
            title.removeFromSuperview()
        case .relabel:
            button.accessibilityLabel = "Pause"
            title.text = TextContent("Up Next", fontSize: 17)
        case .hide:
            button.isHidden = true
        case .moveParent:
            card.center.y -= 120
        case .resizeWindow:
            window.resize(to: Size(width: 844, height: 390))
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeIsSentAsTheRowsItTouchedAndALatePageSeesTheSame(_ change: Change) throws {
        var page = OutlineReplica()
        try follow(&page)
        page.counts = [:]
        make(change)
        try follow(&page)
        #expect(page == OutlineReplica.of(window), "\(page)")
        #expect(try lateReplica() == page)
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
        try follow(&page)
        for change in Change.allCases {
            make(change)
            try follow(&page)
            card.center.x += 3
            try follow(&page)
            #expect(page == OutlineReplica.of(window), "after \(change)")
            #expect(try lateReplica() == page, "after \(change)")
        }
    }

    @Test func aRowIsUpdatedOnlyWhenWhatItShowsChanged() throws {
        var page = OutlineReplica()
        try follow(&page)
        // The same frame set again marks the node but changes no row.
        card.frame = card.frame
        button.backgroundColor = .systemBlue
        #expect(frame() == nil)
    }

    @Test func pickAnswersWithTheEngineHitTestAndTheNodesFrame() throws {
        _ = frame()
        let command = InspectorCommand(
            section: "tree", members: ["t": "i.tree", "do": "pick", "x": 60, "y": 480],
            controls: false)
        let reply = try #require(section.receive(command, in: context))
        let hit = try #require(window.hitTest(Point(x: 60, y: 480)))
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
            section.receive(hover, in: context)?.text == #"{"t":"i.tree","hit":null,"pick":false}"#)
        let other = InspectorCommand(section: "tree", members: ["do": "drop"], controls: true)
        #expect(section.receive(other, in: context) == nil)
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
