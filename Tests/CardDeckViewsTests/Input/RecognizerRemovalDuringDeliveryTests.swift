import CardDeckTesting
import CardDeckViews
import Testing

/// A touch's recognizers that an action takes off the node while a move or a lift is being
/// delivered: the recognizers after them still hear it.
@MainActor
@Suite("Recognizers removed during a delivery")
struct RecognizerRemovalDuringDeliveryTests {
    /// Three simultaneous pans on one node; the second's action, at `trigger`, removes the
    /// first and itself. The third must hear the move or lift that the second's action ran in.
    @Test(
        "An action that removes its recognizer and an earlier one leaves the delivery to the next",
        arguments: [GestureRecognizer.State.changed, .ended])
    func removesTwo(trigger: GestureRecognizer.State) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        let pans = [PanGestureRecognizer(), PanGestureRecognizer(), PanGestureRecognizer()]
        var heard: [String] = []
        for (name, pan) in zip(["first", "second", "third"], pans) {
            pan.delegate = delegate
            pan.addTarget { recognizer in
                heard.append("\(name).\(recognizer.state)")
                if recognizer === pans[1], recognizer.state == trigger {
                    node.removeGestureRecognizer(pans[0])
                    node.removeGestureRecognizer(pans[1])
                }
            }
            node.addGestureRecognizer(pan)
        }
        window.press(at: Point(x: 100, y: 100))
        window.move(to: Point(x: 100, y: 130))
        heard.removeAll()
        window.move(to: Point(x: 100, y: 160))
        window.release()
        #expect(heard.contains("third.changed"))
        #expect(heard.last == "third.ended")
        #expect(pans[2].state == .possible)
    }
}
