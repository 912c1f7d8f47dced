import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// `CardConfiguration.withShared(_:operation:)`: each scope sees its own `shared`, even with
/// scopes interleaving on the main actor as parallel tests do.
@MainActor
@Suite("A scoped CardConfiguration.shared", .isolatedDiagnostics)
struct SharedConfigurationOverrideTests {
    /// Presents a card with no configuration of its own and returns the one it got.
    private func presentedConfiguration() throws -> CardConfiguration {
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        return try #require(card.cardPresentationController).configuration
    }

    /// Runs in parallel with different radii: a test's reads and writes of `shared`, with
    /// suspensions between them (where another case runs), see only its own scope.
    @Test(
        "parallel scopes each see, and change, their own shared value",
        arguments: [4.0, 20.0, 30.0])
    func parallelScopes(radius: Double) async throws {
        try await CardConfiguration.withShared(CardConfiguration(cornerRadius: radius)) {
            for step in 0..<20 {
                #expect(CardConfiguration.shared.cornerRadius == radius)
                await Task.yield()
                CardConfiguration.shared.verticalSpacing = radius + Double(step)
                await Task.yield()
                #expect(CardConfiguration.shared.verticalSpacing == radius + Double(step))
            }
            let presented = try presentedConfiguration()
            #expect(presented.cornerRadius == radius)
        }
    }

    @Test("a scope's changes end with it; nested scopes shadow and restore")
    func scopesEnd() {
        let outside = CardConfiguration.shared
        CardConfiguration.withShared(.draggableCard) {
            #expect(CardConfiguration.shared.detents.map(\.identifier) == [.normal, .expanded])
            CardConfiguration.shared.cornerRadius = 3
            CardConfiguration.withShared(CardConfiguration(cornerRadius: 7)) {
                #expect(CardConfiguration.shared.cornerRadius == 7)
            }
            #expect(CardConfiguration.shared.cornerRadius == 3)
        }
        #expect(CardConfiguration.shared.cornerRadius == outside.cornerRadius)
    }

    @Test("a scope returns what its operation returns, and passes on what it throws")
    func returnsAndThrows() async {
        struct Failure: Error {}
        let radius = CardConfiguration.withShared(CardConfiguration(cornerRadius: 9)) {
            CardConfiguration.shared.cornerRadius
        }
        #expect(radius == 9)
        await #expect(throws: Failure.self) {
            try await CardConfiguration.withShared(CardConfiguration()) {
                await Task.yield()
                throw Failure()
            }
        }
    }

    @Test("tasks started inside a scope inherit it")
    func childTasks() async {
        await CardConfiguration.withShared(CardConfiguration(cornerRadius: 5)) {
            let seen = await Task { @MainActor in CardConfiguration.shared.cornerRadius }.value
            #expect(seen == 5)
        }
    }
}

/// The `.sharedCardConfiguration(_:)` trait: two suites with different styles, run in
/// parallel with each other and with the suite above.
@MainActor
@Suite("The shared configuration trait, draggable", .sharedCardConfiguration(.draggableCard))
struct SharedConfigurationTraitDraggableTests {
    @Test("each test starts from the trait's configuration", arguments: 0..<4)
    func startsFromTrait(index: Int) async throws {
        #expect(CardConfiguration.shared.detents.map(\.identifier) == [.normal, .expanded])
        CardConfiguration.shared.cornerRadius = Double(100 + index)
        await Task.yield()
        #expect(CardConfiguration.shared.cornerRadius == Double(100 + index))
        let (window, root) = makeWindow()
        let card = ViewController()
        root.presentCard(card)
        window.advance(by: 2)
        let sheet = try #require(card.cardPresentationController)
        #expect(sheet.configuration.cornerRadius == Double(100 + index))
        #expect(sheet.selectedDetentIdentifier == .normal)
    }
}

@MainActor
@Suite("The shared configuration trait, defaults", .sharedCardConfiguration())
struct SharedConfigurationTraitDefaultTests {
    @Test("each test starts from the documented defaults", arguments: 0..<4)
    func startsFromDefaults(index: Int) async {
        #expect(CardConfiguration.shared.cornerRadius == 12)
        #expect(CardConfiguration.shared.detents.map(\.identifier) == [.large])
        CardConfiguration.shared.cornerRadius = Double(200 + index)
        await Task.yield()
        #expect(CardConfiguration.shared.cornerRadius == Double(200 + index))
    }
}
