import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Window status bar through StatusBarAppearanceCapturing", .isolatedDiagnostics)
struct WindowStatusBarCaptureTests {
    /// A controller whose status bar style is chosen by the test.
    final class StyledController: ViewController {
        var style: StatusBarStyle

        init(_ style: StatusBarStyle) {
            self.style = style
            super.init()
        }

        override var preferredStatusBarStyle: StatusBarStyle { style }
    }

    /// A stand-in for a presentation controller: captures for `controller`, maps with `map`.
    final class FakePresentation: ContentContainer, StatusBarAppearanceCapturing {
        var statusBarAppearanceController: ViewController?
        var map: (StatusBarStyle) -> StatusBarStyle = { $0 }
        var preferredContentSize: Size { .zero }

        init(capturing controller: ViewController?) {
            statusBarAppearanceController = controller
        }

        func resolvedStatusBarStyle(_ style: StatusBarStyle) -> StatusBarStyle { map(style) }
    }

    /// A presented content container that knows nothing of the status bar.
    final class PlainContainer: ContentContainer {
        var preferredContentSize: Size { .zero }
    }

    @Test("Only a capturing presentation takes over, through its mapping")
    func capture() {
        let window = Window(size: Size(width: 390, height: 844))
        let root = StyledController(.darkContent)
        window.rootViewController = root
        let presented = StyledController(.default)
        let plain = PlainContainer()
        root.presentedContentContainer = plain
        window.updateStatusBarStyle()
        #expect(window.statusBarStyle == .darkContent)
        let presentation = FakePresentation(capturing: nil)
        presentation.map = { $0 == .default ? .lightContent : $0 }
        root.presentedContentContainer = presentation
        window.updateStatusBarStyle()
        #expect(window.statusBarStyle == .darkContent)  // not capturing
        presentation.statusBarAppearanceController = presented
        window.updateStatusBarStyle()
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test("Presentations that capture each other in a loop stop with a warning")
    func loop() {
        let window = Window(size: Size(width: 390, height: 844))
        let root = StyledController(.darkContent)
        let other = StyledController(.lightContent)
        let toOther = FakePresentation(capturing: other)
        let toRoot = FakePresentation(capturing: root)
        root.presentedContentContainer = toOther
        other.presentedContentContainer = toRoot
        Diagnostics.removeAll()
        window.rootViewController = root
        #expect(Diagnostics.warnings.count == 1)
        #expect(Diagnostics.warnings.last?.contains("loop") == true)
        #expect(window.statusBarStyle == .lightContent)
    }
}
