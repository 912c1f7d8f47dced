import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

@MainActor
@Suite("ScriptedDemo: playing tours headless", .isolatedDiagnostics)
struct ScriptedDemoTests {
    /// Plays one scenario with `arguments` and returns what it gave and printed.
    func play(
        _ arguments: [String], _ descriptor: ScenarioDescriptor = ReactionsCardScenario.descriptor
    ) throws -> (ScenarioRun, String) {
        var text = ""
        let demo = ScriptedDemo(options: try DemoOptions(arguments: arguments)) { text += $0 }
        return (try demo.play(descriptor), text)
    }

    @Test("frames print as terminal text under a header, at the requested rate")
    func printsFrames() throws {
        let (run, text) = try play(["--frames-per-second", "10"])
        let headers = text.split(separator: "\n").filter { $0.hasPrefix("-- frame ") }
        #expect(headers.count == run.frameCount)
        #expect(headers.first == "-- frame 1,   0.01 s --")
        // A 390 × 844 window is 48 columns by 52 rows of 8 × 16 point cells.
        let firstFrame = text.components(separatedBy: "-- frame 2,")[0]
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(52)
        #expect(firstFrame.count == 52)
        // Each row is 48 cells; an emoji takes two cells but is one character.
        #expect(
            firstFrame.allSatisfy { line in
                line.count == 48
                    - line.unicodeScalars.filter(\.properties.isEmojiPresentation).count
            })
        #expect(text.contains("Tim Cook and 10 others"))
        #expect(text.hasSuffix("  reactions: expanded, top 77, dimmer 0.7\n"))
        // About ten frames per second of motion, never more.
        let (faster, _) = try play(["--frames-per-second", "30"])
        #expect(faster.frameCount > 2 * run.frameCount)
        #expect(
            Double(run.frameCount) <= run.duration * 10 + Double(run.filmstripLabels.count + 12))
    }

    @Test("in a terminal each frame is drawn over the last, the heading and caption under it")
    func inPlace() throws {
        var text = ""
        let demo = ScriptedDemo(
            options: try DemoOptions(arguments: ["--frames-per-second", "2"]), style: .inPlace
        ) { text += $0 }
        let run = try demo.play(MusicStackScenario.descriptor)
        #expect(text.hasPrefix("\u{1B}[2J\u{1B}[H"))
        #expect(text.components(separatedBy: "\u{1B}[H").count - 1 == run.frameCount)
        #expect(!text.contains("-- frame"))
        #expect(
            text.contains(
                "\u{1B}[0m\n1/1 music-stack: Music stack, stacked cards (grow from the mini player, "
                    + "three deep, drag anywhere)\u{1B}[K\n  0.00 s  The library, with the mini "
                    + "player above the tab bar\u{1B}[K\n\u{1B}[J"
            ))
        #expect(text.hasSuffix("\u{1B}[J  \(run.summary)\n"))
    }

    @Test("--quiet prints the heading, one line per step and the summary")
    func quiet() throws {
        let (run, text) = try play(["--quiet"])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1 + ReactionsCardScenario().tour.count + 1)
        #expect(lines[1] == "  0.00 s  The status screen: a friend's post and its reactions")
        #expect(lines.last.map(String.init) == "  \(run.summary)")
        #expect(run.frameCount > 100)  // counted even though nothing was drawn
    }

    @Test("the same options print the same text, and slow motion ends in the same state")
    func deterministic() throws {
        let (first, firstText) = try play(
            ["--frames-per-second", "5"], MusicStackScenario.descriptor)
        let (second, secondText) = try play(
            ["--frames-per-second", "5"], MusicStackScenario.descriptor)
        #expect(first == second)
        #expect(firstText == secondText)
        let (slow, _) = try play(["--quiet", "--slow"], MusicStackScenario.descriptor)
        let (normal, _) = try play(["--quiet"], MusicStackScenario.descriptor)
        #expect(slow.summary == normal.summary)
        #expect(slow.frameCount > 5 * normal.frameCount)
    }

    @Test("--svg writes every shown frame and a filmstrip of the tour's key frames")
    func svgFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("carddeck-scripted-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (run, _) = try play(
            ["--quiet", "--frames-per-second", "4", "--svg", directory.path],
            ResizableSheetScenario.descriptor)
        let frames = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("resizable-sheet").path
        ).sorted()
        #expect(frames.count == run.frameCount)
        #expect(frames.first == "frame-0001.svg")
        let first = try String(
            contentsOf: directory.appendingPathComponent("resizable-sheet/frame-0001.svg"),
            encoding: .utf8)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\""))
        #expect(first.contains("Show Bottom Sheet"))
        let strip = try String(
            contentsOf: directory.appendingPathComponent("resizable-sheet-filmstrip.svg"),
            encoding: .utf8)
        #expect(run.filmstripLabels.count == 7)
        #expect(strip.components(separatedBy: "<svg id=\"f").count - 1 == 7)
        for label in run.filmstripLabels {
            #expect(strip.contains(">\(label)</text>"))
        }
    }

    @Test("every tour plays to its end at other window sizes", arguments: ["320x568", "1024x768"])
    func otherSizes(size: String) throws {
        let before = Diagnostics.warnings
        var text = ""
        let demo = ScriptedDemo(options: try DemoOptions(arguments: ["--quiet", "--size", size])) {
            text += $0
        }
        let runs = try demo.run(ScenarioCatalog.all)
        #expect(runs[0].summary.hasPrefix("reactions: expanded, top "))
        #expect(runs[0].summary.hasSuffix(", dimmer 0.7"))
        #expect(runs[1].summary.hasSuffix(", content 420, navigation depth 2"))
        #expect(runs[2].summary.hasPrefix("stack: 3 cards, insets 16 32 48"))
        #expect(Diagnostics.warnings == before)
    }

    @Test("a tour step aiming at a node that is not there fails with the step and the name")
    func missingNode() throws {
        let window = ScriptedDemo.makeWindow(for: DemoOptions())
        let player = TourPlayer(window: window)
        #expect(throws: TourError.nodeNotFound("nowhere", step: 4)) {
            try player.perform(TourStep("tap", .tap(.node("nowhere"))), index: 4)
        }
        #expect(throws: TourError.noCardPresented(step: 0)) {
            try player.perform(TourStep("detent", .selectDetent(.large)), index: 0)
        }
        #expect(
            "\(TourError.nodeNotFound("nowhere", step: 4))"
                == "step 5: no visible node named nowhere")
        #expect(window.time == 0)  // nothing was sent
    }

    @Test("locations resolve on presented geometry: anchors, offsets and window fractions")
    func locations() throws {
        let window = ScriptedDemo.makeWindow(for: DemoOptions())
        let node = ViewNode(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        node.accessibilityIdentifier = "target"
        window.root.addSubview(node)
        let hidden = ViewNode(frame: Rect(x: 200, y: 200, width: 10, height: 10))
        hidden.accessibilityIdentifier = "target"
        hidden.alpha = 0
        window.root.addSubview(hidden)
        let player = TourPlayer(window: window)
        #expect(try player.point(of: .node("target")) == Point(x: 60, y: 40))
        #expect(
            try player.point(of: .node("target", anchor: Point(x: 0, y: 1), offset: Point(x: 1)))
                == Point(x: 11, y: 60))
        #expect(try player.point(of: .window(x: 0.5, y: 0.25)) == Point(x: 195, y: 211))
    }
}
