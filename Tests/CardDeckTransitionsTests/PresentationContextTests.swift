import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A window with a split root: two panes side by side, each a child controller that defines a
/// presentation context; the left pane holds a child of its own.
@MainActor
final class ContextSplit {
    let window = Window(
        size: Size(width: 800, height: 600),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    let root = ViewController()
    let left = ViewController()
    let right = ViewController()
    let inner = ViewController()
    /// The left pane's share of the width.
    var fraction = 0.5 {
        didSet { root.view.setNeedsLayout() }
    }

    init(definesContexts: Bool = true) {
        left.definesPresentationContext = definesContexts
        right.definesPresentationContext = definesContexts
        window.rootViewController = root
        for child in [left, right] {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        left.addChild(inner)
        left.view.addSubview(inner.view)
        inner.didMove(toParent: left)
        root.view.layout = { [unowned self] node in
            let middle = node.bounds.width * fraction
            left.view.frame = Rect(x: 0, y: 0, width: middle, height: node.bounds.height)
            right.view.frame = Rect(
                x: middle, y: 0, width: node.bounds.width - middle, height: node.bounds.height)
            inner.view.frame = Rect(x: 0, y: 100, width: middle, height: 200)
        }
        root.view.setNeedsLayout()
        window.advance(by: 0.1)
    }

    /// A controller to present, with the style.
    static func presented(_ style: ModalPresentationStyle) -> ViewController {
        let controller = ViewController()
        controller.modalPresentationStyle = style
        return controller
    }
}

/// A presentation controller that asks for the current context, as a card's does.
final class ContextPresentationController: PresentationController {
    override var shouldPresentInFullscreen: Bool { false }
}

/// Vends ``ContextPresentationController``.
final class ContextDelegate: TransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        ContextPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite("Presentation contexts: which controller presents, and where", .isolatedDiagnostics)
struct PresentationContextTests {
    @Test("definesPresentationContext defaults to false")
    func defaults() {
        #expect(ViewController().definesPresentationContext == false)
        #expect(
            PresentationController(
                presentedViewController: ViewController(), presenting: nil
            ).shouldPresentInFullscreen)
    }

    @Test(
        "the walk goes up through parents to the first controller that defines a context",
        arguments: [ModalPresentationStyle.overCurrentContext, .currentContext])
    func walkUp(style: ModalPresentationStyle) {
        let split = ContextSplit()
        let sheet = ContextSplit.presented(style)
        split.inner.present(sheet, animated: false)
        #expect(sheet.presentingViewController === split.left)
        #expect(split.left.presentedViewController === sheet)
        #expect(split.inner.presentedViewController === sheet)  // through its parent
        #expect(split.root.presentedViewController == nil)
        let container = sheet.presentationController?.containerView
        #expect(container?.frame == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(sheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("the context controller itself presents what it presents in its context")
    func contextPresents() {
        let split = ContextSplit()
        let sheet = ContextSplit.presented(.overCurrentContext)
        split.right.present(sheet, animated: false)
        #expect(sheet.presentingViewController === split.right)
        #expect(
            sheet.view.presentedFrameInWindow == Rect(x: 400, y: 0, width: 400, height: 600))
    }

    @Test("without a controller that defines a context, the root presents over the window")
    func rootFallback() {
        let split = ContextSplit(definesContexts: false)
        let sheet = ContextSplit.presented(.overCurrentContext)
        split.inner.present(sheet, animated: false)
        #expect(sheet.presentingViewController === split.root)
        #expect(sheet.view.presentedFrameInWindow == split.window.bounds)
    }

    @Test("a custom presentation controller that is not full screen presents in the context")
    func customNotFullscreen() {
        let split = ContextSplit()
        let delegate = ContextDelegate()
        let sheet = ContextSplit.presented(.custom)
        sheet.transitioningDelegate = delegate
        split.inner.present(sheet, animated: false)
        #expect(sheet.presentingViewController === split.left)
        #expect(sheet.presentationController is ContextPresentationController)
        #expect(sheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("from a controller presented in a context, the walk goes on through its presenter")
    func walkThroughPresenters() {
        let split = ContextSplit()
        let first = ContextSplit.presented(.overCurrentContext)
        split.left.present(first, animated: false)
        let second = ContextSplit.presented(.overCurrentContext)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first)
        #expect(second.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 400, height: 600))
        // Asked of the context again, it presents on top of its chain.
        let third = ContextSplit.presented(.overCurrentContext)
        split.inner.present(third, animated: false)
        #expect(third.presentingViewController === second)
    }

    @Test("a controller presented over the window ends the walk: what it presents covers it")
    func presentedContextController() {
        let split = ContextSplit()
        let modal = ContextSplit.presented(.fullScreen)
        split.root.present(modal, animated: false)
        let child = ViewController()
        modal.addChild(child)
        modal.view.addSubview(child.view)
        child.didMove(toParent: modal)
        let sheet = ContextSplit.presented(.overCurrentContext)
        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === modal)
        #expect(sheet.view.presentedFrameInWindow == split.window.bounds)
        // Defining a context itself, the presented controller keeps what it presents in it.
        modal.definesPresentationContext = true
        sheet.dismiss(animated: false)
        let again = ContextSplit.presented(.overCurrentContext)
        child.present(again, animated: false)
        #expect(again.presentingViewController === modal)
        #expect(again.presentationController?.containerView?.clipsToBounds == true)
    }

    @Test(".currentContext takes the context view out, and puts it back where it was")
    func currentContextRemovesTheContextView() {
        let split = ContextSplit()
        let sheet = ContextSplit.presented(.currentContext)
        let index = split.root.view.subviews.firstIndex { $0 === split.left.view }
        split.left.present(sheet, animated: false)
        #expect(split.left.view.superview == nil)
        #expect(split.left.appearanceState == .disappeared)
        #expect(split.right.view.window === split.window)
        #expect(sheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 400, height: 600))
        split.left.dismiss(animated: false)
        #expect(split.left.view.superview === split.root.view)
        #expect(split.root.view.subviews.firstIndex { $0 === split.left.view } == index)
        #expect(split.left.appearanceState == .appeared)
    }

    @Test("each context's container follows its area when the window resizes or panes move")
    func followsTheArea() {
        let split = ContextSplit()
        let leftSheet = ContextSplit.presented(.overCurrentContext)
        let rightSheet = ContextSplit.presented(.currentContext)
        split.left.present(leftSheet, animated: false)
        split.right.present(rightSheet, animated: false)
        split.window.resize(to: Size(width: 1000, height: 500))
        #expect(leftSheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 500, height: 500))
        #expect(
            rightSheet.view.presentedFrameInWindow == Rect(x: 500, y: 0, width: 500, height: 500))
        split.fraction = 0.3
        split.window.advance(by: 1.0 / 120)
        #expect(leftSheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 300, height: 500))
        #expect(
            rightSheet.view.presentedFrameInWindow == Rect(x: 300, y: 0, width: 700, height: 500))
    }

    @Test("dismissing one context's presentation leaves the other's as it is")
    func independent() {
        let split = ContextSplit()
        let leftSheet = ContextSplit.presented(.overCurrentContext)
        let rightSheet = ContextSplit.presented(.overCurrentContext)
        split.left.present(leftSheet, animated: false)
        split.right.present(rightSheet, animated: true)
        split.window.advance(by: 1)
        split.left.dismiss(animated: true)
        split.window.advance(by: 1)
        #expect(leftSheet.presentingViewController == nil)
        #expect(rightSheet.presentingViewController === split.right)
        #expect(
            rightSheet.view.presentedFrameInWindow == Rect(x: 400, y: 0, width: 400, height: 600))
    }

    @Test("a touch outside a context's area reaches the rest of the window")
    func touchOutside() {
        let split = ContextSplit()
        var taps = 0
        split.right.view.addGestureRecognizer(
            TapGestureRecognizer { recognizer in if recognizer.state == .ended { taps += 1 } })
        let sheet = ContextSplit.presented(.overCurrentContext)
        split.left.present(sheet, animated: false)
        #expect(split.window.hitTest(Point(x: 100, y: 300))?.isDescendant(of: sheet.view) == true)
        split.window.tap(at: Point(x: 600, y: 300))
        split.window.advance(by: 0.2)
        #expect(taps == 1)
    }

    @Test(
        "a context controller removed while it presents: its presentations end at once",
        arguments: [ModalPresentationStyle.overCurrentContext, .currentContext])
    func contextRemoved(style: ModalPresentationStyle) {
        let split = ContextSplit()
        var completions = 0
        let sheet = ContextSplit.presented(style)
        split.left.present(sheet, animated: true) { completions += 1 }
        split.window.advance(by: 0.1)  // mid-presentation
        let rightSheet = ContextSplit.presented(.overCurrentContext)
        split.right.present(rightSheet, animated: false)
        let container = sheet.presentationController?.containerView
        split.left.willMove(toParent: nil)
        split.left.view.removeFromSuperview()
        split.left.removeFromParent()
        split.window.advance(by: 1.0 / 120)
        #expect(sheet.presentingViewController == nil)
        #expect(split.left.presentedViewController == nil)
        #expect(container?.window == nil)
        #expect(sheet.view.window == nil)
        #expect(split.left.view.superview == nil)  // not put back into the split view
        #expect(completions == 1)
        #expect(Diagnostics.warnings.contains { $0.contains("left the window") })
        #expect(rightSheet.presentingViewController === split.right)
        split.window.advance(by: 1)
        #expect(completions == 1)
    }

    @Test("a context area of zero size lays out without a crash, and grows back")
    func zeroArea() {
        let split = ContextSplit()
        split.fraction = 0
        split.window.advance(by: 1.0 / 120)
        let sheet = ContextSplit.presented(.overCurrentContext)
        split.left.present(sheet, animated: true)
        split.window.advance(by: 1)
        #expect(sheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 0, height: 600))
        split.fraction = 0.5
        split.window.advance(by: 1.0 / 120)
        #expect(sheet.view.presentedFrameInWindow == Rect(x: 0, y: 0, width: 400, height: 600))
    }
}
