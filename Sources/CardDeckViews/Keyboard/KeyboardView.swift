/// The window's software keyboard as drawn: a grey panel with three rows of letter keys and a
/// space bar, in front of everything else in the window. The window adds and removes it; hosts
/// draw it like any other node.
final class KeyboardView: ViewNode {
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        backgroundColor = Color(red: 0.82, green: 0.83, blue: 0.85)
        isUserInteractionEnabled = false
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
