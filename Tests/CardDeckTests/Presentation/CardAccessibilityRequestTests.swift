import CardDeckViews
import Testing

@testable import CardDeck

/// What an assistive technology's request does to a card, decided as a value.
@Suite("Card accessibility requests")
struct CardAccessibilityRequestTests {
    nonisolated static let detents = [
        ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
        ResolvedDetent(identifier: "tall", height: 600, top: 244),
        ResolvedDetent(identifier: .large, height: 781, top: 63),
    ]

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var request: CardAccessibilityRequest
        var isFront = true
        var isPresented = true
        var isMoving = false
        var isCancellingDismissal = false
        var allowsDismissal = true
        var selected: CardDetent.Identifier? = .medium
        var detents = CardAccessibilityRequestTests.detents
        var response: CardAccessibilityRequest.Response
        var testDescription: String { name }

        var situation: CardAccessibilitySituation {
            CardAccessibilitySituation(
                isFront: isFront, isPresented: isPresented, isMoving: isMoving,
                isCancellingDismissal: isCancellingDismissal, allowsDismissal: allowsDismissal,
                detents: selected.map {
                    CardAccessibilitySituation.Detents(all: detents, selected: $0, isModal: true)
                })
        }
    }

    nonisolated static let rows: [Row] = [
        Row(name: "escape dismisses the front card", request: .escape, response: .dismisses),
        Row(
            name: "escape passes on from a card behind another", request: .escape,
            isFront: false, response: .passedOn),
        Row(
            name: "escape passes on from a card not presented", request: .escape,
            isPresented: false, response: .passedOn),
        Row(
            name: "escape is swallowed while the card moves", request: .escape, isMoving: true,
            response: .swallowed),
        Row(
            name: "escape is swallowed while a release takes the card back", request: .escape,
            isCancellingDismissal: true, response: .swallowed),
        Row(
            name: "escape without interactive dismissal tells the delegate", request: .escape,
            allowsDismissal: false, response: .refusesDismissal),
        Row(
            name: "escape needs no detents", request: .escape, selected: nil,
            response: .dismisses),
        Row(
            name: "expand goes to the next larger detent", request: .step(larger: true),
            response: .selects("tall")),
        Row(
            name: "collapse goes to the next smaller detent", request: .step(larger: false),
            selected: .large, response: .selects("tall")),
        Row(
            name: "expand from the largest passes on", request: .step(larger: true),
            selected: .large, response: .passedOn),
        Row(
            name: "collapse from the smallest passes on", request: .step(larger: false),
            response: .passedOn),
        Row(
            name: "a step while the card moves passes on", request: .step(larger: true),
            isMoving: true, response: .passedOn),
        Row(
            name: "a step from an unknown detent passes on", request: .step(larger: true),
            selected: "gone", response: .passedOn),
        Row(
            name: "a step without detents passes on", request: .step(larger: true),
            selected: nil, response: .passedOn),
        Row(
            name: "a step ignores the escape's conditions", request: .step(larger: true),
            isFront: false, isCancellingDismissal: true, allowsDismissal: false,
            response: .selects("tall")),
        Row(
            name: "the pull bar cycles to the next larger detent", request: .cycle,
            response: .selects("tall")),
        Row(
            name: "the pull bar cycles from the largest to the smallest", request: .cycle,
            selected: .large, response: .selects(.medium)),
        Row(
            name: "the pull bar with one detent passes on", request: .cycle,
            detents: [detents[0]], response: .passedOn),
        Row(
            name: "the pull bar while the card moves passes on", request: .cycle,
            isMoving: true, selected: .large, response: .passedOn),
    ]

    @Test("each request's response", arguments: rows)
    func response(row: Row) {
        #expect(row.request.response(in: row.situation) == row.response)
        #expect(row.request.response(in: row.situation).isHandled == (row.response != .passedOn))
    }

    @Test("only passing on leaves a request unhandled")
    func handled() {
        #expect(!CardAccessibilityRequest.Response.passedOn.isHandled)
        #expect(CardAccessibilityRequest.Response.swallowed.isHandled)
        #expect(CardAccessibilityRequest.Response.refusesDismissal.isHandled)
        #expect(CardAccessibilityRequest.Response.dismisses.isHandled)
        #expect(CardAccessibilityRequest.Response.selects(.large).isHandled)
    }
}
