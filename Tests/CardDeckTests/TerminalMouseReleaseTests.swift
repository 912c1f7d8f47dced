import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// One preset's release rule under a flick and under a drag that rests before the lift, both
/// reported as a terminal mouse reports them: whole 8 × 16 pt cells, a report every 12 ms,
/// the lift at the cell of the last motion.
struct MouseReleaseRow: Sendable, CustomTestStringConvertible {
    let name: String
    let configuration: @MainActor @Sendable () -> CardConfiguration
    /// Rows the finger moves down (negative: up) and rows per report.
    let rows: Int
    let rowsPerReport: Int
    /// Milliseconds between the last report and the lift.
    let liftDelay: Double
    /// Whether the card must be gone afterwards.
    let dismisses: Bool
    var testDescription: String { name }
}

@MainActor
@Suite("Releases from a terminal mouse, on every preset's rule", .isolatedDiagnostics)
struct TerminalMouseReleaseTests {
    nonisolated static let rows: [MouseReleaseRow] = [
        MouseReleaseRow(
            name: "draggable card (ThresholdRelease): a flick down dismisses",
            configuration: { .draggableCard }, rows: 3, rowsPerReport: 2, liftDelay: 12,
            dismisses: true),
        MouseReleaseRow(
            name: "draggable card: the same drag resting 50 ms first stays",
            configuration: { .draggableCard }, rows: 3, rowsPerReport: 2, liftDelay: 50,
            dismisses: false),
        MouseReleaseRow(
            name: "fitted sheet (MomentumRelease): a flick down dismisses",
            configuration: { .fittedSheet }, rows: 4, rowsPerReport: 1, liftDelay: 15,
            dismisses: true),
        MouseReleaseRow(
            name: "fitted sheet: the same drag resting 50 ms first stays",
            configuration: { .fittedSheet }, rows: 4, rowsPerReport: 1, liftDelay: 50,
            dismisses: false),
        MouseReleaseRow(
            name: "default (ProjectedRelease): a flick down dismisses",
            configuration: { CardConfiguration(detents: [.medium]) }, rows: 4,
            rowsPerReport: 2, liftDelay: 20, dismisses: true),
        MouseReleaseRow(
            name: "default: the same drag resting 50 ms first stays",
            configuration: { CardConfiguration(detents: [.medium]) }, rows: 4,
            rowsPerReport: 2, liftDelay: 50, dismisses: false),
        MouseReleaseRow(
            name: "stacked (DirectionalRelease): a flick down dismisses",
            configuration: { Self.directional }, rows: 3, rowsPerReport: 1, liftDelay: 16,
            dismisses: true),
        MouseReleaseRow(
            name: "stacked: a flick up after dragging down stays",
            configuration: { Self.directional }, rows: -3, rowsPerReport: 1, liftDelay: 10,
            dismisses: false),
    ]

    nonisolated static var directional: CardConfiguration {
        var configuration = CardConfiguration()
        configuration.releaseBehavior = DirectionalRelease()
        return configuration
    }

    @Test(arguments: rows)
    func release(row: MouseReleaseRow) throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: row.configuration())
        window.advance(by: 2)
        let frame = card.view.presentedFrameInWindow
        // Press on the card's middle column, on the centre of a 16 pt row; a flick up first
        // drags 6 rows down so the card has room to come back.
        var y = (frame.minY / 16).rounded(.down) * 16 + 8 + 48
        var time = window.time + 0.01
        let x = 196.0
        window.send(PointerEvent(phase: .began, location: Point(x: x, y: y), timestamp: time))
        if row.rows < 0 {
            for _ in 0..<6 {
                time += 0.012
                y += 16
                window.send(
                    PointerEvent(phase: .moved, location: Point(x: x, y: y), timestamp: time))
            }
        }
        for _ in 0..<abs(row.rows) {
            time += 0.012
            y += Double(16 * row.rowsPerReport * row.rows.signum())
            window.send(PointerEvent(phase: .moved, location: Point(x: x, y: y), timestamp: time))
        }
        time += row.liftDelay / 1_000
        window.send(PointerEvent(phase: .ended, location: Point(x: x, y: y), timestamp: time))
        window.advance(to: time)
        window.advance(by: 2)
        #expect((root.presentedViewController == nil) == row.dismisses)
    }
}
