import CardDeckTesting
import Testing

@testable import CardDeckTerminal

@Suite("The 256-colour palette", .isolatedDiagnostics)
struct Palette256Tests {
    @Test("every palette colour maps to itself")
    func entriesMapToThemselves() {
        for index in UInt8(16)...255 {
            let color = Palette256.color(at: index)
            #expect(Palette256.snapped(color) == color, "entry \(index)")
        }
    }

    /// Colours from the showcase and what the palette must not do to them.
    @Test(
        arguments: [
            // A pale blue button keeps a tint instead of turning grey.
            (TerminalRGB(red: 0xE7, green: 0xF0, blue: 0xFD), "tinted"),
            // A pale pink product photo keeps its tint.
            (TerminalRGB(red: 0xFF, green: 0xD6, blue: 0xD9), "tinted"),
            // A cream card stays warm: the least colourful entry near it is pale cyan (215, 255,
            // 255), the opposite hue.
            (TerminalRGB(red: 0xFC, green: 0xF7, blue: 0xEB), "tinted"),
            // A barely pink background, likewise.
            (TerminalRGB(red: 0xFF, green: 0xEE, blue: 0xEE), "tinted"),
            // A dark indigo card never turns magenta or purple.
            (TerminalRGB(red: 0x3C, green: 0x2A, blue: 0x63), "not loud"),
            // A dark blue-teal: the nearest entry channel by channel is a loud navy, (0, 0, 95).
            (TerminalRGB(red: 0, green: 45, blue: 72), "not loud"),
            // A dimmed blue header never turns magenta.
            (TerminalRGB(red: 67, green: 95, blue: 132), "not loud"),
        ])
    func keepsTheCharacter(color: TerminalRGB, rule: String) {
        let shown = Palette256.snapped(color)
        let lab = Palette256.oklab(color)
        let shownLab = Palette256.oklab(shown)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let shownChroma = (shownLab.a * shownLab.a + shownLab.b * shownLab.b).squareRoot()
        switch rule {
        case "tinted":
            #expect(shownChroma >= Palette256.tintChroma, "\(color) became \(shown)")
            // The same side of the hue circle: within 90° of the colour's hue.
            #expect(lab.a * shownLab.a + lab.b * shownLab.b > 0, "\(color) became \(shown)")
        default:
            #expect(shownChroma <= chroma + 0.02, "\(color) became \(shown)")
            #expect(shown.red < 130 || shown.green > 60, "\(color) became \(shown)")
        }
    }

    @Test("greys map to greys, and saturated colours to their hue")
    func greysAndHues() {
        for value in stride(from: 0, through: 255, by: 17) {
            let shown = Palette256.snapped(
                TerminalRGB(red: UInt8(value), green: UInt8(value), blue: UInt8(value)))
            #expect(shown.red == shown.green && shown.green == shown.blue, "grey \(value)")
        }
        #expect(
            Palette256.snapped(TerminalRGB(red: 24, green: 119, blue: 242))
                == TerminalRGB(red: 0, green: 135, blue: 255))
        #expect(
            Palette256.snapped(TerminalRGB(red: 255, green: 202, blue: 58))
                == TerminalRGB(red: 255, green: 215, blue: 95))
    }
}
