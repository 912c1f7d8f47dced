import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

/// Recorded live in `carddeck-demo` (compose-sheet, CardDeck 0.9.0-dev), 29 inputs over 6.65 s.
@MainActor
@Test func replayComposeSheet() throws {
    let recording = try InputRecording(
        parsing: #"""
            carddeck-recording 1
            cardDeck 0.9.0-dev
            scenario compose-sheet
            window 390 844 safe 47 0 34 0 ltr
            1.207688 down 0 196 776
            1.295785 up 0 196 776
            2.694209 down 0 76 536
            2.777590 up 0 76 536
            3.810005 key char "O"
            3.810044 key char "n"
            3.810048 key char "\u{20}"
            3.810051 key char "m"
            3.810054 key char "y"
            3.810057 key char "\u{20}"
            3.810060 key char "w"
            3.810063 key char "a"
            3.810066 key char "y"
            3.810069 key char "\u{20}"
            3.810072 key char "q"
            4.507672 down 0 196 312
            4.530719 move 0 196 296
            4.553752 move 0 196 264
            4.577791 move 0 196 248
            4.603757 move 0 196 232
            4.629367 move 0 196 216
            4.654000 move 0 196 200
            4.677298 move 0 196 168
            4.701383 move 0 196 152
            4.725461 move 0 196 136
            4.751704 move 0 196 104
            4.781469 move 0 196 88
            4.804458 move 0 196 72
            4.829592 up 0 196 72
            end 6.648838
            expect summary reply: large, bottom 508, keyboard 336, draft "On my way q" · 2 messages
            expect card ReplyViewController large 0 63 390 445
            expect keyboard 0 508 390 336
            expect firstResponder yes
            """#)
    let scenario = try #require(ScenarioCatalog.scenario(named: "compose-sheet")).make()
    let window = recording.makeWindow()
    scenario.install(in: window)
    window.replay(recording)

    #expect(
        scenario.summary
            == "reply: large, bottom 508, keyboard 336, draft \"On my way q\" · 2 messages")
    let state = SessionState(window: window)
    #expect(state.cards.map(\.detent) == ["large"])
    // Cards, detents, resting frames (within 0.5 pt), keyboard and first responder, as the live session ended.
    #expect(state.differences(from: try SessionState(lines: recording.expectations)) == [])
}
