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

    /// A time as six decimals when those read back as exactly `value` (a time on the
    /// microsecond grid, or one typed by hand), else the shortest decimal that does, so that
    /// ``init(parsing:)`` gives back the very same `Double`.
    static func time(_ value: Double) -> String {
        let micro = (value * 1_000_000).rounded()
        guard value >= 0, micro < 1e15 else { return "\(value)" }
        let whole = Int(micro / 1_000_000)
        let digits = String(Int(micro) - whole * 1_000_000)
        let fixed = "\(whole).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
        return Double(fixed) == value ? fixed : "\(value)"
    }

    /// A length or coordinate exactly: a whole number without decimals, any other value as
    /// the shortest decimal that reads back as the same `Double`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A length rounded to three decimals, for lines a person compares within a tolerance
    /// (``SessionState/lines``), where `453.49999999999994` would only be noise.
    static func roundedNumber(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(value)" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
    }
}
