import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// `selectedDetentIdentifier` set as UIKit sets it, and the method beside it: the same
/// validation, the same delegate calls, animated only where asked.
@MainActor
@Suite("Selecting a detent: the property and the method", .isolatedDiagnostics)
struct SelectedDetentSpellingTests {
    /// How a test selects the detent.
    enum Spelling: String, Sendable, CaseIterable {
        case property
        case propertyInAnimateChanges
        case methodAnimated
        case methodNotAnimated

        var animates: Bool { self == .propertyInAnimateChanges || self == .methodAnimated }

        @MainActor
        func select(_ identifier: CardDetent.Identifier, on sheet: CardPresentationController) {
            switch self {
            case .property: sheet.selectedDetentIdentifier = identifier
            case .propertyInAnimateChanges:
                sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
            case .methodAnimated: sheet.setSelectedDetentIdentifier(identifier, animated: true)
            case .methodNotAnimated: sheet.setSelectedDetentIdentifier(identifier, animated: false)
            }
        }
    }

    /// A card presented on `.medium` (top 453.5) of `.medium` and `.large` (top 63), settled,
    /// with a delegate log.
    private func present() throws -> (Window, CardPresentationController, CardDelegateLog) {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        window.advance(by: 2)
        let sheet = try #require(card.cardPresentationController)
        let log = CardDelegateLog()
        sheet.delegate = log
        return (window, sheet, log)
    }

    @Test(
        "it jumps outside animateChanges, animates inside it or when asked",
        arguments: Spelling.allCases)
    func moves(spelling: Spelling) throws {
        let (window, sheet, log) = try present()
        #expect(sheet.selectedDetentIdentifier == .medium)
        spelling.select(.large, on: sheet)
        #expect(sheet.selectedDetentIdentifier == .large)
        window.advance(by: 0.1)
        let top = sheet.presentedCardFrame.minY
        if spelling.animates {
            #expect(top > 63 && top < 453.5)
            #expect(log.detentChanges.isEmpty)
        } else {
            #expect(top == 63)
        }
        window.advance(by: 2)
        #expect(sheet.presentedCardFrame.minY == 63)
        #expect(log.detentChanges == [.large])
    }

    @Test(
        "an unknown detent is ignored with a warning, whichever spelling",
        arguments: Spelling.allCases)
    func unknown(spelling: Spelling) throws {
        let (window, sheet, log) = try present()
        let before = Diagnostics.warnings.count
        spelling.select("nowhere", on: sheet)
        window.advance(by: 2)
        #expect(Diagnostics.warnings.count == before + 1)
        #expect(Diagnostics.warnings.last?.contains("ignored unknown detent nowhere") == true)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(sheet.presentedCardFrame.minY == 453.5)
        #expect(log.detentChanges.isEmpty)
    }

    @Test("set before the presentation, the card first rests there")
    func beforePresentation() throws {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card, configuration: CardConfiguration(detents: [.medium, .large]))
        let sheet = try #require(card.cardPresentationController)
        sheet.selectedDetentIdentifier = .large
        window.advance(by: 2)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedCardFrame.minY == 63)
    }

    @available(*, deprecated, message: "tests the deprecated spelling")
    @Test("the deprecated one-argument method still works, animated")
    func deprecatedMethod() throws {
        let (window, sheet, log) = try present()
        sheet.setSelectedDetentIdentifier(.large)
        window.advance(by: 0.1)
        let top = sheet.presentedCardFrame.minY
        #expect(top > 63 && top < 453.5)
        window.advance(by: 2)
        #expect(sheet.presentedCardFrame.minY == 63)
        #expect(log.detentChanges == [.large])
    }
}
