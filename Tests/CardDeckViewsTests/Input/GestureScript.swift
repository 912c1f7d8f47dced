import CardDeckTesting

@testable import CardDeckViews

/// One step of a hand-written gesture script for table tests.
enum GestureStep: Sendable, CustomStringConvertible {
    case press(Double, Double, pointer: Int = 0)
    case move(Double, Double, pointer: Int = 0)
    case release(pointer: Int = 0)
    case cancel(pointer: Int = 0)
    case wait(Double)

    var description: String {
        switch self {
        case .press(let x, let y, let pointer): "press(\(x), \(y))#\(pointer)"
        case .move(let x, let y, let pointer): "move(\(x), \(y))#\(pointer)"
        case .release(let pointer): "release#\(pointer)"
        case .cancel(let pointer): "cancel#\(pointer)"
        case .wait(let seconds): "wait(\(seconds))"
        }
    }

    @MainActor
    func run(in window: Window) {
        switch self {
        case .press(let x, let y, let pointer):
            window.press(at: Point(x: x, y: y), pointer: pointer)
        case .move(let x, let y, let pointer): window.move(to: Point(x: x, y: y), pointer: pointer)
        case .release(let pointer): window.release(pointer: pointer)
        case .cancel(let pointer):
            let location =
                window.activeTouches.first { $0.pointerID == pointer }?.locationInWindow ?? .zero
            let next = window.time + 1 / window.frameRate
            window.send(
                PointerEvent(
                    pointerID: pointer, phase: .cancelled, location: location, timestamp: next))
            window.advance(to: next)
        case .wait(let seconds): window.advance(by: seconds)
        }
    }
}

/// Records the state changes of recognizers in the order they happen, failures included.
@MainActor
final class Transcript {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    /// Records every state change of `recognizer`, as `label.state` when labelled.
    func attach(to recognizer: GestureRecognizer, label: String? = nil, skipChanged: Bool = false) {
        recognizer.stateObserver = { [unowned self] recognizer in
            if skipChanged && recognizer.state == .changed { return }
            self.record(label.map { "\($0).\(recognizer.state)" } ?? "\(recognizer.state)")
        }
    }
}
