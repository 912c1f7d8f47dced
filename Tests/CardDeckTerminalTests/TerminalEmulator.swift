import CardDeckTerminal

/// A minimal terminal, just enough to replay what a ``TerminalRenderer`` writes: CSI cursor
/// position and forward, SGR colours and weight, erase display, REP (repeat the last
/// character) and ECH (erase characters in the background colour, the cursor staying), CR, LF
/// and UTF-8 glyphs, with wide glyphs taking two cells and autowrap off.
struct TerminalEmulator {
    struct Cell: Hashable {
        var glyph = " "
        var foreground = TerminalRGB.black
        var background = TerminalRGB.black
        var isContinuation = false
    }

    let columns: Int
    let rows: Int
    /// Whether REP repeats only an ASCII character, as tmux 3.3a's does.
    var repeatsOnlyASCII = false
    /// The cells a glyph takes, when the terminal played measures differently: 0 draws
    /// nothing; a glyph wider than 2 covers the cells after it. Default `nil`: emoji shown
    /// as emoji by default, flags and CJK ideographs take 2, everything else 1.
    var glyphWidth: ((String) -> Int)?
    private(set) var cells: [Cell]
    private var row = 0
    private var column = 0
    private var foreground = TerminalRGB.black
    private var background = TerminalRGB.black
    private var pending: [UInt8] = []
    private var lastGlyph: String?

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    mutating func feed(_ bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard
                    let end = pending[index...].firstIndex(where: {
                        (0x40...0x7E).contains($0) && $0 != 0x5B
                    })
                else { break }
                let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
                control(
                    pending[end],
                    parameters.split(separator: ";", omittingEmptySubsequences: false).map {
                        Int($0) ?? 0
                    })
                index = end + 1
            } else if byte == 0x0D {
                column = 0
                index += 1
            } else if byte == 0x0A {
                row = min(row + 1, rows - 1)
                index += 1
            } else {
                // A run of text up to the next control byte, split into grapheme clusters as
                // Swift (and a modern terminal) splits it.
                var end = index
                while end < pending.count, ![0x1B, 0x0D, 0x0A].contains(pending[end]) { end += 1 }
                for glyph in String(decoding: pending[index..<end], as: UTF8.self) {
                    put(String(glyph))
                }
                index = end
            }
        }
        pending.removeFirst(index)
    }

    private mutating func put(_ glyph: String) {
        lastGlyph = glyph
        let width = glyphWidth?(glyph) ?? glyph.first.map(Self.width) ?? 1
        guard row < rows, column < columns, width > 0 else { return }
        cells[row * columns + column] = Cell(
            glyph: glyph, foreground: foreground, background: background)
        for next in (column + 1)..<min(column + width, columns) {
            cells[row * columns + next] = Cell(
                glyph: "", foreground: foreground, background: background, isContinuation: true)
        }
        column = min(column + width, columns)
    }

    private static func width(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 1 }
        if first.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(first.value) {
            return 2
        }
        if (0x4E00...0x9FFF).contains(first.value) { return 2 }
        return 1
    }

    private mutating func control(_ final: UInt8, _ parameters: [Int]) {
        switch final {
        case 0x48:  // H
            row = max((parameters.first ?? 1), 1) - 1
            column = max((parameters.count > 1 ? parameters[1] : 1), 1) - 1
        case 0x43:  // C
            column = min(column + max(parameters.first ?? 1, 1), columns - 1)
        case 0x62:  // b: repeat the last character
            if let lastGlyph, !repeatsOnlyASCII || lastGlyph.utf8.count == 1 {
                for _ in 0..<max(parameters.first ?? 1, 1) { put(lastGlyph) }
            }
        case 0x58:  // X: erase characters, in the background colour
            let count = max(parameters.first ?? 1, 1)
            for offset in 0..<count where column + offset < columns {
                cells[row * columns + column + offset] = Cell(glyph: " ", background: background)
            }
        case 0x4A:  // J
            for index in cells.indices { cells[index] = Cell(glyph: " ", background: background) }
        case 0x6D:  // m
            var index = 0
            while index < parameters.count {
                switch parameters[index] {
                case 0:
                    foreground = .black
                    background = .black
                case 38, 48:
                    let color = TerminalRGB(
                        red: UInt8(parameters[index + 2]), green: UInt8(parameters[index + 3]),
                        blue: UInt8(parameters[index + 4]))
                    if parameters[index] == 38 { foreground = color } else { background = color }
                    index += 4
                default: break
                }
                index += 1
            }
        default: break
        }
    }

    /// The first cell that does not show what the screen holds, described; `nil` when all do.
    func firstMismatch(with screen: TerminalScreen) -> String? {
        for row in 0..<rows {
            for column in 0..<columns {
                guard let expected = screen.cell(column: column, row: row) else { return "size" }
                let shown = cells[row * columns + column]
                let ok: Bool
                switch expected.content {
                case .pixels:
                    switch shown.glyph {
                    case " ":
                        ok =
                            expected.upper == shown.background && expected.lower == shown.background
                    case "▀":
                        ok =
                            expected.upper == shown.foreground && expected.lower == shown.background
                    case "▄":
                        ok =
                            expected.lower == shown.foreground && expected.upper == shown.background
                    default: ok = false
                    }
                case .glyph(let glyph, _):
                    ok =
                        shown.glyph == glyph && shown.foreground == expected.foreground
                        && shown.background == expected.glyphBackground
                case .continuation:
                    ok = shown.isContinuation
                }
                if !ok { return "cell \(column),\(row): expected \(expected), shown \(shown)" }
            }
        }
        return nil
    }
}
