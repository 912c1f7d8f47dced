import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Window root view controller", .isolatedDiagnostics)
struct WindowRootViewControllerTests {
    /// A host that writes `"commit"` into the call log on every commit.
    final class LoggingHost: HostRenderer {
        let log: CallLog

        init(log: CallLog) { self.log = log }

        func apply(_ mutations: [Mutation], in window: Window) {
            log.entries.append("commit")
        }
    }

    /// A controller whose status bar style is chosen by the test.
    final class StyledController: ViewController {
        var style = StatusBarStyle.default
        /// Weak, so two controllers may name each other (a loop) without keeping each other.
        weak var child: ViewController?
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var childForStatusBarStyle: ViewController? { child }
    }

    private let size = Size(width: 390, height: 844)

    @Test("Setting the root controller loads its view, fills the window and makes it appear")
    func setRoot() {
        let window = Window(size: size)
        let log = CallLog()
        let root = RecordingController("r", log: log)
        window.rootViewController = root
        #expect(
            log.take() == ["r.loadView", "r.viewDidLoad", "r.viewWillAppear", "r.viewDidAppear"])
        #expect(window.rootViewController === root)
        #expect(root.view.superview === window.root)
        #expect(root.view.frame == window.bounds)
        #expect(root.appearanceState == .appeared)
        window.rootViewController = root
        #expect(log.entries.isEmpty)
    }

    @Test("Replacing the root controller: the old one disappears, then the new one appears")
    func replaceRoot() {
        let window = Window(size: size)
        let log = CallLog()
        let old = RecordingController("old", log: log)
        let new = RecordingController("new", log: log)
        window.rootViewController = old
        log.entries.removeAll()
        window.rootViewController = new
        #expect(
            log.take() == [
                "old.viewWillDisappear", "old.viewDidDisappear", "new.loadView", "new.viewDidLoad",
                "new.viewWillAppear", "new.viewDidAppear",
            ])
        #expect(old.view.superview == nil)
        #expect(window.root.subviews.count == 1 && window.root.subviews[0] === new.view)
        window.rootViewController = nil
        #expect(log.take() == ["new.viewWillDisappear", "new.viewDidDisappear"])
        #expect(window.root.subviews.isEmpty)
    }

    @Test("A root controller's children appear after it, in pre-order")
    func rootWithChildren() {
        let window = Window(size: size)
        let log = CallLog()
        let root = RecordingController("r", log: log)
        let child = RecordingController("c", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        log.entries.removeAll()
        window.rootViewController = root
        #expect(
            log.take() == [
                "r.viewWillAppear", "c.viewWillAppear", "r.viewDidAppear", "c.viewDidAppear",
            ])
    }

    @Test("A root controller set on a second window moves there")
    func moveBetweenWindows() {
        let first = Window(size: size)
        let second = Window(size: Size(width: 200, height: 300))
        let log = CallLog()
        let root = RecordingController("r", log: log)
        first.rootViewController = root
        log.entries.removeAll()
        second.rootViewController = root
        #expect(first.rootViewController == nil)
        #expect(second.rootViewController === root)
        #expect(root.view.window === second)
        #expect(root.view.frame == second.bounds)
        #expect(
            log.take() == [
                "r.viewWillDisappear", "r.viewDidDisappear", "r.viewWillAppear", "r.viewDidAppear",
            ])
    }

    @Test("A child controller is refused as the root controller with a warning")
    func childAsRoot() {
        let window = Window(size: size)
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        Diagnostics.removeAll()
        window.rootViewController = child
        #expect(window.rootViewController == nil)
        #expect(window.root.subviews.isEmpty)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("is a child of") == true)
    }

    @Test("Resizing tells the root controller and its children the new size, then fits the view")
    func resizeTransition() {
        let window = Window(size: size)
        let log = CallLog()
        let root = RecordingController("r", log: log)
        let child = RecordingController("c", log: log)
        root.childSizeScale = 0.5
        root.addChild(child)
        window.rootViewController = root
        log.entries.removeAll()
        var sizeDuringCall: Size?
        // Unowned: the controller keeps the closure, which must not keep the controller.
        root.onViewWillTransition = { [unowned root] _ in
            sizeDuringCall = root.view.bounds.size
        }
        window.resize(to: Size(width: 844, height: 390))
        #expect(log.take() == ["r.viewWillTransition(844x390)", "c.viewWillTransition(422x195)"])
        #expect(sizeDuringCall == size)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 20))
        #expect(log.entries.isEmpty)
    }

    @Test("Alongside blocks run after the new size is set and before layout; completions last")
    func alongsideAndCompletionOrder() {
        let window = Window(size: size)
        let log = CallLog()
        let host = LoggingHost(log: log)
        window.attach(host)
        window.advance(by: 1.0 / 120)
        let root = RecordingController("r", log: log)
        window.rootViewController = root
        root.view.layout = { node in log.entries.append("layout \(Int(node.bounds.width))") }
        log.entries.removeAll()
        var percents: [Double] = []
        var queued: [Bool] = []
        root.onViewWillTransition = { [unowned window, unowned root] coordinator in
            #expect(!coordinator.isAnimated && !coordinator.isInteractive)
            #expect(!coordinator.isCancelled && coordinator.transitionDuration == 0)
            percents.append(coordinator.percentComplete)
            coordinator.notifyWhenInteractionChanges { _ in log.entries.append("interaction") }
            let accepted = coordinator.animate(
                alongsideTransition: { context in
                    percents.append(context.percentComplete)
                    let width = Int(window.size.width)
                    log.entries.append("alongside \(width) \(Int(root.view.bounds.width))")
                },
                completion: { context in
                    percents.append(context.percentComplete)
                    log.entries.append("completion")
                    queued.append(context.animate(alongsideTransition: { _ in }, completion: nil))
                    queued.append(
                        context.animate(
                            alongsideTransition: nil,
                            completion: { _ in log.entries.append("late completion") }))
                })
            queued.append(accepted)
        }
        window.resize(to: Size(width: 500, height: 600))
        #expect(
            log.entries == [
                "r.viewWillTransition(500x600)", "alongside 500 500", "layout 500", "commit",
                "completion", "late completion",
            ])
        #expect(percents == [0, 1, 1])
        #expect(queued == [true, false, true])
    }

    @Test("A coordinator refuses blocks once the transition finished")
    func finishedCoordinator() {
        let window = Window(size: size)
        let root = RecordingController("r", log: CallLog())
        window.rootViewController = root
        var kept: (any TransitionCoordinator)?
        root.onViewWillTransition = { kept = $0 }
        window.resize(to: Size(width: 10, height: 10))
        var ran = false
        let queued = kept?.animate(alongsideTransition: { _ in ran = true }, completion: nil)
        #expect(queued == false)
        #expect(!ran)
    }

    @Test("The status bar style follows childForStatusBarStyle and updates on request")
    func statusBarStyle() {
        let window = Window(size: size)
        #expect(window.statusBarStyle == .default)
        let root = StyledController()
        let child = StyledController()
        root.style = .lightContent
        window.rootViewController = root
        #expect(window.statusBarStyle == .lightContent)
        child.style = .darkContent
        root.addChild(child)
        root.child = child
        #expect(window.statusBarStyle == .lightContent)  // not asked to update yet
        child.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .darkContent)
        root.child = nil
        root.style = .default
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .default)
        let next = StyledController()
        next.style = .darkContent
        window.rootViewController = next
        #expect(window.statusBarStyle == .darkContent)
        window.rootViewController = nil
        #expect(window.statusBarStyle == .default)
    }

    @Test("A loop of childForStatusBarStyle links stops with a warning")
    func statusBarLoop() {
        let window = Window(size: size)
        let a = StyledController()
        let b = StyledController()
        a.child = b
        b.child = a
        Diagnostics.removeAll()
        window.rootViewController = a
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("loop") == true)
    }
}
