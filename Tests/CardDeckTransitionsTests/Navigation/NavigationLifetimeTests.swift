import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// How a transition is run to its end.
enum TransitionRun: String, Sendable, CaseIterable {
    case animatedPush
    case instantPush
    case animatedPop
    case finishedSwipe
    case cancelledSwipe

    @MainActor
    func run(on navigation: NavigationController, in window: Window) {
        switch self {
        case .animatedPush: navigation.pushViewController(ViewController(), animated: true)
        case .instantPush: navigation.pushViewController(ViewController(), animated: false)
        case .animatedPop: navigation.popViewController(animated: true)
        case .finishedSwipe: window.edgePan(from: .left, distance: 300, duration: 0.3)
        case .cancelledSwipe: window.edgePan(from: .left, distance: 40, duration: 1)
        }
    }
}

@MainActor
@Suite("Navigation lifetimes", .isolatedDiagnostics)
struct NavigationLifetimeTests {
    @Test(
        "A finished transition releases its context, coordinator and animators",
        arguments: TransitionRun.allCases)
    func transitionReleased(run: TransitionRun) {
        let window = Window(size: Size(width: 390, height: 844))
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(ViewController(), animated: false)
        window.rootViewController = navigation
        window.advance(by: 1 / 60)
        weak var coordinator: (any TransitionCoordinator)?
        let watcher = CoordinatorWatcher { coordinator = $0 }
        navigation.delegate = watcher
        run.run(on: navigation, in: window)
        window.advance(by: 2)
        #expect(watcher.coordinators == 1)
        #expect(watcher.shown == (run == .cancelledSwipe ? 0 : 1))
        #expect(!navigation.isTransitioning)
        #expect(coordinator == nil)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("A popped controller is released once its pop ends", arguments: [false, true])
    func poppedReleased(bySwipe: Bool) {
        let window = Window(size: Size(width: 390, height: 844))
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        weak var popped: ViewController?
        do {
            let pushed = ViewController()
            popped = pushed
            navigation.pushViewController(pushed, animated: true)
        }
        window.advance(by: 2)
        #expect(popped != nil)
        if bySwipe {
            window.edgePan(from: .left, distance: 300, duration: 0.3)
        } else {
            navigation.popViewController(animated: true)
        }
        window.advance(by: 2)
        #expect(popped == nil)
    }

    @Test("A navigation controller dropped mid-transition is released with its recognizer")
    func droppedMidTransition() {
        let window = Window(size: Size(width: 390, height: 844))
        weak var weakNavigation: NavigationController?
        weak var weakRecognizer: GestureRecognizer?
        do {
            let navigation = NavigationController(rootViewController: ViewController())
            navigation.pushViewController(ViewController(), animated: false)
            weakNavigation = navigation
            weakRecognizer = navigation.interactivePopGestureRecognizer
            window.rootViewController = navigation
            window.press(at: Point(x: 1, y: 422))
            window.move(to: Point(x: 101, y: 422), duration: 0.2)
            #expect(navigation.isTransitioning)
            window.release()
            window.rootViewController = nil
        }
        window.advance(by: 2)
        #expect(weakNavigation == nil)
        #expect(weakRecognizer == nil)
    }
}

/// A delegate that hands each transition's coordinator to a closure and counts `didShow`.
@MainActor
private final class CoordinatorWatcher: NavigationControllerDelegate {
    let onWillShow: (any TransitionCoordinator) -> Void
    private(set) var shown = 0
    private(set) var coordinators = 0

    init(onWillShow: @escaping (any TransitionCoordinator) -> Void) {
        self.onWillShow = onWillShow
    }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {
        guard let coordinator = navigationController.transitionCoordinator else { return }
        coordinators += 1
        onWillShow(coordinator)
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        shown += 1
    }
}
