import CardDeckTesting
import CardDeckViews

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

/// Records a recognizer's visible life: every action's state, and how it finished.
@MainActor
final class Transcript {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    func attach(to recognizer: GestureRecognizer, label: String? = nil) {
        recognizer.addTarget { [unowned self] recognizer in
            self.record(label.map { "\($0).\(recognizer.state)" } ?? "\(recognizer.state)")
        }
    }
}

/// Test recognizers that report a failure (which runs no action) to a transcript.
final class LoggedPan: PanGestureRecognizer {
    var transcript: Transcript?
    var label: String?
    override func reset() {
        if state == .failed { transcript?.record(label.map { "\($0).failed" } ?? "failed") }
        super.reset()
    }
}

final class LoggedTap: TapGestureRecognizer {
    var transcript: Transcript?
    var label: String?
    override func reset() {
        if state == .failed { transcript?.record(label.map { "\($0).failed" } ?? "failed") }
        super.reset()
    }
}

final class LoggedEdgePan: ScreenEdgePanGestureRecognizer {
    var transcript: Transcript?
    override func reset() {
        if state == .failed { transcript?.record("failed") }
        super.reset()
    }
}
