import Testing

@testable import CardDeckWeb

/// The page's text names fallbacks for emoji and symbols after its text fonts: without them a
/// browser whose text font lacks ⏮ ⏸ ⏭ or 👍 may draw empty boxes (issue 29, seen in Chromium
/// on Debian before its emoji font was named and installed).
@Suite("The web page's fonts fall back to emoji and symbol fonts")
struct WebPageFontTests {
    /// Every `font-family` or `font` declaration in the page's style sheet.
    private var fontStacks: [Substring] {
        let style =
            WebPage.html.split(separator: "<style>").dropFirst().first?
            .split(separator: "</style>").first ?? ""
        return style.split(separator: ";").filter {
            $0.contains("font-family:") || $0.contains("font:")
        }
    }

    @Test("each font stack names the emoji and symbol fonts of Apple, Windows and Debian")
    func fallbacks() {
        #expect(fontStacks.count >= 2, "the page's text and its status line")
        for stack in fontStacks {
            for font in [
                "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji",
            ] {
                #expect(stack.contains("\"\(font)\""), "\(font) missing from \(stack)")
            }
        }
    }
}
