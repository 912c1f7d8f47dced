import CardDeckViews
import CardDeckWeb
import Testing

/// How the web host applies each kind of change to the page: the operations one commit sends,
/// and the page (live, and rebuilt from a snapshot) equal to the tree after it. Which changes
/// the reconciler hands over is its own tests' business; these rows check only the patches.
@Suite("Web host: each kind of change becomes its patch", .isolatedDiagnostics)
@MainActor
struct WebHostApplyTests {
    /// A white window holding `a` (with child `c`) and a rounded `b`, sent to the page once.
    @MainActor
    struct Fixture {
        let window = Window(size: Size(width: 200, height: 120))
        let a = ViewNode(frame: Rect(x: 10, y: 10, width: 80, height: 60))
        let b = ViewNode(frame: Rect(x: 100, y: 10, width: 80, height: 60))
        let c = ViewNode(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        let mirrored = MirroredWebHost()

        init() {
            window.root.backgroundColor = .white
            a.backgroundColor = .systemBlue
            b.backgroundColor = .systemGray
            b.cornerRadius = 8
            c.backgroundColor = .systemRed
            a.addSubview(c)
            window.root.addSubview(a)
            window.root.addSubview(b)
            window.attach(mirrored)
            window.advance(by: 1 / 60)
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let change: @MainActor @Sendable (Fixture) -> Void
        /// The operations the commit sends, by kind (`i`, `m`, `r`, `u`, `a`).
        let operations: [String: Int]
    }

    nonisolated static let rows: [Row] = [
        Row(
            description: "a subtree goes in, parents first",
            change: { f in
                let d = ViewNode(frame: Rect(x: 0, y: 0, width: 20, height: 20))
                d.addSubview(ViewNode(frame: Rect(x: 1, y: 1, width: 5, height: 5)))
                f.b.addSubview(d)
            },
            operations: ["i": 2]),
        Row(
            description: "a reorder moves one element",
            change: { f in f.window.root.bringSubviewToFront(f.a) }, operations: ["m": 1]),
        // The reconciler hands a move to another parent over as a removal and an insert.
        Row(
            description: "a node moves to another parent, its subtree with it",
            change: { f in f.b.addSubview(f.a) }, operations: ["r": 1, "i": 2]),
        Row(
            description: "a removal takes the subtree",
            change: { f in f.a.removeFromSuperview() }, operations: ["r": 1]),
        Row(
            description: "a node changed while out of the window is sent again whole",
            change: { f in
                f.c.removeFromSuperview()
                f.c.backgroundColor = .black
                f.a.addSubview(f.c)
            },
            operations: ["r": 1, "i": 1]),
        Row(
            description: "a new container takes a node into the window",
            change: { f in
                let container = ViewNode(frame: Rect(x: 20, y: 20, width: 100, height: 80))
                f.a.removeFromSuperview()
                container.addSubview(f.a)
                f.window.root.addSubview(container)
            },
            operations: ["r": 1, "i": 3]),
        Row(
            description: "a geometry update", change: { f in f.a.center.x += 10 },
            operations: ["u": 1]),
        Row(
            description: "a scroll moves the children",
            change: { f in f.a.bounds.origin.y = 10 }, operations: ["u": 1]),
        Row(
            description: "a rotation",
            change: { f in f.b.transform = AffineTransform2D(rotationAngle: 0.5) },
            operations: ["u": 1]),
        Row(
            description: "an alpha", change: { f in f.b.alpha = 0.5 }, operations: ["u": 1]),
        Row(
            description: "a background colour", change: { f in f.b.backgroundColor = .systemRed },
            operations: ["u": 1]),
        Row(
            description: "a corner radius", change: { f in f.b.cornerRadius = 12 },
            operations: ["u": 1]),
        Row(
            description: "a corner mask", change: { f in f.b.maskedCorners = .top },
            operations: ["u": 1]),
        Row(
            description: "clipping", change: { f in f.a.clipsToBounds = true },
            operations: ["u": 1]),
        Row(
            description: "hidden", change: { f in f.b.isHidden = true }, operations: ["u": 1]),
        Row(
            description: "a shadow",
            change: { f in f.b.shadow = Shadow(opacity: 0.5, radius: 4, offset: Point(x: 0, y: 3))
            },
            operations: ["u": 1]),
        Row(
            description: "a border", change: { f in f.b.border = Border(width: 2, color: .black) },
            operations: ["u": 1]),
        Row(
            description: "a text, which names the element too",
            change: { f in f.b.text = TextContent("Hi") }, operations: ["u": 1, "a": 1]),
        Row(
            description: "changes that cancel out send nothing",
            change: { f in
                f.b.alpha = 0.5
                f.b.alpha = 1
            },
            operations: [:]),
    ]

    @Test(arguments: rows)
    func applies(_ row: Row) throws {
        let fixture = Fixture()
        let before = fixture.mirrored.mirror.operationCounts
        let messages = fixture.mirrored.messages.count
        row.change(fixture)
        fixture.window.advance(by: 1 / 60)
        let sent = fixture.mirrored.mirror.operationCounts.merging(before) { $0 - $1 }
            .filter { $0.value != 0 }
        #expect(sent == row.operations)
        #expect(fixture.mirrored.messages.count == messages + (row.operations.isEmpty ? 0 : 1))
        #expect(fixture.mirrored.failures.isEmpty, "\(fixture.mirrored.failures)")
        #expect(fixture.mirrored.mirror.difference(from: fixture.window) == nil)
        let late = PageMirror()
        try late.apply(
            message: WebPatchEncoder.message(
                fixture.mirrored.host.snapshot(), frame: fixture.window.frameCount))
        #expect(late.difference(from: fixture.window) == nil)
    }

    @Test("animation frames update the page each frame, also after a node animated comes back")
    func animationFrames() {
        let fixture = Fixture()
        ViewNode.animate(withDuration: 0.2) {
            fixture.a.center.y += 30
            fixture.b.alpha = 0.2
        }
        var updates: [Int] = []
        for frame in 0..<10 {
            // Mid-animation, `b` goes out and back behind a new node that may take its slot:
            // the next frames' updates must find `b` where it is now.
            if frame == 4 {
                fixture.b.removeFromSuperview()
                fixture.window.root.insertSubview(
                    ViewNode(frame: Rect(x: 0, y: 80, width: 30, height: 30)), at: 0)
                fixture.window.root.addSubview(fixture.b)
            }
            let before = fixture.mirrored.mirror.operationCounts["u", default: 0]
            fixture.window.advance(by: 1 / fixture.window.frameRate)
            updates.append(fixture.mirrored.mirror.operationCounts["u", default: 0] - before)
            #expect(fixture.mirrored.mirror.difference(from: fixture.window) == nil, "\(frame)")
        }
        // At frame 4 `b` is inserted whole: only `a` has an update.
        #expect(updates == [2, 2, 2, 2, 1, 2, 2, 2, 2, 2])
        #expect(fixture.mirrored.failures.isEmpty, "\(fixture.mirrored.failures)")
    }
}
