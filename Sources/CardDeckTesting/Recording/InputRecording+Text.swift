import CardDeckViews

extension InputRecording {
    /// The recording as text, in the format described on ``InputRecording``.
    public var text: String {
        var lines = ["\(Self.magic) \(Self.formatVersion)", "cardDeck \(cardDeckVersion)"]
        if let scenario { lines.append("scenario \(scenario)") }
        lines.append(
            "window \(Self.number(windowSize.width)) \(Self.number(windowSize.height)) safe "
                + Self.insets(safeAreaInsets) + " "
                + (layoutDirection == .rightToLeft ? "rtl" : "ltr"))
        for event in events { lines.append(Self.line(for: event)) }
        lines.append("end \(Self.time(duration))")
        for expectation in expectations { lines.append("expect \(expectation)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for event: WindowInput) -> String {
        switch event {
        case .pointer(let pointer):
            let kind =
                switch pointer.phase {
                case .began: "down"
                case .moved: "move"
                case .ended: "up"
                case .cancelled: "cancel"
                }
            return "\(time(pointer.timestamp)) \(kind) \(pointer.pointerID) "
                + "\(number(pointer.location.x)) \(number(pointer.location.y))"
        case .key(let press, let at):
            var parts = ["\(time(at)) key", KeyPressText.name(of: press.key)]
            parts += KeyPressText.modifierNames(press.modifiers)
            return parts.joined(separator: " ")
        case .resize(let size, let safeArea, let at):
            return "\(time(at)) resize \(number(size.width)) \(number(size.height)) safe "
                + insets(safeArea)
        }
    }

    static func time(_ value: Double) -> String {
        let micro = (value * 1_000_000).rounded()
        let whole = Int(micro / 1_000_000)
        let fraction = Int(abs(micro) - abs(Double(whole)) * 1_000_000)
        let digits = String(fraction)
        return "\(whole).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
    }
}
