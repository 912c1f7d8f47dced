/// The window's software keyboard as drawn: a grey panel with three rows of letter keys and a
/// space bar, in front of everything else in the window. The window adds and removes it; hosts
/// draw it like any other node.
///
/// As UIKit's keyboard, which is a window of its own above the app's, it takes every touch
/// that lands on it: a tap on a key types the key into the first responder, and no touch on
/// the keyboard reaches the views behind it (it ``ViewNode/isolatesTouches``).
final class KeyboardView: ViewNode {
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// What each key types, in the order of the key nodes: the letters, then the space bar.
    private static let characters = Array(rows.joined()) + [" "]

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        isolatesTouches = true
        backgroundColor = Color(red: 0.82, green: 0.83, blue: 0.85)
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in
                guard let self, tap.state == .ended else { return }
                type(at: tap.location(in: self))
            })
        for row in Self.rows {
            for letter in row {
                let key = ViewNode()
                key.backgroundColor = .white
                key.cornerRadius = 5
                key.text = TextContent(String(letter), fontSize: 22, alignment: .center)
                addSubview(key)
            }
        }
        let space = ViewNode()
        space.backgroundColor = .white
        space.cornerRadius = 5
        space.text = TextContent("space", fontSize: 16, alignment: .center)
        addSubview(space)
    }

    /// Types the key under `point` (in the keyboard's coordinates) into the first responder;
    /// between keys, nothing. The press goes to the responder directly, not through the
    /// window: the touch is the input, and a recording holds it already.
    private func type(at point: Point) {
        guard let index = subviews.firstIndex(where: { $0.frame.contains(point) }),
            index < Self.characters.count
        else { return }
        _ = window?.firstResponder?.pressesBegan(.character(Self.characters[index]))
    }

    /// The space between two keys of a row, in points: 8, so that a host sampling 8-point
    /// pixels at their centres (a terminal) finds a pixel of it wherever it falls; iOS's 6
    /// fell between pixel centres for some keys, which merged into blocks.
    static let keyGap = 8.0

    override func layoutSubviews() {
        let width = bounds.width
        let gap = Self.keyGap
        let keyWidth = max((width - 6 - 9 * gap) / 10, 0)
        // Four rows 54 pt apart (42 pt keys, 12 pt gaps) where they fit, as in portrait; a
        // shorter keyboard (landscape, a small window) shrinks the rows to fit its height.
        let pitch = max(min(54, (bounds.height - 20) / 4), 0)
        let keyHeight = pitch * 42 / 54
        let fontSize = max(min(22, keyHeight * 0.55), 1)
        var index = 0
        for (rowIndex, row) in Self.rows.enumerated() {
            let rowWidth = Double(row.count) * keyWidth + Double(row.count - 1) * gap
            var x = (width - rowWidth) / 2
            let y = 10 + Double(rowIndex) * pitch
            for _ in row {
                let key = subviews[index]
                key.frame = Rect(x: x, y: y, width: keyWidth, height: keyHeight)
                if key.text?.fontSize != fontSize { key.text?.fontSize = fontSize }
                x += keyWidth + gap
                index += 1
            }
        }
        let space = subviews[index]
        space.frame = Rect(
            x: width * 0.25, y: 10 + 3 * pitch, width: width * 0.5, height: keyHeight)
        let spaceFont = max(min(16, keyHeight * 0.4), 1)
        if space.text?.fontSize != spaceFont { space.text?.fontSize = spaceFont }
    }
}
