import Testing

@testable import CardDeckInspector

@Suite("Inspector JSON")
struct InspectorJSONTests {
    @Test(arguments: [
        (0.0, "0"), (-3.0, "-3"), (1.5, "1.5"), (1.23456, "1.2346"), (.nan, "null"),
        (.infinity, "null"),
    ])
    func numbers(value: Double, expected: String) {
        var json = InspectorJSON()
        json.number(value)
        #expect(json.text == expected)
    }

    @Test func stringsAreEscaped() {
        var json = InspectorJSON()
        json.string("a\"b\\c\n\u{1}")
        #expect(json.text == #""a\"b\\c\n\u0001""#)
    }

    @Test func messageCarriesTheSectionType() {
        let message = InspectorMessage(section: "tree", members: #""rows":[]"#)
        #expect(message.text == #"{"t":"i.tree","rows":[]}"#)
    }

    @Test func commandRefusesWrongTypesAndRanges() {
        let command = InspectorCommand(
            section: "tuning",
            members: ["do": "set", "value": 2.5, "huge": 1e12, "name": 3, "flag": true],
            controls: false)
        #expect(command.action == "set")
        #expect(command.number("value") == 2.5)
        #expect(command.number("huge") == nil)
        #expect(command.string("name") == nil)
        #expect(command.bool("flag") == true)
        #expect(!command.controls)
    }
}
