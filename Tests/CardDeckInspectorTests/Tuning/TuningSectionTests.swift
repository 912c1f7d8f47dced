import CardDeck
import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import CardDeckWebTestSupport
import Foundation
import Testing

@testable import CardDeckInspector

@MainActor
@Suite(
    "Tuning: a page edits the selected card through animateChanges",
    .isolatedDiagnostics, .sharedCardConfiguration(CardConfiguration()))
struct TuningSectionTests {
    /// A presented card, the session that shows it, and what keeps them alive.
    @MainActor
    struct Inspected {
        let window: Window
        let context: InspectorContext
        let card: ViewController
        let controller: CardPresentationController
        let id: UInt64
        let section = TuningSection()

        /// Sends a command as a page would, and returns the reply's JSON object.
        func send(_ members: [String: Any], controls: Bool = true) throws -> [String: Any] {
            var members = members
            members["card"] = members["card"] ?? Double(id)
            let reply = try #require(
                section.receive(
                    InspectorCommand(section: "tuning", members: members, controls: controls),
                    in: context))
            return try TuningSectionTests.object(reply)
        }
    }

    static func object(_ message: InspectorMessage) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(message.text.utf8))
        return try #require(value as? [String: Any])
    }

    private func present(_ configuration: CardConfiguration = CardConfiguration()) throws
        -> Inspected
    {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        let card = ViewController()
        root.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        let controller = try #require(card.cardPresentationController)
        let inspected = Inspected(
            window: window,
            context: InspectorContext(
                session: WebSession(window: window, transport: FakeTransport())),
            card: card, controller: controller,
            id: try #require(controller.presentedView?.id.rawValue))
        _ = inspected.section.frameDidCommit(in: inspected.context)
        return inspected
    }

    private func fields(_ reply: [String: Any]) throws -> [String: Any] {
        let state = try #require(reply["state"] as? [String: Any])
        return try #require(state["fields"] as? [String: Any])
    }

    @Test("set changes the card's configuration, and the card animates to it")
    func setAnimates() throws {
        let inspected = try present()
        let reply = try inspected.send(["do": "set", "field": "cornerRadius", "value": 24])
        #expect(reply["t"] as? String == "i.tuning")
        #expect(reply["error"] == nil)
        #expect(reply["warnings"] as? [String] == [])
        #expect(try fields(reply)["cornerRadius"] as? Double == 24)
        #expect(inspected.controller.configuration.cornerRadius == 24)
        let view = try #require(inspected.controller.presentedView)
        inspected.window.advance(by: 0.05)
        #expect(view.presentation.cornerRadius > 12 && view.presentation.cornerRadius < 24)
        inspected.window.advance(by: 2)
        #expect(view.presentation.cornerRadius == 24)
    }

    @Test("the pages hear of a change once, after the frame that shows it")
    func broadcastOnce() throws {
        let inspected = try present()
        #expect(inspected.section.frameDidCommit(in: inspected.context) == nil)
        _ = try inspected.send(["do": "set", "field": "maximumDimmingAlpha", "value": 0.4])
        let message = try #require(inspected.section.frameDidCommit(in: inspected.context))
        let cards = try #require(try Self.object(message)["cards"] as? [[String: Any]])
        #expect(cards.count == 1)
        #expect(cards.first?["id"] as? Double == Double(inspected.id))
        #expect(
            (cards.first?["fields"] as? [String: Any])?["maximumDimmingAlpha"] as? Double == 0.4)
        #expect(inspected.section.frameDidCommit(in: inspected.context) == nil)
    }

    struct OutOfRange: Sendable, CustomTestStringConvertible {
        let field: String
        let value: Double?
        let text: String?
        let warning: String
        let shown: String
        var preset = CardConfiguration()
        var testDescription: String { "\(field) \(value.map { "\($0)" } ?? text ?? "")" }
    }

    @Test(
        "an out-of-range value shows the engine's warning and the value it used",
        arguments: [
            OutOfRange(
                field: "cornerRadius", value: -4, text: nil,
                warning: "CardConfiguration: cornerRadius -4.0 is negative; used 0", shown: "0"),
            OutOfRange(
                field: "maximumDimmingAlpha", value: 1.5, text: nil,
                warning: "CardConfiguration: maximumDimmingAlpha 1.5 is outside [0, 1]; used 1.0",
                shown: "1"),
            OutOfRange(
                field: "snapTiming.duration", value: -1, text: nil,
                warning: "CardConfiguration: snapTiming duration -1.0 is invalid; used 0.25",
                shown: "0.25", preset: .draggableCard),
            OutOfRange(
                field: "verticalSpacing", value: 40, text: nil,
                warning:
                    "CardPresentationController: verticalSpacing cannot change after presentation; kept them",
                shown: "16"),
            OutOfRange(
                field: "detents", value: nil, text: "[]",
                warning: "CardConfiguration: detents is empty; used [.large]", shown: "[.large]"),
        ])
    func outOfRange(_ row: OutOfRange) throws {
        let inspected = try present(row.preset)
        let reply = try inspected.send([
            "do": "set", "field": row.field,
            "value": row.value.map { $0 as Any } ?? row.text as Any,
        ])
        #expect(reply["warnings"] as? [String] == [row.warning])
        #expect(Diagnostics.warnings.last == row.warning)
        let fields = try fields(reply)
        let parts = row.field.split(separator: ".").map(String.init)
        let shown =
            parts.count == 2 ? (fields[parts[0]] as? [String: Any])?[parts[1]] : fields[parts[0]]
        #expect(shown.map { "\($0)" } == row.shown)
    }

    @Test("a watching page's edit is refused and changes nothing")
    func watchingPageIsReadOnly() throws {
        let inspected = try present()
        let reply = try inspected.send(
            ["do": "set", "field": "cornerRadius", "value": 30], controls: false)
        #expect((reply["error"] as? String)?.contains("watches the window") == true)
        #expect(inspected.controller.configuration.cornerRadius == 12)
        let reset = try inspected.send(["do": "reset"], controls: false)
        #expect(reset["error"] != nil)
        #expect(inspected.section.frameDidCommit(in: inspected.context) == nil)
    }

    @Test("copy gives the generator's code for the card, from CardConfiguration.shared")
    func copy() throws {
        let inspected = try present()
        _ = try inspected.send(["do": "set", "field": "cornerRadius", "value": 24])
        _ = try inspected.send(["do": "set", "field": "snapTiming.dampingRatio", "value": 0.8])
        let reply = try inspected.send(["do": "copy"], controls: false)
        let swift = try #require(reply["swift"] as? String)
        #expect(swift == inspected.controller.configuration.swiftSource())
        #expect(
            swift == """
                var configuration = CardConfiguration.shared
                configuration.cornerRadius = 24
                configuration.snapTiming = .spring(Spring(response: 0.44, dampingRatio: 0.8))
                """)
    }

    @Test("reset restores the configuration the card had when it was presented")
    func reset() throws {
        let inspected = try present(.fittedSheet)
        _ = try inspected.send(["do": "set", "field": "cornerRadius", "value": 3])
        _ = try inspected.send(["do": "set", "field": "detents", "value": "[.medium, .large]"])
        _ = try inspected.send(["do": "reset"])
        #expect(inspected.controller.configuration.differingFields(from: .fittedSheet) == [])
    }

    @Test("detents are read as Swift spells them; a name the card does not know is refused")
    func detents() throws {
        let inspected = try present()
        let reply = try inspected.send([
            "do": "set", "field": "detents", "value": "[.medium, large, .height(280)]",
        ])
        #expect(try fields(reply)["detents"] as? String == "[.medium, .large, .height(280)]")
        #expect(
            inspected.controller.configuration.detents.map(\.identifier)
                == [.medium, .large, CardDetent.height(280).identifier])
        let refused = try inspected.send(["do": "set", "field": "detents", "value": "[.peek]"])
        #expect((refused["error"] as? String)?.contains(".peek is not a detent") == true)
        #expect(inspected.controller.configuration.detents.count == 3)
    }

    @Test("the dimming colour is read and shown as a colour input gives it")
    func dimmingColor() throws {
        let inspected = try present(.draggableCard)
        let reply = try inspected.send([
            "do": "set", "field": "dimmingColor", "value": "#FF8000",
        ])
        #expect(try fields(reply)["dimmingColor"] as? String == "#ff8000")
        #expect(inspected.controller.configuration.dimmingColor == Color(hex: 0xFF8000))
        let refused = try inspected.send(["do": "set", "field": "dimmingColor", "value": "red"])
        #expect(refused["error"] as? String == "dimmingColor takes a colour as #RRGGBB")
    }

    @Test("a timing switches between spring and curve, and takes the parts of its kind")
    func timings() throws {
        let inspected = try present()
        _ = try inspected.send(["do": "set", "field": "snapTiming.kind", "value": "curve"])
        _ = try inspected.send(["do": "set", "field": "snapTiming.curve", "value": "easeIn"])
        #expect(inspected.controller.configuration.snapTiming == .curve(.easeIn, duration: 0.3))
        let refused = try inspected.send([
            "do": "set", "field": "snapTiming.response", "value": 0.3,
        ])
        #expect(refused["error"] as? String == "snapTiming.response does not apply to this timing")
    }
}
