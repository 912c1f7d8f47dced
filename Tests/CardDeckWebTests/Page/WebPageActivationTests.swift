import Testing

@testable import CardDeckWeb

/// The page's runtime turns a click with no press before it (a screen reader's activate,
/// `element.click()`) into a tap, and finishes every press it sent (issue 30, item 1: the
/// release of a press the page could not capture was dropped, leaving the engine's touch
/// down). The behaviour itself is checked in Chromium by `Scripts/browser_a11y.py`; these
/// read the script.
@Suite("The web page activates elements and finishes every press")
struct WebPageActivationTests {
    /// The page's script, between its `<script>` tags.
    private var script: Substring {
        WebPage.html.split(separator: "<script>").dropFirst().first?
            .split(separator: "</script>").first ?? ""
    }

    /// The body of the listener the page adds for `event` on its window element.
    private func listener(_ event: String) -> Substring? {
        guard let start = script.range(of: "host.addEventListener(\"\(event)\"") else { return nil }
        let rest = script[start.upperBound...]
        let end = rest.range(of: "\n          });")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test("a click is a press and a release at the centre of the element it names")
    func clickTaps() throws {
        let click = try #require(listener("click"))
        #expect(click.contains("getBoundingClientRect"))
        #expect(click.contains("k: \"b\"") && click.contains("k: \"e\""))
        #expect(click.contains("releasedAt"), "a click after a real press is that press's tap")
    }

    @Test(
        "every press sent ends in a release or a cancel, whether or not it was captured",
        arguments: ["pointerup", "pointercancel", "lostpointercapture"])
    func pressesFinish(event: String) {
        #expect(listener(event) != nil, "no \(event) listener")
        #expect(!script.contains("hasPointerCapture"), "a release gated on capture is dropped")
    }

    @Test("a press the page cannot capture is still sent, and the page losing focus cancels it")
    func uncapturedPress() throws {
        let press = try #require(listener("pointerdown"))
        #expect(press.contains("try { host.setPointerCapture(e.pointerId); } catch {}"))
        #expect(script.contains("addEventListener(\"blur\", cancelAll)"))
    }
}
