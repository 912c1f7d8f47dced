import CardDeckTesting
import Testing

@testable import CardDeckViews

/// `view.keyboardLayoutGuide`: the window's guide in the view's own coordinates.
@MainActor
@Suite("A view's keyboard layout guide", .isolatedDiagnostics)
struct ViewKeyboardLayoutGuideTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        /// The view's frame in the window's root; `nil` for a view in no window.
        let frame: Rect?
        /// The keyboard's frame in the window, or `nil` for none.
        let keyboard: Rect?
        let expected: Rect
        var testDescription: String { name }
    }

    nonisolated static let full = Rect(x: 0, y: 0, width: 390, height: 844)
    nonisolated static let inset = Rect(x: 20, y: 100, width: 350, height: 600)
    nonisolated static let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    nonisolated static let rows = [
        Row(
            name: "full-window view, no keyboard: the bottom safe area", frame: full,
            keyboard: nil, expected: Rect(x: 0, y: 810, width: 390, height: 34)),
        Row(
            name: "full-window view, keyboard: the keyboard", frame: full, keyboard: keyboard,
            expected: keyboard),
        Row(
            name: "inset view, no keyboard: in its coordinates", frame: inset, keyboard: nil,
            expected: Rect(x: -20, y: 710, width: 390, height: 34)),
        Row(
            name: "inset view, keyboard: in its coordinates", frame: inset, keyboard: keyboard,
            expected: Rect(x: -20, y: 408, width: 390, height: 336)),
        Row(
            name: "a view in no window: a zero-height strip along its bottom", frame: nil,
            keyboard: nil, expected: Rect(x: 0, y: 300, width: 200, height: 0)),
    ]

    @Test("the guide is the window's, expressed in the view's bounds", arguments: rows)
    func guide(row: Row) {
        let window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let view = ViewNode(frame: row.frame ?? Rect(x: 0, y: 0, width: 200, height: 300))
        if row.frame != nil { window.root.addSubview(view) }
        window.softwareKeyboardHeight = nil
        window.setKeyboardFrame(row.keyboard, animationDuration: 0)
        #expect(view.keyboardLayoutGuide.layoutFrame == row.expected)
    }

    @Test("a view that leaves its window gets the strip along its bottom")
    func leavesWindow() {
        let window = Window(size: Size(width: 390, height: 844))
        let view = ViewNode(frame: Rect(x: 0, y: 44, width: 390, height: 800))
        window.root.addSubview(view)
        window.setKeyboardFrame(Rect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0)
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == 464)
        view.removeFromSuperview()
        #expect(view.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 800, width: 390, height: 0))
    }

    @Test("layout that reads a view's guide moves with the keyboard")
    func layoutFollows() {
        let window = Window(size: Size(width: 390, height: 844))
        let content = ViewNode(frame: Rect(x: 0, y: 44, width: 390, height: 800))
        let footer = ViewNode()
        content.addSubview(footer)
        window.root.addSubview(content)
        content.layout = { view in
            let bottom = view.keyboardLayoutGuide.layoutFrame.minY
            footer.frame = Rect(x: 0, y: bottom - 50, width: 390, height: 50)
        }
        content.setNeedsLayout()
        window.advance(by: 1.0 / 120)
        #expect(footer.frame.minY == 750)
        window.setKeyboardFrame(Rect(x: 0, y: 508, width: 390, height: 336))
        window.advance(by: 1)
        #expect(footer.frame.minY == 414)
    }
}
