import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// Presents and dismisses with a delegate's animator that cannot be interrupted, so a
/// dismissal asked for while the presentation runs waits for it.
@MainActor
private final class UninterruptibleDelegate: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        FadeAnimator(interruptible: false)
    }

    func animationController(forDismissed dismissed: ViewController)
        -> (any AnimatedTransitioning)?
    {
        FadeAnimator(interruptible: false)
    }
}

/// Every `dismiss(animated:completion:)` runs its completion exactly once, in the order the
/// calls were made, also when they wait for a presentation that cannot be reversed.
@MainActor
@Suite("Dismissals queued behind a presentation", .isolatedDiagnostics)
struct QueuedDismissalTests {
    enum Ending: CaseIterable { case presentationEnds, presenterDismissedBelow }

    @Test(
        "each dismissal asked for during the presentation hears once, in order",
        arguments: Ending.allCases)
    func twice(ending: Ending) {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let middle = ViewController()
        root.present(middle, animated: false)
        let delegate = UninterruptibleDelegate()
        let sheet = ViewController()
        sheet.transitioningDelegate = delegate
        var heard: [String] = []
        middle.present(sheet) { heard.append("presented") }
        window.advance(by: 0.1)
        middle.dismiss { heard.append("first") }
        middle.dismiss(animated: false) { heard.append("second") }
        switch ending {
        case .presentationEnds: break
        case .presenterDismissedBelow: root.dismiss(animated: false) { heard.append("below") }
        }
        window.advance(by: 2)
        switch ending {
        case .presentationEnds:
            #expect(heard == ["presented", "first", "second"])
            #expect(middle.presentedViewController == nil)
        case .presenterDismissedBelow:
            #expect(heard == ["presented", "first", "second", "below"])
            #expect(root.presentedViewController == nil)
        }
    }
}
