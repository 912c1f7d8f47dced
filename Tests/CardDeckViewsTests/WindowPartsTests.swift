import CardDeckTesting
import CardDeckViews
import Testing

/// The window's public parts and the forwarders that keep the window's own API.
@MainActor
@Suite("Window parts", .isolatedDiagnostics)
struct WindowPartsTests {
    @Test("The window's members and its parts' answer the same")
    func forwardersAgree() {
        let window = Window(size: Size(width: 200, height: 400))
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        window.root.addSubview(field)
        window.frameRate = 60
        field.becomeFirstResponder()
        window.advance(by: 1)
        #expect(
            window.frameLoop.frameRate == 60 && window.frameCount == window.frameLoop.frameCount)
        #expect(window.keyboard.firstResponder === field && window.firstResponder === field)
        #expect(window.keyboard.frame != nil && window.keyboardFrame == window.keyboard.frame)
        window.post(.announcement("hello"))
        #expect(window.accessibility.announcements == ["hello"])
        #expect(window.accessibilityAnnouncementCount == 1)
    }

    @Test("A part kept past its window answers as empty instead of trapping")
    func partsOutliveTheirWindow() {
        var window: Window? = Window(size: Size(width: 100, height: 100))
        let keyboard = window?.keyboard
        let accessibility = window?.accessibility
        let loop = window?.frameLoop
        window = nil

        #expect(keyboard?.firstResponder == nil)
        #expect(keyboard?.layoutGuide.layoutFrame == .zero)
        #expect(accessibility?.elements.isEmpty == true)
        #expect(accessibility?.focusedElement == nil)
        #expect(loop?.isIdle == true)
        loop?.advance(by: 1)
        #expect(loop?.frameCount == 0)
    }
}
