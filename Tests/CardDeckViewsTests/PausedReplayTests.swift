import CardDeck
import CardDeckTesting
import CardDeckViews
import Testing

/// A live session that pauses between gestures, and its recording replayed: the touch-up before
/// the pause must be delivered before it, as the live frames delivered it.
@MainActor
@Suite("A replay after a pause", .isolatedDiagnostics)
struct PausedReplayTests {
    /// A phone window with a medium/large card presented and settled.
    private static func install(in window: Window) -> ViewController {
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        return card
    }

    /// Sends a finger's path as a live host does: every frame runs, and each event carries
    /// its own timestamp, a few milliseconds off the frame grid.
    private static func liveDrag(
        in window: Window, from start: Double, to end: Double, steps: Int = 12
    ) {
        for step in 0...steps + 1 {
            window.advance(by: 1.0 / 60)
            let phase: PointerEvent.Phase =
                step == 0 ? .began : step == steps + 1 ? .ended : .moved
            let y = start + (end - start) * Double(min(step, steps)) / Double(steps)
            window.send(
                PointerEvent(
                    pointerID: 0, phase: phase, location: Point(x: 195, y: y),
                    timestamp: window.time + 0.003))
        }
    }

    @Test("drag to large, wait 3 s, drag down: the replay ends on the live session's detent")
    func pauseKeepsTheTouchUp() throws {
        let live = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let card = Self.install(in: live)
        let recorder = InputRecorder(window: live)
        recorder.start(scenario: "paused-drag")
        let top = try #require(card.cardPresentationController).presentedCardFrame.minY
        // A flick that ends well below large: the card springs the rest of the way after the lift.
        Self.liveDrag(in: live, from: top + 20, to: top - 130, steps: 8)
        for _ in 0..<360 { live.advance(by: 1.0 / 120) }  // 3 s, every frame
        let largeTop = try #require(card.cardPresentationController).presentedCardFrame.minY
        Self.liveDrag(in: live, from: largeTop + 20, to: largeTop + 260, steps: 40)
        for _ in 0..<120 { live.advance(by: 1.0 / 120) }
        let liveDetent = card.cardPresentationController?.selectedDetentIdentifier
        let liveFrame = try #require(card.cardPresentationController).presentedCardFrame
        #expect(liveDetent == .medium)

        let recording = try InputRecording(parsing: recorder.stop().text)
        let replayed = recording.makeWindow()
        let replayedCard = Self.install(in: replayed)
        replayed.replay(recording)
        #expect(replayedCard.cardPresentationController?.selectedDetentIdentifier == liveDetent)
        let replayedFrame = try #require(replayedCard.cardPresentationController).presentedCardFrame
        #expect(abs(replayedFrame.minY - liveFrame.minY) < 0.5)
    }
}
