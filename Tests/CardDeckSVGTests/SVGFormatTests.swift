import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeckSVG

@Suite("SVG number, colour and text formatting", .isolatedDiagnostics)
struct SVGFormatTests {
    @Test(
        "numbers keep at most two decimals, drop trailing zeros and never write -0 or nan",
        arguments: [
            (16.0, "16"), (0.5, "0.5"), (0.25, "0.25"), (-3.25, "-3.25"), (1.005, "1"),
            (2.499, "2.5"), (-0.001, "0"), (-0.0, "0"), (0.004, "0"), (0.006, "0.01"),
            (12.10, "12.1"), (1e12, "1000000000"), (-Double.infinity, "-1000000000"),
            (Double.infinity, "1000000000"), (Double.nan, "0"), (844, "844"),
        ])
    func numbers(value: Double, expected: String) {
        #expect(SVGFormat.number(value) == expected)
    }

    @Test("other precisions")
    func precisions() {
        #expect(SVGFormat.number(0.5125, decimals: 3) == "0.513")
        #expect(SVGFormat.number(0.70710678, decimals: 4) == "0.7071")
        #expect(SVGFormat.number(0.05, decimals: 4) == "0.05")
        #expect(SVGFormat.number(2.6, decimals: 0) == "3")
    }

    @Test("opacities keep three decimals and are clamped into 0…1")
    func opacities() {
        #expect(SVGFormat.opacity(0.512) == "0.512")
        #expect(SVGFormat.opacity(0.8) == "0.8")
        #expect(SVGFormat.opacity(1.5) == "1")
        #expect(SVGFormat.opacity(-0.2) == "0")
        #expect(SVGFormat.opacity(.nan) == "0")
    }

    @Test("colours are #RRGGBB, clamped into 0…1 even after arithmetic")
    func colours() {
        #expect(SVGFormat.hex(Color(hex: 0x1C1C1E)) == "#1C1C1E")
        #expect(SVGFormat.hex(.white) == "#FFFFFF")
        #expect(SVGFormat.hex(Color(red: 1, green: 0.5, blue: 0)) == "#FF8000")
        // Arithmetic leaves components outside 0…1, as an overshooting spring does.
        #expect(SVGFormat.hex(Color.white + Color.white) == "#FFFFFF")
        #expect(SVGFormat.hex(Color.black - Color.white) == "#000000")
    }

    @Test(
        "text is escaped for XML; emoji and combining marks are kept; forbidden characters go",
        arguments: [
            ("a & b", "a &amp; b"), ("<g>", "&lt;g&gt;"), ("\"it's\"", "&quot;it&apos;s&quot;"),
            ("👋🏽 café e\u{301}", "👋🏽 café e\u{301}"), ("bell\u{7}", "bell\u{FFFD}"),
            ("nul\u{0}", "nul\u{FFFD}"), ("tab\tline", "tab\tline"), ("\u{FFFE}", "\u{FFFD}"),
        ])
    func escaping(text: String, expected: String) {
        #expect(SVGFormat.escaped(text) == expected)
    }
}
