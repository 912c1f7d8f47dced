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

    override func layoutSubviews() {
        let width = bounds.width
        let keyWidth = max((width - 6 - 9 * 6) / 10, 0)
        let keyHeight = 42.0
        var index = 0
        for (rowIndex, row) in Self.rows.enumerated() {
            let rowWidth = Double(row.count) * keyWidth + Double(row.count - 1) * 6
            var x = (width - rowWidth) / 2
            let y = 10 + Double(rowIndex) * (keyHeight + 12)
            for _ in row {
                subviews[index].frame = Rect(x: x, y: y, width: keyWidth, height: keyHeight)
                x += keyWidth + 6
                index += 1
            }
        }
        let spaceY = 10 + 3 * (keyHeight + 12)
        subviews[index].frame = Rect(
            x: width * 0.25, y: spaceY, width: width * 0.5, height: keyHeight)
    }
}
