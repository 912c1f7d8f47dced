import Foundation
import Synchronization

/// The xterm 256-colour palette's colour cube and grey ramp, for terminals without true colour.
///
/// Entries 16…231 are a 6×6×6 cube with the channel levels 0, 95, 135, 175, 215, 255; entries
/// 232…255 are greys from 8 to 238 in steps of 10. The first 16 entries are left alone, since
/// every terminal theme redefines them.
///
/// A colour maps to the entry that looks nearest, measured in Oklab (a space where equal
/// distances look about equally different) as differences of lightness, chroma and hue:
/// lightness and hue count twice, and an entry more colourful than the colour counts its extra
/// chroma eight times, so a muted colour never turns into a loud one (a dark indigo into
/// magenta, as the channel-by-channel nearest entry can). A light colour with a visible tint
/// (Oklab lightness ≥ 0.75 and chroma ≥ 0.012: a pale blue button, a tinted card) never maps to
/// a grey, nor to an entry whose hue lies more than 90° away (a cream card to pale cyan, a pale
/// pink to pale cyan, as the chroma penalty alone allows), so the tint stays. Results are kept in
/// a small cache.
enum Palette256 {
    private static let levels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The chroma (in Oklab) from which a colour counts as tinted, and below which an entry
    /// counts as grey.
    static let tintChroma: Float = 0.012

    /// How much differences of lightness and hue count against one of chroma, and how much
    /// chroma an entry has beyond the colour's.
    static let lightnessWeight: Float = 2
    static let hueWeight: Float = 2
    static let extraChromaWeight: Float = 8
    /// The lightness from which a tinted colour keeps its tint.
    static let tintLightness: Float = 0.75

    /// Oklab coordinates and chroma of entries 16…255.
    private static let entries: [(l: Float, a: Float, b: Float, chroma: Float)] = (16...255).map {
        index in
        let lab = oklab(color(at: UInt8(index)))
        return (lab.l, lab.a, lab.b, (lab.a * lab.a + lab.b * lab.b).squareRoot())
    }

    /// The palette entry that looks nearest to a colour: 16…255.
    static func index(of color: TerminalRGB) -> UInt8 {
        let key = color.packed
        let slot = PaletteCacheTable.slot(of: key)
        if let cached = cache.withLock({ $0.value(at: slot, for: key) }) { return cached }
        let lab = oklab(color)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let tinted = chroma >= tintChroma && lab.l >= tintLightness
        var best = 0
        var bestDistance = Float.infinity
        for (offset, entry) in entries.enumerated()
        where !tinted || (entry.chroma >= tintChroma && entry.a * lab.a + entry.b * lab.b > 0) {
            let dl = entry.l - lab.l
            let dc = entry.chroma - chroma
            let da = entry.a - lab.a
            let db = entry.b - lab.b
            // The hue difference's square: what the a, b distance leaves after chroma.
            let dh = max(da * da + db * db - dc * dc, 0)
            let distance =
                lightnessWeight * dl * dl + (dc > 0 ? extraChromaWeight : 1) * dc * dc
                + hueWeight * dh
            if distance < bestDistance {
                bestDistance = distance
                best = offset
            }
        }
        let index = UInt8(16 + best)
        cache.withLock { $0.store(index, at: slot, for: key) }
        return index
    }

    /// The colour of a palette entry from ``index(of:)``: 16…255.
    static func color(at index: UInt8) -> TerminalRGB {
        if index >= 232 {
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return TerminalRGB(red: grey, green: grey, blue: grey)
        }
        let cube = max(Int(index), 16) - 16
        return TerminalRGB(
            red: levels[cube / 36], green: levels[(cube / 6) % 6], blue: levels[cube % 6])
    }

    /// The colour as the palette shows it.
    static func snapped(_ color: TerminalRGB) -> TerminalRGB {
        self.color(at: index(of: color))
    }

    /// The entries remembered: a direct-mapped table of 4,096 slots, so a lookup is a multiply,
    /// a shift and a compare — no hashing — and a colour that collides with another simply
    /// takes its slot.
    private static let cache = Mutex(PaletteCacheTable())

    /// A colour in Oklab (Björn Ottosson's perceptual colour space): lightness 0…1 and the two
    /// opponent axes.
    static func oklab(_ color: TerminalRGB) -> (l: Float, a: Float, b: Float) {
        func linear(_ channel: UInt8) -> Float {
            let value = Float(channel) / 255
            return value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red)
        let g = linear(color.green)
        let b = linear(color.blue)
        let l = cbrtf(0.412_221_47 * r + 0.536_332_54 * g + 0.051_445_99 * b)
        let m = cbrtf(0.211_903_5 * r + 0.680_699_5 * g + 0.107_396_96 * b)
        let s = cbrtf(0.088_302_46 * r + 0.281_718_84 * g + 0.629_978_7 * b)
        return (
            0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s,
            1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s,
            0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s
        )
    }
}
