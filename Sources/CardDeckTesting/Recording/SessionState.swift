import CardDeck
import CardDeckTransitions
import CardDeckViews

/// Where a session ended, in the terms a user sees: the cards presented (bottom first, each
/// with its detent and resting frame), the keyboard and the first responder. A live session
/// writes it into its recording as `expect` lines; a replay compares its own against them.
///
/// Frames are the cards' resting frames (`frameOfPresentedViewInContainerView`), which do not
/// depend on which frames a session happened to draw.
public struct SessionState: Equatable, Sendable {
    /// One presented card.
    public struct Card: Equatable, Sendable {
        /// The presented controller's type name, `ReplyViewController`.
        public var controller: String
        /// The selected detent's identifier.
        public var detent: String
        /// The resting frame, in its container's coordinates (points).
        public var frame: Rect
    }

    /// The cards presented now, in the order of the controller tree (a stack bottom first).
    public var cards: [Card]
    /// The keyboard's frame, or `nil` while hidden.
    public var keyboardFrame: Rect?
    /// Whether a node is first responder.
    public var hasFirstResponder: Bool

    /// The state of a window now.
    ///
    /// - Parameter window: The window.
    @MainActor
    public init(window: Window) {
        var cards: [Card] = []
        var visited = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
            if let card = controller.cardPresentationController,
                controller.presentingViewController != nil, !controller.isBeingDismissed
            {
                cards.append(
                    Card(
                        controller: String(describing: type(of: controller)),
                        detent: card.selectedDetentIdentifier.rawValue,
                        frame: card.frameOfPresentedViewInContainerView))
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        self.cards = cards
        keyboardFrame = window.keyboardFrame
        hasFirstResponder = window.firstResponder != nil
    }

    /// Reads the state back from a recording's expectations; lines it does not know (a
    /// scenario's `summary`) are skipped.
    ///
    /// - Parameter lines: `expect` lines without the word `expect`.
    /// - Throws: ``InputRecordingError`` for a `card`, `keyboard` or `firstResponder` line
    ///   that is malformed (its line number counts the expectations from 1).
    public init(lines: [String]) throws(InputRecordingError) {
        cards = []
        keyboardFrame = nil
        hasFirstResponder = false
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            func numbers(_ from: Int) -> Rect? {
                guard words.count == from + 4 else { return nil }
                let values = words[from...].compactMap { Double($0) }
                guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
                return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            }
            switch words.first {
            case "card":
                guard words.count == 7, let frame = numbers(3),
                    let controller = RecordingWord.name(words[1]),
                    let detent = RecordingWord.name(words[2])
                else {
                    throw InputRecordingError(
                        line: index + 1, "card wants: card CONTROLLER DETENT X Y W H")
                }
                cards.append(Card(controller: controller, detent: detent, frame: frame))
            case "keyboard":
                if words.count == 2, words[1] == "none" { continue }
                guard let frame = numbers(1) else {
                    throw InputRecordingError(line: index + 1, "keyboard wants: X Y W H or none")
                }
                keyboardFrame = frame
            case "firstResponder":
                hasFirstResponder = words.count == 2 && words[1] == "yes"
            default:
                continue
            }
        }
    }

    /// The state as expectation lines: `card ReplyViewController medium 0 453.5 390 390.5`,
    /// `keyboard none`, `firstResponder no`. A controller or detent name that is not one word
    /// of printable ASCII (a generic controller's `Pair<Int, String>`, a detent `"half open"`)
    /// is written in double quotes, escaped as a recording's `char` keys are, so that
    /// ``init(lines:)`` reads it back.
    public var lines: [String] {
        func rect(_ rect: Rect) -> String {
            [rect.minX, rect.minY, rect.width, rect.height].map(InputRecording.roundedNumber)
                .joined(separator: " ")
        }
        var lines = cards.map {
            "card \(RecordingWord.word($0.controller)) \(RecordingWord.word($0.detent)) "
                + rect($0.frame)
        }
        lines.append("keyboard " + (keyboardFrame.map(rect) ?? "none"))
        lines.append("firstResponder " + (hasFirstResponder ? "yes" : "no"))
        return lines
    }

    /// How this state differs from `expected`, one sentence each; empty when they agree,
    /// frames within `tolerance` points.
    ///
    /// - Parameters:
    ///   - expected: The state to compare with (what the live session reported).
    ///   - tolerance: Points, ≥ 0; default 0.5.
    /// - Returns: The differences.
    public func differences(from expected: SessionState, tolerance: Double = 0.5) -> [String] {
        func close(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        }
        var result: [String] = []
        if cards.count != expected.cards.count {
            result.append("\(cards.count) cards presented, expected \(expected.cards.count)")
        }
        for (index, (card, want)) in zip(cards, expected.cards).enumerated() {
            if card.controller != want.controller || card.detent != want.detent
                || !close(card.frame, want.frame)
            {
                result.append(
                    "card \(index): \(card.controller) at \(card.detent) \(card.frame), "
                        + "expected \(want.controller) at \(want.detent) \(want.frame)")
            }
        }
        switch (keyboardFrame, expected.keyboardFrame) {
        case (nil, nil): break
        case (let frame?, let want?) where close(frame, want): break
        default:
            result.append(
                "keyboard \(keyboardFrame.map { "\($0)" } ?? "hidden"), expected "
                    + "\(expected.keyboardFrame.map { "\($0)" } ?? "hidden")")
        }
        if hasFirstResponder != expected.hasFirstResponder {
            result.append(
                hasFirstResponder ? "a first responder, expected none" : "no first responder")
        }
        return result
    }
}
