import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Input recordings: the format", .isolatedDiagnostics)
struct InputRecordingTests {
    static let sample = InputRecording(
        scenario: "compose-sheet", cardDeckVersion: "0.9.0-dev",
        windowSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        events: [
            .pointer(
                PointerEvent(phase: .began, location: Point(x: 100, y: 400.25), timestamp: 0.5)),
            .pointer(
                PointerEvent(phase: .moved, location: Point(x: 100, y: 380.5), timestamp: 0.508333)),
            .pointer(
                PointerEvent(phase: .ended, location: Point(x: 100, y: 361), timestamp: 0.516667)),
            .key(.character("\""), time: 1),
            .key(.character("❤️"), time: 1.1),
            .key(KeyPress(.tab, modifiers: .shift), time: 1.2),
            .resize(Size(width: 390, height: 700), safeAreaInsets: .zero, time: 2),
        ],
        duration: 3.5, expectations: ["summary reply: dismissed · 3 messages", "keyboard none"])

    @Test("a recording reads back exactly from its text")
    func roundTrip() throws {
        let text = Self.sample.text
        #expect(
            text.hasPrefix("carddeck-recording 1\ncardDeck 0.9.0-dev\nscenario compose-sheet\n"))
        #expect(text.contains("window 390 844 safe 47 0 34 0 ltr\n"))
        #expect(text.contains("0.500000 down 0 100 400.25\n"))
        #expect(text.contains("1.000000 key char \"\\\"\"\n"))
        #expect(text.contains("1.100000 key char \"\\u{2764}\\u{fe0f}\"\n"))
        #expect(text.contains("1.200000 key tab shift\n"))
        #expect(text.contains("end 3.500000\nexpect summary reply: dismissed · 3 messages\n"))
        let read = try InputRecording(parsing: text)
        #expect(read == Self.sample)
        #expect(read.expectation("summary") == "reply: dismissed · 3 messages")
    }

    @Test("comments, blank lines and CRLF line ends are fine; a long jump forward is kept")
    func tolerated() throws {
        let text = """
            carddeck-recording 1\r
            # recorded by hand
            window 100 200 safe 0 0 0 0 rtl

            0.1 down 1 10 10
            3600.5 up 1 10 10
            end 3601
            """
        let read = try InputRecording(parsing: text)
        #expect(read.layoutDirection == .rightToLeft)
        #expect(read.events.map(\.time) == [0.1, 3600.5])
        #expect(read.duration == 3601)
    }

    @Test(
        "bad files are refused with the line that is wrong",
        arguments: [
            ("", 0, "empty"),
            ("hello\n", 1, "not a CardDeck recording"),
            ("carddeck-recording 2\n", 1, "newer than this CardDeck reads"),
            ("carddeck-recording 1\nwindow 1 2\n", 2, "window wants"),
            ("carddeck-recording 1\n0.5 down 0 1 1\n", 2, "before the window line"),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 jump 0 1 1\nend 1\n", 3,
                "unknown event kind \"jump\""
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 down 0 1 1\n0.4 up 0 1 1\nend 1\n",
                4, "events out of order: 0.400000 is before 0.500000"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\nnan down 0 1 1\nend 1\n", 3,
                "finite number"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 key char \"ab\"\nend 1\n",
                3,
                "one quoted character"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 key tab hyper\nend 1\n", 3,
                "unknown modifier"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 down 0 1 1\n", 3,
                "truncated"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\nend 1\n0.5 down 0 1 1\n", 4,
                "only expect lines may follow end"
            ),
            (
                "carddeck-recording 1\nwindow 9 9 safe 0 0 0 0 ltr\n0.5 down 0 1 1\nend 0.2\n", 4,
                "not before the last event"
            ),
        ] as [(String, Int, String)])
    func refused(text: String, line: Int, message: String) {
        #expect {
            _ = try InputRecording(parsing: text)
        } throws: { error in
            guard let error = error as? InputRecordingError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test("the recorder notes every input relative to its start, and nothing after stop")
    func recorder() throws {
        let window = Window(size: Size(width: 300, height: 400))
        window.advance(by: 10)
        let recorder = InputRecorder(window: window)
        window.send(KeyPress(.escape))  // before the start: not recorded
        recorder.start(scenario: "test")
        window.tap(at: Point(x: 10, y: 20))
        window.advance(by: 0.5)
        let keyTime = window.time - 10
        window.send(.character("x"))
        window.resize(to: Size(width: 200, height: 400))
        window.advance(by: 0.25)
        let end = window.time - 10
        let recording = recorder.stop(expectations: ["keyboard none"])
        window.send(.character("y"))  // after the stop: not recorded
        #expect(recording.scenario == "test")
        #expect(recording.windowSize == Size(width: 300, height: 400))
        #expect(recording.events.count == 4)
        guard case .pointer(let down) = recording.events[0] else {
            Issue.record("the first event is not the tap")
            return
        }
        #expect(down.phase == .began && down.timestamp >= 0 && down.timestamp < 0.01)
        #expect(abs(recording.events[2].time - keyTime) <= 5e-7)
        #expect(
            recording.events[3]
                == .resize(
                    Size(width: 200, height: 400), safeAreaInsets: .zero,
                    time: recording.events[2].time))
        #expect(abs(recording.duration - end) <= 5e-7)
        #expect(recording.expectations == ["keyboard none"])
    }
}
