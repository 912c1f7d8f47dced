import CardDeckTerminal
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Terminal pointer mapper", .isolatedDiagnostics)
struct TerminalPointerMapperTests {
    typealias Phase = PointerEvent.Phase

    static func report(
        _ kind: TerminalMouseEvent.Kind, _ column: Int, _ row: Int,
        _ button: TerminalMouseEvent.Button = .left
    ) -> TerminalMouseEvent {
        TerminalMouseEvent(column: column, row: row, button: button, kind: kind)
    }

    /// Feeds reports one per second and returns each event as (phase, x, y, time).
    static func map(_ reports: [TerminalMouseEvent], configuration: TerminalConfiguration = .init())
        -> [String]
    {
        var mapper = TerminalPointerMapper(configuration: configuration)
        var lines: [String] = []
        for (index, report) in reports.enumerated() {
            for event in mapper.pointerEvents(for: report, timestamp: Double(index)) {
                lines.append(
                    "\(event.phase) \(event.location.x),\(event.location.y) t\(event.timestamp)")
            }
        }
        return lines
    }

    @Test func aLeftDragBecomesATouchAtCellCentres() {
        let lines = Self.map([
            Self.report(.press, 0, 0), Self.report(.drag, 3, 1), Self.report(.release, 4, 2),
        ])
        #expect(lines == ["began 4.0,8.0 t0.0", "moved 28.0,24.0 t1.0", "ended 36.0,40.0 t2.0"])
    }

    @Test func cellCentresFollowTheConfiguredCellSize() {
        let configuration = TerminalConfiguration(pointsPerColumn: 10, pointsPerRow: 20)
        #expect(
            Self.map([Self.report(.press, 2, 3)], configuration: configuration)
                == ["began 25.0,70.0 t0.0"])
        let mapper = TerminalPointerMapper(
            configuration: TerminalConfiguration(pointsPerColumn: .nan, pointsPerRow: 0))
        #expect(mapper.pointsPerColumn == 8 && mapper.pointsPerRow == 0.5)
        #expect(mapper.location(column: 0, row: 0) == Point(x: 4, y: 0.25))
    }

    @Test func aPressWhileDownEndsTheEarlierTouchWhereItWasLastSeen() {
        let lines = Self.map([
            Self.report(.press, 0, 0), Self.report(.drag, 1, 0), Self.report(.press, 5, 5),
        ])
        #expect(
            lines == [
                "began 4.0,8.0 t0.0", "moved 12.0,8.0 t1.0", "ended 12.0,8.0 t2.0",
                "began 44.0,88.0 t2.0",
            ])
    }

    @Test func motionWithoutAButtonEndsATouchWhoseReleaseGotLost() {
        let lines = Self.map([Self.report(.press, 0, 0), Self.report(.move, 2, 0, .none)])
        #expect(lines == ["began 4.0,8.0 t0.0", "ended 20.0,8.0 t1.0"])
    }

    @Test func aReleaseThatDoesNotNameItsButtonEndsTheTouch() {
        let lines = Self.map([Self.report(.press, 0, 0), Self.report(.release, 0, 0, .none)])
        #expect(lines == ["began 4.0,8.0 t0.0", "ended 4.0,8.0 t1.0"])
    }

    @Test(arguments: [
        ("drag without a press", [report(.drag, 1, 1)]),
        ("release without a press", [report(.release, 1, 1)]),
        ("motion without a press", [report(.move, 1, 1, .none)]),
        ("right button", [report(.press, 1, 1, .right), report(.drag, 2, 2, .right)]),
        ("middle button", [report(.press, 1, 1, .middle), report(.release, 1, 1, .middle)]),
    ])
    func reportsThatAreNotALeftDragAreIgnored(name: String, reports: [TerminalMouseEvent]) {
        #expect(Self.map(reports).isEmpty, "\(name)")
    }

    @Test func otherButtonsDoNotDisturbALeftDrag() {
        let lines = Self.map([
            Self.report(.press, 0, 0), Self.report(.press, 1, 1, .right),
            Self.report(.release, 1, 1, .right), Self.report(.drag, 2, 0, .right),
            Self.report(.release, 2, 0),
        ])
        #expect(lines == ["began 4.0,8.0 t0.0", "ended 20.0,8.0 t4.0"])
    }

    @Test func cancelEndsAHeldTouchOnce() {
        var mapper = TerminalPointerMapper(pointerID: 7)
        #expect(mapper.cancel(timestamp: 1) == nil)
        _ = mapper.pointerEvents(for: Self.report(.press, 1, 1), timestamp: 0)
        #expect(mapper.touchLocation == Point(x: 12, y: 24))
        #expect(
            mapper.cancel(timestamp: 2)
                == PointerEvent(
                    pointerID: 7, phase: .cancelled, location: Point(x: 12, y: 24), timestamp: 2))
        #expect(mapper.touchLocation == nil)
        #expect(mapper.cancel(timestamp: 3) == nil)
    }
}
