import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Testing

/// `WebHost.encodePatch(frame:into:)` writes straight from the host's styles the bytes that
/// encoding `takePatch()` writes, and both say what a host whose patch is taken at every
/// commit says, however many commits a patch gathers and whatever happens to an updated
/// element before the patch is taken.
@Suite("Web host: a patch encoded from the host's styles", .isolatedDiagnostics)
@MainActor
struct WebHostEncodePatchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Commits per patch.
        var framesPerPatch: Int
        /// Whether a node updated in a patch leaves and another takes its place before the
        /// patch is taken.
        var replaces: Bool
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(name: "one commit per patch", framesPerPatch: 1, replaces: false),
        Case(name: "three commits per patch", framesPerPatch: 3, replaces: false),
        Case(name: "an updated node replaced before the patch", framesPerPatch: 2, replaces: true),
    ]

    @Test(arguments: cases)
    func sameBytesAsEncodingTheOperations(_ row: Case) {
        let window = Window(size: Size(width: 200, height: 100))
        let operations = WebHost()
        let direct = WebHost()
        let everyCommit = WebHost()
        window.attach(operations)
        window.attach(direct)
        window.attach(everyCommit)
        var gathered: [WebPatchOperation] = []
        func commit() {
            window.advance(by: 1 / 60)
            gathered += everyCommit.takePatch()
        }
        let card = ViewNode(frame: Rect(x: 0, y: 50, width: 200, height: 50))
        card.backgroundColor = .white
        let label = ViewNode(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        card.addSubview(label)
        window.root.addSubview(card)
        var expected: [UInt8] = []
        var encoded: [UInt8] = []
        var patches = 0
        for frame in 1...12 {
            card.frame = Rect(x: 0, y: 50 - Double(frame) * 1.5, width: 200, height: 50)
            label.text = TextContent("Frame \(frame)", color: .black)
            label.alpha = frame.isMultiple(of: 2) ? 0.5 : 1
            if row.replaces, frame.isMultiple(of: 4) {
                label.removeFromSuperview()
                commit()
                let next = ViewNode(frame: Rect(x: 12, y: 10, width: 90, height: 20))
                next.text = TextContent("New \(frame)", color: .black)
                card.addSubview(next)
            }
            commit()
            guard frame.isMultiple(of: row.framesPerPatch) else { continue }
            let taken = operations.takePatch()
            #expect(taken == gathered)
            WebPatchEncoder.encode(gathered, frame: window.frameCount, into: &expected)
            gathered.removeAll()
            let count = direct.encodePatch(frame: window.frameCount, into: &encoded)
            #expect(count == taken.count)
            #expect(
                String(decoding: encoded, as: UTF8.self)
                    == String(decoding: expected, as: UTF8.self))
            #expect(!direct.hasPendingPatch)
            patches += 1
        }
        #expect(patches == 12 / row.framesPerPatch)
        // Nothing recorded: an empty buffer and no operations.
        #expect(direct.encodePatch(frame: window.frameCount, into: &encoded) == 0)
        #expect(encoded.isEmpty)
    }
}
