import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A controller that logs its appearance callbacks into a shared log.
final class LoggingController: ViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

/// The shared callback log.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

@MainActor
@Suite("Presentations", .isolatedDiagnostics)
struct PresentationTests {
    @Test("A full-screen presentation slides up, then back down")
    func fullScreen() {
        let window = Window(size: Size(width: 390, height: 844))
        let log = CallbackLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        let sheet = LoggingController("sheet", log: log)
        log.clear()
        var presented = 0
        root.present(sheet) { presented += 1 }
        #expect(log.entries == ["root.willDisappear", "sheet.willAppear"])
        window.advance(by: 0.1)
        #expect(sheet.view.presentation.frame.minY > 0)
        #expect(sheet.view.presentation.frame.minY < 844)
        window.advance(by: 2)
        #expect(presented == 1)
        #expect(
            log.entries == [
                "root.willDisappear", "sheet.willAppear", "sheet.didAppear", "root.didDisappear",
            ])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.view.frame == window.bounds)
        #expect(root.view.window == nil)
        log.clear()
        var dismissed = 0
        sheet.dismiss { dismissed += 1 }
        window.advance(by: 2)
        #expect(dismissed == 1)
        #expect(
            log.entries == [
                "sheet.willDisappear", "root.willAppear", "root.didAppear", "sheet.didDisappear",
            ])
        #expect(root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(root.view.window === window)
    }
}
