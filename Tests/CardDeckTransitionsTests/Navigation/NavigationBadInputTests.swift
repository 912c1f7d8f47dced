import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A call the navigation controller must refuse.
enum BadNavigationCall: Sendable, CustomStringConvertible {
    case pushOnStack(String)
    case pushChildOfAnother
    case pushNavigationController
    case pushPresented
    case pushWindowRoot
    case popRoot
    case popToUnknown
    case setEmpty
    case setDuplicates
    case setChildOfAnother
    /// A stack change while a push runs.
    case duringTransition(StackAction)

    var description: String {
        switch self {
        case .pushOnStack(let name): "push \(name), already on the stack"
        case .pushChildOfAnother: "push a child of another controller"
        case .pushNavigationController: "push a navigation controller"
        case .pushPresented: "push a presented controller"
        case .pushWindowRoot: "push a window's root view controller"
        case .popRoot: "pop the root"
        case .popToUnknown: "popTo a controller not on the stack"
        case .setEmpty: "set no controllers"
        case .setDuplicates: "set a controller twice"
        case .setChildOfAnother: "set a child of another controller"
        case .duringTransition(let action): "\(action) during a push"
        }
    }
}

/// A refused call, the warning it must record and whether it returns `nil`.
struct BadNavigationRow: Sendable, CustomTestStringConvertible {
    let call: BadNavigationCall
    let warning: String
    var returnsNil = false
    var testDescription: String { call.description }
}

@MainActor
@Suite("Navigation bad input", .isolatedDiagnostics)
struct NavigationBadInputTests {
    nonisolated static let rows: [BadNavigationRow] = [
        BadNavigationRow(call: .pushOnStack("A"), warning: "already on the navigation stack"),
        BadNavigationRow(call: .pushOnStack("B"), warning: "already on the navigation stack"),
        BadNavigationRow(call: .pushChildOfAnother, warning: "already a child of"),
        BadNavigationRow(
            call: .pushNavigationController, warning: "a navigation controller cannot be pushed"),
        BadNavigationRow(call: .pushPresented, warning: "it is presented"),
        BadNavigationRow(call: .pushWindowRoot, warning: "root view controller of a window"),
        BadNavigationRow(call: .popRoot, warning: "cannot be popped", returnsNil: true),
        BadNavigationRow(
            call: .popToUnknown, warning: "is not on the navigation stack", returnsNil: true),
        BadNavigationRow(call: .setEmpty, warning: "no controllers"),
        BadNavigationRow(call: .setDuplicates, warning: "appears more than once"),
        BadNavigationRow(call: .setChildOfAnother, warning: "already a child of"),
        BadNavigationRow(
            call: .duringTransition(.push("X")), warning: "ignored pushViewController while"),
        BadNavigationRow(
            call: .duringTransition(.pop), warning: "ignored popViewController while",
            returnsNil: true),
        BadNavigationRow(
            call: .duringTransition(.popToRoot), warning: "ignored popToRootViewController while",
            returnsNil: true),
        BadNavigationRow(
            call: .duringTransition(.popTo("A")), warning: "ignored popToViewController while",
            returnsNil: true),
        BadNavigationRow(
            call: .duringTransition(.set(["X"])), warning: "ignored setViewControllers while"),
    ]

    @Test("Bad calls are refused with a warning and change nothing", arguments: rows)
    func refused(row: BadNavigationRow) {
        var scene = NavigationScene(["A", "B"])
        let navigation = scene.navigation
        let other = ViewController()
        let stranger = scene.controller("X")
        other.addChild(stranger)
        stranger.didMove(toParent: other)
        let presented = ViewController()
        if case .pushPresented = row.call { navigation.present(presented, animated: false) }
        let otherWindow = Window(size: Size(width: 100, height: 100))
        let windowRoot = ViewController()
        otherWindow.rootViewController = windowRoot
        var expectedStack = ["A", "B"]
        if case .duringTransition = row.call {
            navigation.pushViewController(scene.controller("C"), animated: true)
            #expect(navigation.isTransitioning)
            expectedStack = ["A", "B", "C"]
            stranger.willMove(toParent: nil)
            stranger.removeFromParent()
        }
        _ = scene.log.take()
        Diagnostics.removeAll()

        var returnedNil: Bool?
        switch row.call {
        case .pushOnStack(let name): navigation.pushViewController(scene.controller(name))
        case .pushChildOfAnother: navigation.pushViewController(stranger)
        case .pushNavigationController:
            navigation.pushViewController(
                NavigationController(rootViewController: ViewController()))
        case .pushPresented: navigation.pushViewController(presented)
        case .pushWindowRoot: navigation.pushViewController(windowRoot)
        case .popRoot:
            navigation.popViewController(animated: false)
            _ = scene.log.take()
            returnedNil = navigation.popViewController() == nil
        case .popToUnknown: returnedNil = navigation.popToViewController(ViewController()) == nil
        case .setEmpty: navigation.setViewControllers([])
        case .setDuplicates:
            navigation.setViewControllers([
                scene.controller("A"), scene.controller("C"), scene.controller("A"),
            ])
        case .setChildOfAnother:
            navigation.setViewControllers([scene.controller("A"), stranger])
        case .duringTransition(let action):
            switch action {
            case .pop: returnedNil = navigation.popViewController() == nil
            case .popToRoot: returnedNil = navigation.popToRootViewController() == nil
            case .popTo(let name):
                returnedNil = navigation.popToViewController(scene.controller(name)) == nil
            default: action.run(in: &scene, animated: true)
            }
        }

        #expect(scene.log.take().isEmpty)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains(row.warning) == true, "\(Diagnostics.warnings)")
        #expect(returnedNil == (row.returnsNil ? true : nil))
        if case .popRoot = row.call {
            // The first pop was fine; the second tried to pop the root.
            expectedStack = ["A"]
        }
        scene.window.advance(by: 2)
        #expect(scene.stackNames == expectedStack)
        #expect(scene.contentNames == [expectedStack.last])
        #expect(navigation.children.count == expectedStack.count)
        #expect(stranger.parent !== navigation)
        #expect(presented.parent == nil)
        #expect(windowRoot.parent == nil)
        #expect(scene.controllers["C"]?.parent.map { $0 === navigation } ?? true)
        #expect(!scene.log.take().contains { $0.hasPrefix("X.") })
        _ = otherWindow
    }

    @Test("A root view controller that cannot become a child leaves the stack empty")
    func refusedRoot() {
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        Diagnostics.removeAll()
        let navigation = NavigationController(rootViewController: child)
        #expect(navigation.viewControllers.isEmpty)
        #expect(navigation.topViewController == nil)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("refused root view controller") == true)
        // The stack can still be filled.
        let root = ViewController()
        navigation.setViewControllers([root], animated: false)
        #expect(navigation.topViewController === root)
        #expect(root.parent === navigation)
    }

    @Test("A second completeTransition from a custom animator is ignored, and callbacks run once")
    func completeTwice() {
        var scene = NavigationScene(["A"])
        let animator = TwiceCompletingAnimator()
        scene.delegate.animator = animator
        Diagnostics.removeAll()
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        scene.window.advance(by: 1)
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("second completeTransition") == true)
        let log = scene.log.take()
        #expect(log.filter { $0 == "delegate.didShow(B)" }.count == 1)
        #expect(log.filter { $0 == "coordinator.completion" }.count == 1)
        #expect(log.filter { $0 == "B.didAppear" }.count == 1)
        #expect(scene.stackNames == ["A", "B"])
    }
}

/// An animator that places the incoming view and reports completion twice.
@MainActor
private final class TwiceCompletingAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0 }

    func animateTransition(using context: TransitionContext) {
        if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
        context.completeTransition(true)
        context.completeTransition(true)
    }
}
