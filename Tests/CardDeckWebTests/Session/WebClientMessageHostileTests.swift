import CardDeckWeb
import Testing

/// Hostile or careless JSON a page may send: refused with the field it got wrong, never read
/// as something else, never a crash or a hang.
@Suite("Web client messages: hostile JSON")
struct WebClientMessageHostileTests {
    @Test(
        "a boolean where a number goes is a field of the wrong type",
        arguments: [
            ("{\"t\":\"ack\",\"f\":true}", "f"),
            ("{\"t\":\"p\",\"k\":\"b\",\"id\":1,\"x\":1,\"y\":false}", "y"),
            ("{\"t\":\"p\",\"k\":\"b\",\"id\":true,\"x\":1,\"y\":1}", "id"),
            ("{\"t\":\"size\",\"w\":true,\"h\":true}", "w"),
            ("{\"t\":\"kb\",\"top\":false}", "top"),
            ("{\"t\":\"focus\",\"id\":true}", "id"),
            ("{\"t\":\"inspect\",\"n\":true}", "n"),
        ])
    func booleanIsNotANumber(text: String, field: String) {
        #expect(throws: WebMessageError.invalidField(field)) {
            try WebClientMessage.parse(text)
        }
    }

    @Test(
        "numbers, 0 and 1 included, are still read",
        arguments: [("{\"t\":\"ack\",\"f\":1}", 1), ("{\"t\":\"ack\",\"f\":0}", 0)])
    func numbersStillRead(text: String, frame: Int) throws {
        #expect(try WebClientMessage.parse(text).message == .acknowledged(frame: frame))
    }

    @Test(
        "text that is not a JSON object, or numbers past a Double, are refused",
        arguments: [
            "[1]", "1", "\"s\"", "null", "{\"t\":\"inspect\"}x", "{\"t\":\"ack\",\"f\":1e400}",
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            String(repeating: "{\"a\":", count: 100_000),
        ])
    func notAnObject(text: String) {
        #expect(throws: (any Error).self) { try WebClientMessage.parse(text) }
    }

    @Test("deep nesting inside an inspector command, and `i.` alone, reach the inspector")
    func inspectorCommands() throws {
        let deep =
            "{\"t\":\"i.x\",\"a\":" + String(repeating: "[", count: 100)
            + String(repeating: "]", count: 100) + "}"
        #expect(try WebClientMessage.parse(deep).message == .inspector(type: "i.x", text: deep))
        let bare = "{\"t\":\"i.\"}"
        #expect(try WebClientMessage.parse(bare).message == .inspector(type: "i.", text: bare))
    }

    @Test("a very long key or type is refused, the type cut to 32 characters in the error")
    func longStrings() {
        let long = String(repeating: "é", count: 1_000_000)
        #expect(throws: WebMessageError.invalidField("key")) {
            try WebClientMessage.parse("{\"t\":\"k\",\"key\":\"\(long)\"}")
        }
        #expect(throws: WebMessageError.unknownType(String(repeating: "é", count: 32))) {
            try WebClientMessage.parse("{\"t\":\"\(long)\"}")
        }
    }
}
