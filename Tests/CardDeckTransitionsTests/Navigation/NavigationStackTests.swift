import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("Navigation stack", .isolatedDiagnostics)
struct NavigationStackTests {
    @Test("The accessors report the stack, its top and the visible controller")
    func accessors() throws {
        var scene = NavigationScene(["A", "B"])
        let navigation = scene.navigation
        #expect(navigation.topViewController === scene.controllers["B"])
        #expect(navigation.visibleViewController === scene.controllers["B"])
        let sheet = scene.controller("S")
        navigation.present(sheet, animated: false)
        #expect(navigation.visibleViewController === sheet)
        #expect(navigation.topViewController === scene.controllers["B"])
        navigation.viewControllers = [scene.controller("C")]
        #expect(scene.stackNames == ["C"])
        #expect(!navigation.isTransitioning)
    }

    @Test("Pops return the popped controllers, bottom first")
    func popResults() {
        let scene = NavigationScene(["A", "B", "C", "D"])
        let popped = scene.navigation.popToViewController(scene.controllers["B"]!, animated: false)
        #expect(popped?.compactMap { ($0 as? StackController)?.name } == ["C", "D"])
        #expect(scene.navigation.popToViewController(scene.controllers["B"]!)?.isEmpty == true)
        #expect(scene.navigation.popViewController(animated: false) === scene.controllers["B"])
        #expect(scene.navigation.popToRootViewController()?.isEmpty == true)
        #expect(scene.stackNames == ["A"])
    }

    @Test("Before the view loads, changes make only the containment calls")
    func beforeViewLoads() {
        let log = NavigationLog()
        let a = StackController("A", log: log)
        let b = StackController("B", log: log)
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(!navigation.isTransitioning)
        #expect(
            log.take() == [
                "A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)",
            ])
        #expect(!navigation.isViewLoaded)
        #expect(!b.isViewLoaded)
        let window = Window(size: Size(width: 390, height: 844))
        window.rootViewController = navigation
        #expect(log.take() == ["B.willAppear", "B.didAppear"])
        #expect(navigation.contentView.subviews.count == 1)
        #expect(navigation.contentView.subviews.first === b.view)
    }

    @Test("Off screen, an animated push happens at once without appearance callbacks")
    func offScreen() {
        let log = NavigationLog()
        let navigation = NavigationController(rootViewController: StackController("A", log: log))
        navigation.loadViewIfNeeded()
        _ = log.take()
        navigation.pushViewController(StackController("B", log: log), animated: true)
        #expect(!navigation.isTransitioning)
        #expect(log.take() == ["B.willMove(nav)", "B.didMove(nav)"])
        #expect(navigation.contentView.subviews.count == 1)
    }

    @Test("The top controller appears and disappears with the navigation controller")
    func forwardsAppearance() {
        let scene = NavigationScene(["A", "B"])
        scene.window.rootViewController = nil
        #expect(scene.log.take() == ["B.willDisappear", "B.didDisappear"])
        scene.window.rootViewController = scene.navigation
        #expect(scene.log.take() == ["B.willAppear", "B.didAppear"])
    }

    @Test("The next change may start from the coordinator's completion or from viewDidAppear")
    func chainedChanges() {
        var scene = NavigationScene(["A"])
        let navigation = scene.navigation
        let b = scene.controller("B")
        let c = scene.controller("C")
        let d = scene.controller("D")
        navigation.pushViewController(b, animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            navigation.pushViewController(c, animated: true)
        }
        c.onDidAppear = { [unowned navigation] in navigation.pushViewController(d, animated: true) }
        Diagnostics.removeAll()
        // One transition after the other: whole frames for each (at most 2 s per advance).
        for _ in 0..<3 { scene.window.advance(by: 1) }
        #expect(Diagnostics.warnings.isEmpty)
        #expect(scene.stackNames == ["A", "B", "C", "D"])
        #expect(scene.contentNames == ["D"])
        let log = scene.log.take()
        for name in ["B", "C", "D"] {
            #expect(log.filter { $0 == "\(name).didAppear" }.count == 1, "\(name)")
            #expect(log.filter { $0 == "\(name).didDisappear" }.count == (name == "D" ? 0 : 1))
        }
    }
}
