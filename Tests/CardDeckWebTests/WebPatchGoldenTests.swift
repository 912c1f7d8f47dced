import CardDeck
import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import CardDeckWeb
import Testing

/// Records a window's patch stream as golden text: one JSON message per line, with node ids
/// renumbered in the order they first appear (ids are process-wide), and checks the page
/// mirror against the tree after every frame.
@MainActor
final class PatchStreamRecorder: HostRenderer {
    let host = WebHost()
    let mirror = PageMirror()
    private(set) var lines: [String] = []
    private(set) var failures: [String] = []
    private(set) var operationsPerFrame: [Int] = []
    private(set) var bytesPerFrame: [Int] = []
    private var renumbered: [UInt64: UInt64] = [WebPatchOperation.windowID: 0]

    func apply(_ mutations: [Mutation], in window: Window) {
        host.apply(mutations, in: window)
        let operations = host.takePatch()
        guard !operations.isEmpty else { return }
        let text = WebPatchEncoder.message(operations, frame: window.frameCount)
        operationsPerFrame.append(operations.count)
        bytesPerFrame.append(text.utf8.count)
        do {
            try mirror.apply(message: text)
        } catch {
            failures.append("frame \(window.frameCount): \(error)")
        }
        if let difference = mirror.difference(from: window) {
            failures.append("frame \(window.frameCount): \(difference)")
        }
        lines.append(
            WebPatchEncoder.message(operations.map(renumber), frame: window.frameCount))
    }

    private func number(_ id: UInt64) -> UInt64 {
        if let known = renumbered[id] { return known }
        let next = UInt64(renumbered.count)
        renumbered[id] = next
        return next
    }

    /// `aria-owns` names elements by their node ids ("n12 n9"): renumbered too.
    private func renumberReferences(_ attribute: WebARIAAttribute) -> WebARIAAttribute {
        guard attribute.name == "aria-owns", let value = attribute.value else { return attribute }
        let ids = value.split(separator: " ").map { reference in
            UInt64(reference.dropFirst()).map { "n\(number($0))" } ?? String(reference)
        }
        return WebARIAAttribute(name: attribute.name, value: ids.joined(separator: " "))
    }

    private func renumber(_ operation: WebPatchOperation) -> WebPatchOperation {
        switch operation {
        case .reset, .resize: operation
        case .insert(let id, let parent, let index, let style, let fields):
            .insert(
                id: number(id), parent: number(parent), index: index, style: style, fields: fields)
        case .move(let id, let parent, let index):
            .move(id: number(id), parent: number(parent), index: index)
        case .remove(let id): .remove(id: number(id))
        case .update(let id, let style, let fields):
            .update(id: number(id), style: style, fields: fields)
        case .aria(let id, let attributes):
            .aria(id: number(id), attributes: attributes.map(renumberReferences))
        case .announce: operation
        }
    }

    var stream: String { lines.joined(separator: "\n") + "\n" }

    /// The number a node's id has in ``lines``.
    func renumberedID(of id: UInt64) -> UInt64 { renumbered[id] ?? .max }
}

@Suite("Web host: golden patch streams", .isolatedDiagnostics)
@MainActor
struct WebPatchGoldenTests {
    @Test("the reference scene's tour: two stacked cards, the front one dragged and let go")
    func stackedCardStream() {
        // At 30 frames a second, so the stream stays readable.
        let scene = ReferenceScene(frameRate: 30)
        let recorder = PatchStreamRecorder()
        scene.window.attach(recorder)
        scene.playTour { _ in }
        #expect(scene.lyrics.presentingViewController == nil)
        #expect(recorder.failures == [])
        assertSnapshot(of: recorder.stream, named: "stacked-cards", pathExtension: "jsonl")
    }

    @Test("a drag frame sends one update of one transform, whatever the content's size")
    func dragFrameCostIsFlat() throws {
        var perFrame: [Int: (operations: Int, bytes: Int)] = [:]
        for rows in [100, 10_000] {
            let scene = ReferenceScene(frameRate: 30)
            let (window, root, nowPlaying) = (scene.window, scene.root, scene.nowPlaying)
            let recorder = PatchStreamRecorder()
            window.attach(recorder)
            let list = ViewNode(frame: Rect(x: 0, y: 400, width: 390, height: 400))
            list.clipsToBounds = true
            for row in 0..<rows {
                let cell = ViewNode(frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44))
                cell.backgroundColor = row.isMultiple(of: 2) ? .white : Color(white: 0.95)
                list.addSubview(cell)
            }
            nowPlaying.view.addSubview(list)
            root.presentCard(nowPlaying)
            window.advance(by: 1.5)
            window.press(at: Point(x: 195, y: 300))
            window.move(to: Point(x: 195, y: 500), duration: 0.3)
            let operations = recorder.operationsPerFrame.suffix(5)
            let bytes = recorder.bytesPerFrame.suffix(5)
            perFrame[rows] = (operations.max() ?? 0, bytes.max() ?? 0)
            window.release(at: Point(x: 195, y: 500))
            window.advance(by: 1.5)
            #expect(recorder.failures == [])
        }
        let small = try #require(perFrame[100])
        let large = try #require(perFrame[10_000])
        #expect(small.operations == large.operations)
        // The same message but for the node ids in it, which are process-wide counters and
        // a digit or two longer in the larger tree.
        #expect(abs(small.bytes - large.bytes) <= 6, "\(small) \(large)")
        #expect(small.operations <= 3, "\(small)")
    }
}

@Suite("Web host: what a drag changes on the page", .isolatedDiagnostics)
@MainActor
struct WebDragPatchTests {
    @Test("dragging a card between its detents updates the card's geometry and nothing else")
    func detentDragTouchesOnlyTheCard() {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let recorder = PatchStreamRecorder()
        window.attach(recorder)
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        let row = ViewNode(frame: Rect(x: 16, y: 40, width: 300, height: 44))
        row.backgroundColor = .systemBlue
        card.view.addSubview(row)
        root.presentCard(card, configuration: .draggableCard)
        window.advance(by: 2)
        let before = recorder.lines.count
        window.press(at: Point(x: 195, y: 600))
        window.move(to: Point(x: 195, y: 300), duration: 0.4)
        let during = recorder.lines[before...].map { $0.split(separator: "\"ops\":").last ?? "" }
        #expect(during.count > 20)
        // The card moves (its transform) and, its bottom pinned to the window's, grows (its
        // size and its content view's); no element is added, moved or removed, and the row
        // inside the card, which does not move within it, is never sent.
        let fields = Set(
            during.flatMap { operations in
                WebStyle.Field.ordered.filter { operations.contains("\"\($0.key)\":") }.map(\.key)
            })
        #expect(fields == ["t", "z"], "\(fields)")
        #expect(during.allSatisfy { !$0.contains("[\"i\"") && !$0.contains("[\"m\"") })
        #expect(during.allSatisfy { !$0.contains("[\"r\"") })
        let rowID = recorder.renumberedID(of: row.id.rawValue)
        #expect(during.allSatisfy { !$0.contains("[\"u\",\(rowID),") })
        #expect(recorder.failures == [])
        window.release()
        window.advance(by: 1)
    }
}
