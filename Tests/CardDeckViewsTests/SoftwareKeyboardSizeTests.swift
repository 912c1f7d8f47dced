import CardDeckTesting
import Testing

@testable import CardDeckViews

/// The drawn keyboard is sized by the window, as an iPhone's is (issue 29, item 6): shorter in
/// landscape, so an 844 × 390 window keeps room above it.
@MainActor
@Suite("Software keyboard sized by the window", .isolatedDiagnostics)
struct SoftwareKeyboardSizeTests {
    /// Window size → standard keyboard height, points.
    nonisolated static let heights: [(Size, Double)] = [
        (Size(width: 390, height: 844), 336),  // Face ID iPhone, portrait
        (Size(width: 430, height: 932), 336),
        (Size(width: 390, height: 812), 336),
        (Size(width: 390, height: 800), 336),  // a browser's 844 px viewport less its status line
        (Size(width: 414, height: 736), 291),
        (Size(width: 375, height: 667), 291),  // Touch ID iPhone, portrait
        (Size(width: 844, height: 390), 209),  // landscape
        (Size(width: 667, height: 375), 209),
        (Size(width: 844, height: 368), 209),  // a browser's landscape viewport
        (Size(width: 200, height: 200), 120),  // below a phone: 60 % of the height
        (Size(width: 300, height: 100), 60),
        (Size(width: -5, height: -1), 0),
    ]

    @Test("the standard height follows the window's shape", arguments: heights)
    func standardHeight(size: Size, expected: Double) {
        #expect(SoftwareKeyboardSize.standardHeight(for: size) == expected)
    }

    @Test("a landscape window's keyboard leaves the reply field room; rotating resizes it")
    func rotation() {
        let window = Window(size: Size(width: 844, height: 390))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        window.root.addSubview(field)
        window.advance(by: 1.0 / 120)
        #expect(field.becomeFirstResponder())
        window.advance(by: 0.5)
        #expect(window.keyboardFrame == Rect(x: 0, y: 181, width: 844, height: 209))
        #expect(window.softwareKeyboardHeight == 209)
        window.resize(to: Size(width: 390, height: 844))
        window.advance(by: 0.5)
        #expect(window.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        let keys = window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" }
        #expect(keys?.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test("the drawn keys fit a short keyboard: the space bar ends above its bottom")
    func keysFit() throws {
        let window = Window(size: Size(width: 844, height: 390))
        let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
        window.root.addSubview(field)
        window.advance(by: 1.0 / 120)
        #expect(field.becomeFirstResponder())
        window.advance(by: 0.5)
        let keys = try #require(
            window.root.subviews.first { $0.accessibilityIdentifier == "keyboard" })
        let lowest = keys.subviews.map(\.frame.maxY).max() ?? .infinity
        #expect(lowest <= keys.bounds.height)
    }

    @Test("a fixed height and none still work through softwareKeyboardHeight")
    func fixedAndNone() {
        let window = Window(size: Size(width: 844, height: 390))
        window.softwareKeyboardHeight = 150
        #expect(window.keyboard.softwareKeyboardSize == .fixed(150))
        #expect(window.softwareKeyboardHeight == 150)
        window.softwareKeyboardHeight = nil
        #expect(window.keyboard.softwareKeyboardSize == SoftwareKeyboardSize.none)
        window.keyboard.softwareKeyboardSize = .standard
        #expect(window.softwareKeyboardHeight == 209)
    }
}
