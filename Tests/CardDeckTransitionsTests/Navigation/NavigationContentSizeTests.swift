import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A bottom sheet as tall as the presented controller's preferred height that resizes its view
/// the moment that height changes, so a change made inside a transition's animation animates.
@MainActor
final class FittedSheetPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let height = min(presentedViewController.preferredContentSize.height, bounds.height)
        return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Vends ``FittedSheetPresentationController``.
@MainActor
final class FittedSheetDelegate: TransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        FittedSheetPresentationController(
            presentedViewController: presented, presenting: presenting)
    }
}

/// A parent that counts its children's preferred-size changes.
@MainActor
private final class CountingParent: ViewController {
    var changes = 0

    override func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        changes += 1
    }
}

/// One step of a preferred-size scenario and the navigation controller's size after it.
struct ContentSizeStep: Sendable, CustomStringConvertible {
    let action: StackAction
    let expected: Size
    var description: String { "\(action) → \(expected)" }
}

@MainActor
@Suite("Navigation preferred content size", .isolatedDiagnostics)
struct NavigationContentSizeTests {
    nonisolated static let sizes: [String: Size] = [
        "A": Size(width: 390, height: 300), "B": Size(width: 390, height: 500),
        "C": Size(width: 320, height: 200), "D": .zero,
    ]

    nonisolated static let steps: [ContentSizeStep] = [
        ContentSizeStep(action: .push("B"), expected: Size(width: 390, height: 544)),
        // Shrinking in both directions.
        ContentSizeStep(action: .push("C"), expected: Size(width: 320, height: 244)),
        // No preference on top: no preference.
        ContentSizeStep(action: .push("D"), expected: .zero),
        ContentSizeStep(action: .pop, expected: Size(width: 320, height: 244)),
        ContentSizeStep(action: .popToRoot, expected: Size(width: 390, height: 344)),
        ContentSizeStep(action: .set(["A", "C"]), expected: Size(width: 320, height: 244)),
        ContentSizeStep(action: .popTo("A"), expected: Size(width: 390, height: 344)),
    ]

    @Test(
        "preferredContentSize follows the top controller's plus the bar, through every change",
        arguments: [true, false])
    func followsTop(animated: Bool) {
        var scene = NavigationScene(["A"])
        for (name, size) in Self.sizes { scene.controller(name).preferredContentSize = size }
        #expect(scene.navigation.preferredContentSize == Size(width: 390, height: 344))
        for step in Self.steps {
            step.action.run(in: &scene, animated: animated)
            scene.window.advance(by: 2)
            #expect(scene.navigation.preferredContentSize == step.expected, "\(step)")
        }
    }

    @Test("A change of the top controller's preferred size is followed; others are not")
    func childChanges() {
        let scene = NavigationScene(["A", "B"])
        let parent = CountingParent()
        let navigation = NavigationController(rootViewController: ViewController())
        parent.addChild(navigation)
        navigation.didMove(toParent: parent)
        let top = ViewController()
        navigation.pushViewController(top, animated: false)
        top.preferredContentSize = Size(width: 300, height: 100)
        #expect(navigation.preferredContentSize == Size(width: 300, height: 144))
        #expect(parent.changes == 1)
        navigation.viewControllers.first?.preferredContentSize = Size(width: 10, height: 10)
        #expect(navigation.preferredContentSize == Size(width: 300, height: 144))
        #expect(parent.changes == 1)
        top.preferredContentSize = Size(width: 300, height: 50)
        #expect(navigation.preferredContentSize == Size(width: 300, height: 94))
        #expect(parent.changes == 2)
        // In a window, too.
        scene.controllers["B"]?.preferredContentSize = Size(width: 200, height: 200)
        #expect(scene.navigation.preferredContentSize == Size(width: 200, height: 244))
        scene.controllers["A"]?.preferredContentSize = Size(width: 100, height: 100)
        #expect(scene.navigation.preferredContentSize == Size(width: 200, height: 244))
    }

    /// A window presenting a navigation controller in a fitted sheet; A prefers 200 pt, B 400.
    private func sheetScene() -> (Window, NavigationController, ViewController, FittedSheetDelegate)
    {
        let window = Window(size: Size(width: 390, height: 844))
        window.rootViewController = ViewController()
        let a = ViewController()
        a.preferredContentSize = Size(width: 390, height: 200)
        let b = ViewController()
        b.preferredContentSize = Size(width: 390, height: 400)
        let navigation = NavigationController(rootViewController: a)
        let delegate = FittedSheetDelegate()
        navigation.modalPresentationStyle = .custom
        navigation.transitioningDelegate = delegate
        window.rootViewController?.present(navigation, animated: false)
        window.advance(by: 1 / 60)
        return (window, navigation, b, delegate)
    }

    @Test("A sheet that fits its height follows the push and pop animations")
    func sheetFollowsTransition() {
        let (window, navigation, b, delegate) = sheetScene()
        #expect(navigation.view.frame == Rect(x: 0, y: 600, width: 390, height: 244))
        navigation.pushViewController(b, animated: true)
        window.advance(by: 0.1)
        let pushFraction = 1 - b.view.presentation.frame.minX / 390
        let grown = (navigation.view.presentation.frame.height - 244) / 200
        #expect(pushFraction > 0.1 && pushFraction < 0.9)
        #expect(abs(grown - pushFraction) < 1e-9)
        #expect(abs(navigation.view.presentation.frame.minY - (600 - 200 * pushFraction)) < 1e-9)
        // The content area and the incoming view grow with it.
        let content = navigation.contentView.presentation.frame.height
        #expect(abs(content - (navigation.view.presentation.frame.height - 44)) < 1e-9)
        #expect(abs(b.view.presentation.frame.height - content) < 1e-9)
        window.advance(by: 2)
        #expect(navigation.view.frame == Rect(x: 0, y: 400, width: 390, height: 444))
        #expect(navigation.view.presentation.frame == navigation.view.frame)
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 390, height: 400))

        navigation.popViewController(animated: true)
        window.advance(by: 0.1)
        let popFraction = b.view.presentation.frame.minX / 390
        let shrunk = (444 - navigation.view.presentation.frame.height) / 200
        #expect(popFraction > 0.1 && popFraction < 0.9)
        #expect(abs(shrunk - popFraction) < 1e-9)
        window.advance(by: 2)
        #expect(navigation.view.frame == Rect(x: 0, y: 600, width: 390, height: 244))
        #expect(navigation.viewControllers.first?.view.frame.height == 200)
        _ = delegate
    }

    @Test("A cancelled interactive pop brings the sheet's height back exactly")
    func sheetCancelledPop() {
        let (window, navigation, b, delegate) = sheetScene()
        navigation.pushViewController(b, animated: false)
        window.advance(by: 1 / 60)
        let before = NodeState.of([navigation.view])
        #expect(navigation.view.frame.height == 444)
        window.press(at: Point(x: 1, y: 700))
        window.move(to: Point(x: 131, y: 700), duration: 0.5)
        // Scrubbed a third of the way: a third of the way down to 244 pt.
        #expect(abs(navigation.view.presentation.frame.height - (444 - 200.0 / 3)) < 1e-9)
        window.advance(by: 0.1)
        window.release()
        window.advance(by: 2)
        #expect(navigation.viewControllers.last === b)
        #expect(navigation.preferredContentSize == Size(width: 390, height: 444))
        #expect(NodeState.of([navigation.view]) == before)
        _ = delegate
    }
}
