import CardDeck
import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

/// Every scenario lays out at phone sizes in both orientations and degrades legibly below them
/// (issue 29, item 6): no two labels of one screen overlap, the menu scrolls to every button,
/// the reply field stays above the keyboard and the now-playing card holds its content.
@MainActor
@Suite("Scenario layouts at phone sizes and below", .isolatedDiagnostics)
struct ScenarioLayoutTests {
    /// Each scenario and the nodes its first taps go to, in order (as a person starts it).
    nonisolated static let firstTaps: [(String, [String])] = [
        ("reactions-card", ["status.reactions"]),
        ("resizable-sheet", ["shop.showSheet"]),
        ("music-stack", ["library.miniPlayer"]),
        ("side-sheet", ["files.filters"]),
        ("compose-sheet", ["conversation.reply", "reply.field"]),
        ("two-stacks", ["map.pin.0", "mail.row.0"]),
    ]
    nonisolated static let allSizes =
        ScenarioLayoutProbe.phoneSizes + ScenarioLayoutProbe.smallSizes

    /// A window of `size` as the demo makes it (its safe area follows the size), with the
    /// scenario installed and settled.
    static func window(_ size: Size, showing identifier: String) -> (Window, any Scenario) {
        var options = DemoOptions()
        options.size = size
        let window = ScriptedDemo.makeWindow(for: options)
        let scenario = ScenarioCatalog.scenario(named: identifier)!.make()
        scenario.install(in: window)
        window.advance(by: 0.5)
        return (window, scenario)
    }

    static func tap(_ identifier: String, in window: Window) throws {
        let node = try #require(
            ScenarioLayoutProbe.node(identifier, in: window), "no \(identifier) node")
        let frame = node.presentedFrameInWindow
        window.tap(at: Point(x: frame.midX, y: frame.midY))
        window.advance(by: 1)
    }

    @Test(
        "no two labels of one screen overlap, before and after the first taps",
        arguments: allSizes, firstTaps.map(\.0))
    func labelsApart(size: Size, identifier: String) throws {
        let (window, scenario) = Self.window(size, showing: identifier)
        defer { withExtendedLifetime(scenario) {} }
        let taps = Self.firstTaps.first { $0.0 == identifier }!.1
        #expect(ScenarioLayoutProbe.overlaps(in: window) == [], "at the start")
        for node in taps {
            try Self.tap(node, in: window)
            #expect(ScenarioLayoutProbe.overlaps(in: window) == [], "after tapping \(node)")
        }
    }

    @Test("the demo's menu scrolls to every button", arguments: allSizes)
    func menuReachable(size: Size) throws {
        var options = DemoOptions()
        options.size = size
        let window = ScriptedDemo.makeWindow(for: options)
        _ = LiveDemo(
            scenarios: ScenarioCatalog.all, window: window, recordingDirectory: "/nonexistent",
            mode: .web)
        window.advance(by: 0.5)
        #expect(ScenarioLayoutProbe.overlaps(in: window) == [])
        for descriptor in ScenarioCatalog.all {
            let button = try #require(
                ScenarioLayoutProbe.node("menu.\(descriptor.identifier)", in: window))
            // Drag the menu by the finger until the button shows whole, as a person would.
            // Slow drags of at most 60 pt, so the glide after each does not carry it past.
            for _ in 0..<30 where !window.bounds.contains(button.presentedFrameInWindow) {
                let frame = button.presentedFrameInWindow
                let step =
                    frame.maxY > window.bounds.maxY
                    ? -min(frame.maxY - window.bounds.maxY + 4, 60)
                    : min(window.bounds.minY - frame.minY + 4, 60)
                let start = Point(x: window.bounds.midX, y: window.bounds.midY)
                window.drag(from: start, to: Point(x: start.x, y: start.y + step), duration: 1)
                window.advance(by: 2)
            }
            let frame = button.presentedFrameInWindow
            #expect(
                window.bounds.contains(frame), "\(descriptor.identifier) at \(frame)")
            #expect(window.hitTest(Point(x: frame.midX, y: frame.midY)) === button)
        }
    }

    @Test(
        "the reply field shows above the keyboard",
        arguments: ScenarioLayoutProbe.phoneSizes + ScenarioLayoutProbe.smallSizes)
    func replyFieldAboveKeyboard(size: Size) throws {
        let (window, scenario) = Self.window(size, showing: "compose-sheet")
        defer { withExtendedLifetime(scenario) {} }
        try Self.tap("conversation.reply", in: window)
        try Self.tap("reply.field", in: window)
        let keyboard = try #require(window.keyboardFrame)
        let field = try #require(ScenarioLayoutProbe.node("reply.field", in: window))
        let frame = field.presentedFrameInWindow
        #expect(
            frame.minY >= 0 && frame.maxY <= keyboard.minY, "field \(frame), keyboard \(keyboard)")
        #expect(window.hitTest(Point(x: frame.midX, y: frame.midY)) === field)
    }

    @Test(
        "the now-playing card holds its art and controls", arguments: ScenarioLayoutProbe.phoneSizes
    )
    func nowPlayingFits(size: Size) throws {
        let (window, scenario) = Self.window(size, showing: "music-stack")
        defer { withExtendedLifetime(scenario) {} }
        try Self.tap("library.miniPlayer", in: window)
        let card = try #require(ScenarioLayoutProbe.node("nowPlaying", in: window))
        let shown = card.presentedFrameInWindow.intersection(window.bounds)
        for identifier in ["nowPlaying.art", "nowPlaying.sun", "nowPlaying.lyrics"] {
            let node = try #require(ScenarioLayoutProbe.node(identifier, in: window))
            let frame = node.presentedFrameInWindow
            #expect(shown.contains(frame), "\(identifier) at \(frame), card shows \(shown)")
        }
        let art = try #require(ScenarioLayoutProbe.node("nowPlaying.art", in: window))
        let sun = try #require(ScenarioLayoutProbe.node("nowPlaying.sun", in: window))
        #expect(art.bounds.contains(sun.frame), "the sun is cut by the art's edge")
    }

    @Test("a chat bubble's text stands clear of its rounded corners")
    func bubblePadding() throws {
        let (window, scenario) = Self.window(
            Size(width: 390, height: 844), showing: "compose-sheet")
        defer { withExtendedLifetime(scenario) {} }
        let radius = 16.0
        for index in 0..<2 {
            let bubble = try #require(
                ScenarioLayoutProbe.node("conversation.message.\(index)", in: window))
            #expect(bubble.cornerRadius == radius)
            let text = try #require(
                ScenarioLayoutProbe.labels(in: window).first {
                    $0.node === bubble || $0.node.superview === bubble
                })
            let outer = bubble.presentedFrameInWindow
            let inner = text.node.presentedFrameInWindow
            // Across: three quarters of the radius; up and down: the arc's depth at 45°.
            #expect(inner.minX - outer.minX >= radius * 0.75)
            #expect(outer.maxX - inner.maxX >= radius * 0.75)
            #expect(inner.minY - outer.minY >= radius * (1 - 1 / 2.0.squareRoot()))
            #expect(outer.maxY - inner.maxY >= radius * (1 - 1 / 2.0.squareRoot()))
        }
    }
}
