import CardDeckTesting
import CardDeckViews
import Testing

/// A list whose rows its view's layout closure places, set up in `viewDidLoad` as an app does.
@MainActor
private final class ListController: ViewController {
    let rows = (0..<3).map { _ in ViewNode() }
    var layoutCount = 0

    override func viewDidLoad() {
        for row in rows { view.addSubview(row) }
        view.layout = { [unowned self] node in
            layoutCount += 1
            for (index, row) in rows.enumerated() {
                row.frame = Rect(
                    x: 0, y: Double(index) * 44, width: node.bounds.width, height: 44)
            }
        }
    }
}

@MainActor
@Suite("A root view's first layout", .isolatedDiagnostics)
struct RootFirstLayoutTests {
    @Test(
        "the root view is laid out in its first frame, with no setNeedsLayout()",
        arguments: [false, true])
    func firstFrameLaysOut(replacesAnotherRoot: Bool) {
        let window = Window(size: Size(width: 390, height: 844))
        let list = ListController()
        if replacesAnotherRoot {
            window.rootViewController = ViewController()
            window.advance(by: 1.0 / 120)
        }
        window.rootViewController = list
        #expect(list.view.frame.size == Size(width: 390, height: 844))
        window.advance(by: 1.0 / 120)
        #expect(list.layoutCount == 1)
        #expect(list.rows.map(\.frame.minY) == [0, 44, 88])
        #expect(list.rows.allSatisfy { $0.frame.width == 390 })
        // Nothing asks again: the next frames do not lay it out.
        window.advance(by: 0.1)
        #expect(list.layoutCount == 1)
    }
}
