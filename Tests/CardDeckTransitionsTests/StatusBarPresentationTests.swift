import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@MainActor
@Suite("The status bar follows presented controllers", .isolatedDiagnostics)
struct StatusBarPresentationTests {
    /// A controller whose status bar style, and the child it defers to, are chosen by the test.
    final class StyledController: ViewController {
        var style: StatusBarStyle
        var child: ViewController?

        init(_ style: StatusBarStyle) {
            self.style = style
            super.init()
        }

        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var childForStatusBarStyle: ViewController? { child }
    }

    /// A presentation over a black backdrop: dark-on-light text would vanish there.
    final class BackdropPresentationController: PresentationController {
        override func resolvedStatusBarStyle(_ style: StatusBarStyle) -> StatusBarStyle {
            style == .default ? .lightContent : style
        }
    }

    /// Vends ``BackdropPresentationController``.
    final class BackdropTransitioningDelegate: TransitioningDelegate {
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            BackdropPresentationController(
                presentedViewController: presented, presenting: presenting)
        }
    }

    /// A presentation style, whether the presented controller asks to capture, and who owns
    /// the status bar while it shows.
    struct CaptureRow: CustomTestStringConvertible, Sendable {
        let style: ModalPresentationStyle
        let captures: Bool
        let presentedOwns: Bool

        var testDescription: String {
            "\(style), \(captures ? "capturing" : "not capturing") → "
                + (presentedOwns ? "presented" : "presenter")
        }
    }

    nonisolated static let captureRows = [
        CaptureRow(style: .fullScreen, captures: false, presentedOwns: true),
        CaptureRow(style: .fullScreen, captures: true, presentedOwns: true),
        CaptureRow(style: .overFullScreen, captures: false, presentedOwns: false),
        CaptureRow(style: .overFullScreen, captures: true, presentedOwns: true),
    ]

    private func scene(root style: StatusBarStyle = .darkContent) -> (Window, StyledController) {
        let window = Window(size: Size(width: 390, height: 844))
        let root = StyledController(style)
        window.rootViewController = root
        return (window, root)
    }

    @Test("Documented defaults")
    func defaults() {
        #expect(!ViewController().modalPresentationCapturesStatusBarAppearance)
        let controller = PresentationController(
            presentedViewController: ViewController(), presenting: nil)
        for style in StatusBarStyle.allCases {
            #expect(controller.resolvedStatusBarStyle(style) == style)
        }
    }

    @Test(
        "A full-screen presentation owns the status bar from its start to the end of its dismissal",
        arguments: [StatusBarStyle.darkContent, .default])
    func fullScreenTimeline(rootStyle: StatusBarStyle) {
        let (window, root) = scene(root: rootStyle)
        #expect(window.statusBarStyle == rootStyle)
        let sheet = StyledController(.lightContent)
        root.present(sheet)
        #expect(window.statusBarStyle == .lightContent)  // before the first frame
        window.advance(by: 0.1)
        #expect(window.statusBarStyle == .lightContent)
        window.advance(by: 2)
        #expect(root.presentedViewController === sheet)
        #expect(window.statusBarStyle == .lightContent)
        var styleInCompletion: StatusBarStyle?
        sheet.dismiss { styleInCompletion = window.statusBarStyle }
        window.advance(by: 0.1)
        #expect(sheet.view.window === window)
        #expect(window.statusBarStyle == .lightContent)  // handed back only at the end
        root.setNeedsStatusBarAppearanceUpdate()  // as a presenter's viewWillAppear might
        #expect(window.statusBarStyle == .lightContent)
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(styleInCompletion == rootStyle)
        #expect(window.statusBarStyle == rootStyle)
    }

    @Test("Who owns the status bar, by style and capture", arguments: captureRows)
    func capture(row: CaptureRow) {
        let (window, root) = scene()
        let presented = StyledController(.lightContent)
        presented.modalPresentationStyle = row.style
        presented.modalPresentationCapturesStatusBarAppearance = row.captures
        root.present(presented)
        window.advance(by: 2)
        #expect(root.presentedViewController === presented)
        #expect(window.statusBarStyle == (row.presentedOwns ? .lightContent : .darkContent))
        presented.dismiss()
        window.advance(by: 2)
        #expect(window.statusBarStyle == .darkContent)
    }

    @Test("A presentation reversed before it ends hands the status bar back")
    func reversedPresentation() {
        let (window, root) = scene()
        let sheet = StyledController(.lightContent)
        var events: [String] = []
        root.present(sheet) { events.append("presented") }
        window.advance(by: 0.1)
        #expect(window.statusBarStyle == .lightContent)
        sheet.dismiss { events.append("dismissed") }
        window.advance(by: 2)
        #expect(events == ["presented", "dismissed"])
        #expect(root.presentedViewController == nil)
        #expect(window.statusBarStyle == .darkContent)
    }

    @Test("In a chain of presentations the front capturing one owns the status bar")
    func chain() {
        let (window, root) = scene()
        let first = StyledController(.lightContent)
        let second = StyledController(.default)
        second.modalPresentationStyle = .overFullScreen
        second.modalPresentationCapturesStatusBarAppearance = true
        root.present(first)
        window.advance(by: 2)
        first.present(second)
        #expect(window.statusBarStyle == .default)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .default)
        second.dismiss()
        window.advance(by: 2)
        #expect(window.statusBarStyle == .lightContent)
        // Dismissing low in the chain: as in UIKit, only the front one is dismissed with an
        // animation and the one between is removed; the front one keeps the status bar while
        // it slides away, then the root has it.
        first.present(second)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .default)
        root.dismiss()
        #expect(second.view.window != nil)
        #expect(window.statusBarStyle == .default)
        window.advance(by: 2)
        #expect(root.presentedViewController == nil)
        #expect(window.statusBarStyle == .darkContent)
    }

    @Test("A presentation made from a child is found through the child's parents")
    func presentedFromChild() {
        let (window, root) = scene()
        let child = StyledController(.default)
        root.addChild(child)
        root.view.addSubview(child.view)
        root.child = child
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .default)
        let sheet = StyledController(.lightContent)
        child.present(sheet)
        window.advance(by: 2)
        #expect(child.presentedViewController === sheet)
        #expect(window.statusBarStyle == .lightContent)
        sheet.dismiss()
        window.advance(by: 2)
        #expect(window.statusBarStyle == .default)
    }

    @Test("childForStatusBarStyle of the presented controller is honoured")
    func childOfPresented() {
        let (window, root) = scene()
        let container = StyledController(.default)
        let content = StyledController(.lightContent)
        container.addChild(content)
        container.child = content
        root.present(container)
        #expect(window.statusBarStyle == .lightContent)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test("A presentation controller maps the presented controller's style")
    func resolvedByPresentationController() {
        let (window, root) = scene()
        let delegate = BackdropTransitioningDelegate()
        let card = StyledController(.default)
        card.modalPresentationStyle = .custom
        card.modalPresentationCapturesStatusBarAppearance = true
        card.transitioningDelegate = delegate
        root.present(card)
        #expect(card.presentationController is BackdropPresentationController)
        #expect(window.statusBarStyle == .lightContent)
        window.advance(by: 2)
        #expect(window.statusBarStyle == .lightContent)
        card.style = .darkContent
        card.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .darkContent)  // other styles pass unchanged
        card.dismiss()
        window.advance(by: 2)
        #expect(window.statusBarStyle == .darkContent)
        // Without capture the mapping is not asked: the root's .default stays .default.
        root.style = .default
        card.style = .default
        card.modalPresentationCapturesStatusBarAppearance = false
        root.present(card)
        window.advance(by: 2)
        #expect(root.presentedViewController === card)
        #expect(window.statusBarStyle == .default)
    }

    @Test("setNeedsStatusBarAppearanceUpdate on the presented controller updates the window")
    func updateFromPresented() {
        let (window, root) = scene()
        let sheet = StyledController(.lightContent)
        root.present(sheet)
        window.advance(by: 2)
        sheet.style = .default
        #expect(window.statusBarStyle == .lightContent)  // not asked to update yet
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .default)
        // The covered presenter no longer decides.
        root.style = .lightContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .default)
    }
}
