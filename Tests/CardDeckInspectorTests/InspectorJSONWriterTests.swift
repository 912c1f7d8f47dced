import Foundation
import Testing

@testable import CardDeckInspector

@Suite("Inspector JSON: bytes, keyed members and numbers")
struct InspectorJSONWriterTests {
    /// How numbers were spelled before the writer wrote bytes: through `Double`'s description.
    static func described(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    @Test(arguments: [
        0, -0.0, 1e-5, -4e-5, 5e-5, 0.0001, -0.0001, 0.1, 0.5, -0.5, 1.07, 12.3456789, -390.005,
        99_999.99995, 1e10 + 0.1234, 99_999_999_999.9999, 1e11, 123_456_789_012.5, 1e15, -1e16,
        1e300, .leastNonzeroMagnitude, .pi, -.pi * 1e7,
    ])
    func numbersAreSpelledAsDescribedBefore(value: Double) {
        var json = InspectorJSON()
        json.number(value)
        #expect(json.text == Self.described(value))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func manyNumbersAreSpelledAsDescribedBefore(seed: UInt64) {
        var state = seed
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53) - 0.5
            let exponent = Double((state >> 3) % 32) - 10
            let value = mantissa * pow(10, exponent)
            var json = InspectorJSON()
            json.number(value)
            #expect(json.text == Self.described(value), "\(value)")
        }
    }

    @Test func membersAndElementsPutTheirOwnCommas() {
        var json = InspectorJSON()
        json.startMessage(section: "cards")
        json.member("id", UInt64(7))
        json.member("level", 2)
        json.member("name", "a\u{2028}b")
        json.member("on", true)
        json.member("size", 1.5)
        json.member("frame", numbers: [1, 2.25])
        json.member("list")
        json.beginArray()
        json.beginObject()
        json.member("x", 1.0)
        json.endObject()
        json.element("s")
        json.element(UInt64(3))
        json.element(false)
        json.endArray()
        json.member("empty", strings: [])
        #expect(
            json.finishMessage().text
                == #"{"t":"i.cards","id":7,"level":2,"name":"a\u2028b","on":true,"size":1.5,"#
                + #""frame":[1,2.25],"list":[{"x":1},"s",3,false],"empty":[]}"#)
    }

    @Test func aWriterStartsOverKeepingItsBuffer() {
        var json = InspectorJSON()
        json.startMessage(section: "tree")
        json.member("ops", strings: ["a"])
        let first = json.finishMessage()
        json.startMessage(section: "tree")
        json.member("ops", strings: ["b"])
        #expect(first.text == #"{"t":"i.tree","ops":["a"]}"#)
        #expect(json.finishMessage().text == #"{"t":"i.tree","ops":["b"]}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#), ("q\"b\\s", #""q\"b\\s""#), ("\t\r\n", #""\t\r\n""#),
        ("\u{1f}", #""\u001f""#), ("\u{2029}é", #""\u2029é""#), ("€", #""€""#),
    ])
    func stringsAreEscapedByteByByte(value: String, expected: String) {
        var json = InspectorJSON()
        json.string(value)
        #expect(json.text == expected)
    }
}
