/// The xterm 256-colour palette's colour cube and grey ramp, for terminals without true colour.
///
/// Entries 16…231 are a 6×6×6 cube with the channel levels 0, 95, 135, 175, 215, 255; entries
/// 232…255 are greys from 8 to 238 in steps of 10. The first 16 entries are left alone, since
/// every terminal theme redefines them.
enum Palette256 {
    private static let levels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The palette entry nearest to a colour, by squared distance in sRGB.
    static func index(of color: TerminalRGB) -> UInt8 {
        let r = nearestLevel(color.red)
        let g = nearestLevel(color.green)
        let b = nearestLevel(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cube = TerminalRGB(red: levels[r], green: levels[g], blue: levels[b])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(max((average - 8 + 5) / 10, 0), 23)
        let grey = UInt8(8 + 10 * step)
        let greyColor = TerminalRGB(red: grey, green: grey, blue: grey)
        return distance(color, greyColor) < distance(color, cube)
            ? UInt8(232 + step) : UInt8(cubeIndex)
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

    private static func nearestLevel(_ value: UInt8) -> Int {
        var best = 0
        for (index, level) in levels.enumerated()
        where abs(Int(level) - Int(value)) < abs(Int(levels[best]) - Int(value)) {
            best = index
        }
        return best
    }

    private static func distance(_ a: TerminalRGB, _ b: TerminalRGB) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
