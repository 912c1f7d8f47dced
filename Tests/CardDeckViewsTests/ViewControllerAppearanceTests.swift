import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("ViewController automatic appearance", .isolatedDiagnostics)
struct ViewControllerAppearanceTests {
    /// A controller tree not yet in a window: `p` has children `a` and `b`, `a` has child `a1`,
    /// each child's view inside its parent's view.
    @MainActor
    struct Scene {
        let window = Window(size: Size(width: 320, height: 480))
        let log = CallLog()
        let p: RecordingController
        let a: RecordingController
        let a1: RecordingController
        let b: RecordingController

        init() {
            p = RecordingController("p", log: log)
            a = RecordingController("a", log: log)
            a1 = RecordingController("a1", log: log)
            b = RecordingController("b", log: log)
            Self.contain(a, in: p)
            Self.contain(a1, in: a)
            Self.contain(b, in: p)
            log.entries.removeAll()
        }

        static func contain(_ child: ViewController, in parent: ViewController) {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
    }

    nonisolated static let appearAll = [
        "p.viewWillAppear", "a.viewWillAppear", "a1.viewWillAppear", "b.viewWillAppear",
        "p.viewDidAppear", "a.viewDidAppear", "a1.viewDidAppear", "b.viewDidAppear",
    ]
    nonisolated static let disappearAll = [
        "p.viewWillDisappear", "a.viewWillDisappear", "a1.viewWillDisappear",
        "b.viewWillDisappear", "p.viewDidDisappear", "a.viewDidDisappear",
        "a1.viewDidDisappear", "b.viewDidDisappear",
    ]

    /// (scenario, callbacks after the setup steps). Each scenario's steps are in `run`.
    nonisolated static let rows: [(String, [String])] = [
        ("enter the window", appearAll),
        ("enter inside a windowless container", appearAll),
        ("leave the window", disappearAll),
        ("leave with a container", disappearAll),
        ("re-enter the window", appearAll),
        ("move within the window", []),
        ("move to another window", disappearAll + appearAll),
        (
            "forwarding off at p",
            ["p.viewWillAppear", "p.viewDidAppear"]
        ),
        (
            "forwarding off at a",
            [
                "p.viewWillAppear", "a.viewWillAppear", "b.viewWillAppear",
                "p.viewDidAppear", "a.viewDidAppear", "b.viewDidAppear",
            ]
        ),
        (
            "b's view outside p's view",
            [
                "p.viewWillAppear", "a.viewWillAppear", "a1.viewWillAppear",
                "p.viewDidAppear", "a.viewDidAppear", "a1.viewDidAppear",
            ]
        ),
        (
            "b's view elsewhere in the window",
            [
                "b.viewWillAppear", "b.viewDidAppear",
                "p.viewWillAppear", "a.viewWillAppear", "a1.viewWillAppear",
                "p.viewDidAppear", "a.viewDidAppear", "a1.viewDidAppear",
            ]
        ),
        ("plain node enters", []),
    ]

    private func run(_ scenario: String, _ scene: Scene) {
        let window = scene.window
        let view = scene.p.view
        switch scenario {
        case "enter the window":
            window.root.addSubview(view)
        case "enter inside a windowless container":
            let container = ViewNode()
            container.addSubview(view)
            scene.log.entries.removeAll()
            window.root.addSubview(container)
        case "leave the window":
            window.root.addSubview(view)
            scene.log.entries.removeAll()
            view.removeFromSuperview()
        case "leave with a container":
            let container = ViewNode()
            window.root.addSubview(container)
            container.addSubview(view)
            scene.log.entries.removeAll()
            container.removeFromSuperview()
        case "re-enter the window":
            window.root.addSubview(view)
            view.removeFromSuperview()
            scene.log.entries.removeAll()
            window.root.addSubview(view)
        case "move within the window":
            let other = ViewNode()
            window.root.addSubview(other)
            window.root.addSubview(view)
            scene.log.entries.removeAll()
            other.addSubview(view)
            window.root.insertSubview(view, at: 0)
        case "move to another window":
            let second = Window(size: Size(width: 100, height: 100))
            window.root.addSubview(view)
            scene.log.entries.removeAll()
            second.root.addSubview(view)
            #expect(view.window === second)
        case "forwarding off at p":
            scene.p.forwardsAppearance = false
            window.root.addSubview(view)
        case "forwarding off at a":
            scene.a.forwardsAppearance = false
            window.root.addSubview(view)
        case "b's view outside p's view":
            scene.b.view.removeFromSuperview()
            window.root.addSubview(view)
        case "b's view elsewhere in the window":
            window.root.addSubview(scene.b.view)
            window.root.addSubview(view)
        case "plain node enters":
            window.root.addSubview(ViewNode())
        default:
            Issue.record("unknown scenario \(scenario)")
        }
    }

    @Test("Window moves give appearance callbacks in UIKit's order", arguments: rows)
    func windowMoves(scenario: String, expected: [String]) {
        let scene = Scene()
        run(scenario, scene)
        #expect(scene.log.entries == expected, "\(scenario)")
    }

    @Test("A child added to an appeared parent appears while moving to its parent")
    func addChildToAppearedParent() {
        let scene = Scene()
        scene.window.root.addSubview(scene.p.view)
        scene.log.entries.removeAll()
        let child = RecordingController("c", log: scene.log)
        scene.p.addChild(child)
        #expect(child.isMovingToParent)
        scene.p.view.addSubview(child.view)
        child.didMove(toParent: scene.p)
        #expect(
            scene.log.take() == [
                "c.willMove(p)", "c.loadView", "c.viewDidLoad",
                "c.viewWillAppear movingToParent", "c.viewDidAppear movingToParent",
                "c.didMove(p)",
            ])
        #expect(!child.isMovingToParent)
        #expect(child.appearanceState == .appeared)

        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            scene.log.take() == [
                "c.willMove(nil)", "c.viewWillDisappear movingFromParent",
                "c.viewDidDisappear movingFromParent", "c.didMove(nil)",
            ])
        #expect(!child.isMovingFromParent)
        #expect(child.appearanceState == .disappeared)
    }

    @Test("A child view added during the parent's viewWillAppear appears with it")
    func childAddedInViewWillAppear() {
        let log = CallLog()
        let window = Window(size: Size(width: 100, height: 100))
        let parent = RecordingController("p", log: log)
        let child = RecordingController("c", log: log)
        parent.onViewWillAppear = { [unowned parent] in
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        _ = parent.view
        log.entries.removeAll()
        window.root.addSubview(parent.view)
        #expect(
            log.entries == [
                "p.viewWillAppear", "c.willMove(p)", "c.loadView", "c.viewDidLoad", "c.didMove(p)",
                "c.viewWillAppear", "p.viewDidAppear", "c.viewDidAppear",
            ])
    }

    @Test("A controller being presented is left to the presentation's manual calls")
    func beingPresented() {
        let scene = Scene()
        scene.p.isBeingPresented = true
        scene.p.beginAppearanceTransition(true, animated: true)
        scene.window.root.addSubview(scene.p.view)
        #expect(scene.log.take() == Array(Self.appearAll.prefix(4)))
        scene.p.endAppearanceTransition()
        scene.p.isBeingPresented = false
        #expect(scene.log.take() == Array(Self.appearAll.suffix(4)))
        scene.p.isBeingDismissed = true
        scene.p.view.removeFromSuperview()
        #expect(scene.log.entries.isEmpty)
        #expect(scene.p.appearanceState == .appeared)
    }

    @Test("A manual transition in flight is not ended by the window move")
    func manualTransitionSurvivesWindowMove() {
        let scene = Scene()
        scene.p.beginAppearanceTransition(true, animated: true)
        scene.window.root.addSubview(scene.p.view)
        #expect(scene.log.take() == Array(Self.appearAll.prefix(4)))
        #expect(scene.p.appearanceState == .appearing)
        scene.p.endAppearanceTransition()
        #expect(scene.log.take() == Array(Self.appearAll.suffix(4)))
    }
}
