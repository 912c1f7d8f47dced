import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A change of the navigation stack, by the names of the controllers involved.
enum StackAction: Sendable, CustomStringConvertible {
    case push(String)
    case pop
    case popToRoot
    case popTo(String)
    case set([String])

    var description: String {
        switch self {
        case .push(let name): "push \(name)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo(let name): "popTo \(name)"
        case .set(let names): "set \(names)"
        }
    }

    @MainActor
    func run(in scene: inout NavigationScene, animated: Bool) {
        let navigation = scene.navigation
        switch self {
        case .push(let name):
            navigation.pushViewController(scene.controller(name), animated: animated)
        case .pop: navigation.popViewController(animated: animated)
        case .popToRoot: navigation.popToRootViewController(animated: animated)
        case .popTo(let name):
            navigation.popToViewController(scene.controller(name), animated: animated)
        case .set(let names):
            var stack: [ViewController] = []
            for name in names { stack.append(scene.controller(name)) }
            navigation.setViewControllers(stack, animated: animated)
        }
    }
}

/// A stack change and the callbacks it must make; `|` separates the calls made synchronously
/// from those made as the transition ends.
struct CallbackOrderRow: Sendable, CustomTestStringConvertible {
    let stack: [String]
    let action: StackAction
    let animated: Bool
    let expected: [String]
    let finalStack: [String]
    var testDescription: String { "\(stack) \(action)\(animated ? " animated" : "")" }
}

@MainActor
@Suite("Navigation callback order", .isolatedDiagnostics)
struct NavigationCallbackOrderTests {
    nonisolated static let pushStart = [
        "C.willMove(nav)", "B.willDisappear", "C.willAppear", "delegate.willShow(C)",
    ]
    nonisolated static let pushEnd = [
        "B.didDisappear", "C.didAppear", "C.didMove(nav)", "delegate.didShow(C)",
        "coordinator.completion",
    ]
    nonisolated static let popStart = [
        "C.willMove(nil)", "C.willDisappear", "B.willAppear", "delegate.willShow(B)",
    ]
    nonisolated static let popEnd = [
        "C.didDisappear", "B.didAppear", "C.didMove(nil)", "delegate.didShow(B)",
        "coordinator.completion",
    ]
    nonisolated static let popToRootStart = [
        "B.willMove(nil)", "C.willMove(nil)", "D.willMove(nil)", "D.willDisappear",
        "A.willAppear", "delegate.willShow(A)",
    ]
    nonisolated static let popToRootEnd = [
        "D.didDisappear", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)", "D.didMove(nil)",
        "delegate.didShow(A)", "coordinator.completion",
    ]
    nonisolated static let setPushStart = [
        "C.willMove(nav)", "D.willMove(nav)", "B.willMove(nil)", "B.willDisappear",
        "D.willAppear", "delegate.willShow(D)",
    ]
    nonisolated static let setPushEnd = [
        "B.didDisappear", "D.didAppear", "B.didMove(nil)", "C.didMove(nav)", "D.didMove(nav)",
        "delegate.didShow(D)", "coordinator.completion",
    ]
    nonisolated static let setPopStart = [
        "D.willMove(nav)", "A.willMove(nil)", "C.willMove(nil)", "C.willDisappear",
        "B.willAppear", "delegate.willShow(B)",
    ]
    nonisolated static let setPopEnd = [
        "C.didDisappear", "B.didAppear", "A.didMove(nil)", "C.didMove(nil)", "D.didMove(nav)",
        "delegate.didShow(B)", "coordinator.completion",
    ]

    nonisolated static let rows: [CallbackOrderRow] = [true, false].flatMap { animated in
        // Animated changes split at `|`; the others make every call at once.
        func split(_ start: [String], _ end: [String]) -> [String] {
            animated ? start + ["|"] + end : start + end + ["|"]
        }
        return [
            CallbackOrderRow(
                stack: ["A", "B"], action: .push("C"), animated: animated,
                expected: split(pushStart, pushEnd), finalStack: ["A", "B", "C"]),
            CallbackOrderRow(
                stack: ["A", "B", "C"], action: .pop, animated: animated,
                expected: split(popStart, popEnd), finalStack: ["A", "B"]),
            CallbackOrderRow(
                stack: ["A", "B", "C", "D"], action: .popToRoot, animated: animated,
                expected: split(popToRootStart, popToRootEnd), finalStack: ["A"]),
            CallbackOrderRow(
                stack: ["A", "B", "C", "D"], action: .popTo("A"), animated: animated,
                expected: split(popToRootStart, popToRootEnd), finalStack: ["A"]),
            CallbackOrderRow(
                stack: ["A", "B"], action: .set(["A", "C", "D"]), animated: animated,
                expected: split(setPushStart, setPushEnd), finalStack: ["A", "C", "D"]),
            CallbackOrderRow(
                stack: ["A", "B", "C"], action: .set(["D", "B"]), animated: animated,
                expected: split(setPopStart, setPopEnd), finalStack: ["D", "B"]),
            // The top stays: containment only, no transition, no delegate calls.
            CallbackOrderRow(
                stack: ["A", "B"], action: .set(["C", "B"]), animated: animated,
                expected: [
                    "C.willMove(nav)", "A.willMove(nil)", "A.didMove(nil)", "C.didMove(nav)", "|",
                ],
                finalStack: ["C", "B"]),
        ]
    }

    @Test("Stack changes make UIKit's callbacks in UIKit's order", arguments: rows)
    func callbackOrder(row: CallbackOrderRow) {
        var scene = NavigationScene(row.stack)
        row.action.run(in: &scene, animated: row.animated)
        #expect(scene.navigation.isTransitioning == (row.animated && row.expected.last != "|"))
        var entries = scene.log.take() + ["|"]
        scene.window.advance(by: 2)
        entries += scene.log.take()
        #expect(entries == row.expected)
        #expect(scene.stackNames == row.finalStack)
        #expect(!scene.navigation.isTransitioning)
        #expect(scene.contentNames == [row.finalStack.last])
        #expect(scene.navigation.children.count == row.finalStack.count)
        #expect(scene.navigation.children.allSatisfy { $0.parent === scene.navigation })
        let top = scene.navigation.topViewController
        #expect(top?.view.frame == scene.navigation.contentView.bounds)
        #expect(top?.transitionCoordinator == nil)
        #expect(scene.navigation.transitionCoordinator == nil)
        for controller in scene.controllers.values {
            #expect(!controller.isMovingToParent, "\(controller.name)")
            #expect(!controller.isMovingFromParent, "\(controller.name)")
        }
    }

    @Test("Appearance callbacks carry whether the change is animated", arguments: [true, false])
    func animatedFlag(animated: Bool) {
        var scene = NavigationScene(["A", "B"])
        let c = scene.controller("C")
        scene.navigation.pushViewController(c, animated: animated)
        #expect(c.lastAnimated == animated)
        #expect(scene.controllers["B"]?.lastAnimated == animated)
        scene.window.advance(by: 2)
        #expect(c.lastAnimated == animated)
    }

    @Test("A popped controller is moving from its parent while it disappears")
    func movingFromParent() {
        let scene = NavigationScene(["A", "B"])
        scene.navigation.popViewController(animated: true)
        #expect(scene.controllers["B"]?.wasMovingFromParent == true)
        scene.window.advance(by: 2)
        #expect(scene.controllers["B"]?.isMovingFromParent == false)
        #expect(scene.controllers["B"]?.parent == nil)
    }

    @Test("Controllers read the transition coordinator in their will-callbacks")
    func coordinatorDuringCallbacks() {
        var scene = NavigationScene(["A"])
        let b = scene.controller("B")
        scene.navigation.pushViewController(b, animated: true)
        let coordinator = b.transitionCoordinator
        #expect(coordinator != nil)
        #expect(coordinator === scene.navigation.transitionCoordinator)
        #expect(coordinator === scene.controllers["A"]?.transitionCoordinator)
        #expect(coordinator?.isAnimated == true)
        #expect(coordinator?.isInteractive == false)
        scene.window.advance(by: 2)
        #expect(b.transitionCoordinator == nil)
    }
}
