import CardDeckTesting
import CardDeckViews
import Testing

/// One call of a manual appearance transition.
enum AppearanceCall: Sendable, CustomStringConvertible {
    case begin(Bool)
    case end

    var description: String {
        switch self {
        case .begin(let isAppearing): "begin(\(isAppearing))"
        case .end: "end"
        }
    }
}

@MainActor
@Suite("ViewController life cycle", .isolatedDiagnostics)
struct ViewControllerLifecycleTests {
    /// A controller whose `loadView` supplies its own node.
    final class CustomViewController: ViewController {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        var loads = 0
        var didLoads = 0

        override func loadView() {
            loads += 1
            view = node
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            didLoads += 1
        }
    }

    /// A controller whose `loadView` forgets to set the view.
    final class ForgetfulController: ViewController {
        override func loadView() {}
    }

    @Test("The view loads lazily, on first access, with loadView then viewDidLoad once")
    func lazyLoading() {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(log.take() == ["c.loadView", "c.viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test("loadViewIfNeeded loads the view once")
    func loadViewIfNeeded() {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(log.entries == ["c.loadView", "c.viewDidLoad"])
        #expect(controller.isViewLoaded)
    }

    @Test("A view assigned in loadView becomes the view; viewDidLoad runs once after it")
    func customLoadView() {
        let controller = CustomViewController()
        #expect(controller.view === controller.node)
        #expect(controller.view === controller.node)
        #expect(controller.loads == 1)
        #expect(controller.didLoads == 1)
    }

    @Test("A view assigned before loading skips loadView and still gets viewDidLoad once")
    func assignedView() {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        let node = ViewNode()
        controller.view = node
        #expect(log.take() == ["c.viewDidLoad"])
        #expect(controller.view === node)
        controller.view = ViewNode()
        #expect(log.entries.isEmpty)
        #expect(controller.view !== node)
    }

    @Test("A loadView that sets no view gets a plain node and a warning")
    func forgetfulLoadView() {
        Diagnostics.removeAll()
        let controller = ForgetfulController()
        let view = controller.view
        #expect(view.frame == .zero)
        #expect(controller.view === view)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("did not set view") == true)
    }

    @Test("A node that is another controller's view, or a window's root, is refused as a view")
    func refusedViews() {
        Diagnostics.removeAll()
        let window = Window(size: Size(width: 100, height: 100))
        let first = ViewController()
        let second = ViewController()
        let own = second.view
        second.view = first.view
        second.view = window.root
        #expect(second.view === own)
        #expect(Diagnostics.warnings.count == 2)
        #expect(Diagnostics.warnings.allSatisfy { $0.contains("refused view") })
    }

    @Test("The default view fills the known window, else is .zero")
    func defaultViewFrame() {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        #expect(root.view.frame == window.bounds)
        let child = ViewController()
        root.addChild(child)
        #expect(child.view.frame == window.bounds)
        #expect(ViewController().view.frame == .zero)
    }

    @Test("Documented defaults")
    func defaults() {
        let controller = ViewController()
        #expect(controller.title == nil)
        #expect(controller.children.isEmpty)
        #expect(controller.parent == nil)
        #expect(controller.preferredContentSize == .zero)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.childForStatusBarStyle == nil)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect(!controller.isMovingToParent && !controller.isMovingFromParent)
        #expect(controller.appearanceState == .disappeared)
        #expect(
            controller.size(
                forChildContentContainer: ViewController(),
                withParentContainerSize: Size(width: 3, height: 4)) == Size(width: 3, height: 4))
    }

    /// (name, calls, expected callbacks without the `c.view` prefix, final state). Calls that
    /// would repeat a callback, or end a transition that is not in flight, do nothing.
    nonisolated static let balanceRows: [(String, [AppearanceCall], [String], AppearanceState)] = [
        ("appear", [.begin(true), .end], ["WillAppear", "DidAppear"], .appeared),
        ("end alone", [.end], [], .disappeared),
        ("disappear while disappeared", [.begin(false), .end], [], .disappeared),
        (
            "begin twice", [.begin(true), .begin(true), .end, .end], ["WillAppear", "DidAppear"],
            .appeared
        ),
        (
            "appear when appeared", [.begin(true), .end, .begin(true), .end],
            ["WillAppear", "DidAppear"], .appeared
        ),
        (
            "appear then disappear", [.begin(true), .end, .begin(false), .end],
            ["WillAppear", "DidAppear", "WillDisappear", "DidDisappear"], .disappeared
        ),
        (
            "disappear twice", [.begin(true), .end, .begin(false), .begin(false), .end, .end],
            ["WillAppear", "DidAppear", "WillDisappear", "DidDisappear"], .disappeared
        ),
        (
            "cancelled appearance", [.begin(true), .begin(false), .end],
            ["WillAppear", "WillDisappear", "DidDisappear"], .disappeared
        ),
        (
            "cancelled disappearance", [.begin(true), .end, .begin(false), .begin(true), .end],
            ["WillAppear", "DidAppear", "WillDisappear", "WillAppear", "DidAppear"], .appeared
        ),
        ("left appearing", [.begin(true)], ["WillAppear"], .appearing),
    ]

    @Test("begin/endAppearanceTransition stay balanced", arguments: balanceRows)
    func balance(
        name: String, calls: [AppearanceCall], expected: [String], state: AppearanceState
    ) {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        for call in calls {
            switch call {
            case .begin(let isAppearing):
                controller.beginAppearanceTransition(isAppearing, animated: true)
            case .end:
                controller.endAppearanceTransition()
            }
        }
        #expect(log.entries == expected.map { "c.view" + $0 }, "\(name)")
        #expect(controller.appearanceState == state, "\(name)")
    }

    @Test("A manual transition passes animated to the callbacks and forwards to children")
    func manualForwarding() {
        let log = CallLog()
        let parent = RecordingController("p", log: log)
        let inside = RecordingController("in", log: log)
        let outside = RecordingController("out", log: log)
        parent.addChild(inside)
        parent.addChild(outside)
        parent.view.addSubview(inside.view)
        _ = outside.view  // loaded, but not inside the parent's view
        inside.didMove(toParent: parent)
        outside.didMove(toParent: parent)
        log.entries.removeAll()
        parent.beginAppearanceTransition(true, animated: true)
        #expect(parent.lastAnimated == true && inside.lastAnimated == true)
        parent.endAppearanceTransition()
        #expect(
            log.take() == [
                "p.viewWillAppear", "in.viewWillAppear", "p.viewDidAppear", "in.viewDidAppear",
            ])
        #expect(outside.appearanceState == .disappeared)
        parent.forwardsAppearance = false
        parent.beginAppearanceTransition(false, animated: false)
        parent.endAppearanceTransition()
        #expect(log.take() == ["p.viewWillDisappear", "p.viewDidDisappear"])
        #expect(parent.lastAnimated == false)
        #expect(inside.appearanceState == .appeared)
    }
}
