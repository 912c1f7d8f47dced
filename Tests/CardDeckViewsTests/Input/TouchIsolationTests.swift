import CardDeckTesting
import CardDeckViews
import Testing

/// Records which recognizers are offered a touch: the input router asks each recognizer's
/// delegate as it collects the recognizers of the hit node and its ancestors.
@MainActor
private final class OfferLog: GestureRecognizerDelegate {
    var offered: [String] = []
    var names: [ObjectIdentifier: String] = [:]

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    {
        offered.append(names[ObjectIdentifier(gestureRecognizer)] ?? "?")
        return true
    }
}

/// One touch on a panel that holds a key, over a window whose root has a recognizer of its own.
struct TouchIsolationRow: Sendable, CustomTestStringConvertible {
    let isolates: Bool
    /// Where the touch lands: `key`, `panel` (the panel beside its key) or `outside`.
    let target: String
    /// The recognizers offered the touch, hit node first.
    let offered: [String]
    var testDescription: String {
        "\(isolates ? "isolating" : "plain") panel, touch on \(target)"
    }
}

@MainActor
@Suite("Nodes that isolate touches, as the software keyboard does")
struct TouchIsolationTests {
    nonisolated static let rows: [TouchIsolationRow] = [
        TouchIsolationRow(isolates: false, target: "key", offered: ["key", "panel", "root"]),
        TouchIsolationRow(isolates: false, target: "panel", offered: ["panel", "root"]),
        TouchIsolationRow(isolates: false, target: "outside", offered: ["root"]),
        TouchIsolationRow(isolates: true, target: "key", offered: ["key", "panel"]),
        TouchIsolationRow(isolates: true, target: "panel", offered: ["panel"]),
        TouchIsolationRow(isolates: true, target: "outside", offered: ["root"]),
    ]

    @Test(
        "a touch reaches the recognizers of the hit node and its ancestors, up to one that isolates touches",
        arguments: rows)
    func routing(row: TouchIsolationRow) {
        let window = Window(size: Size(width: 400, height: 800))
        let panel = ViewNode(frame: Rect(x: 0, y: 500, width: 400, height: 300))
        let key = ViewNode(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        panel.addSubview(key)
        window.root.addSubview(panel)
        panel.isolatesTouches = row.isolates
        let log = OfferLog()
        for (name, node) in [("root", window.root), ("panel", panel), ("key", key)] {
            let recognizer = PanGestureRecognizer { _ in }
            recognizer.delegate = log
            log.names[ObjectIdentifier(recognizer)] = name
            node.addGestureRecognizer(recognizer)
        }
        window.advance(by: 0.1)
        let point =
            switch row.target {
            case "key": Point(x: 40, y: 540)
            case "panel": Point(x: 200, y: 700)
            default: Point(x: 200, y: 200)
            }
        window.tap(at: point)
        window.advance(by: 0.5)
        #expect(log.offered == row.offered)
    }

    @Test("a node does not isolate touches by default")
    func defaultValue() {
        #expect(!ViewNode().isolatesTouches)
    }
}
