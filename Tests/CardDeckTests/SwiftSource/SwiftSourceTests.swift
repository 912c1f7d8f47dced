import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

@testable import CardDeck

@MainActor
@Suite("CardConfiguration as Swift source", .sharedCardConfiguration(CardConfiguration()))
struct SwiftSourceTests {
    private static let generatedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("GeneratedConfigurations.swift")

    @Test("GeneratedConfigurations.swift is what the generator writes for every row")
    func generatedFileIsCurrent() throws {
        let expected = SwiftSourceCase.generatedFile()
        if ProcessInfo.processInfo.environment[SwiftSourceCase.recordVariable] != nil {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        let (expectedLines, actualLines) = (
            expected.split(separator: "\n", omittingEmptySubsequences: false),
            actual.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let firstDifference = zip(expectedLines, actualLines).enumerated()
            .first { $0.element.0 != $0.element.1 }
        #expect(
            actual == expected,
            """
            GeneratedConfigurations.swift is not the generator's output (first difference at \
            line \((firstDifference?.offset ?? min(expectedLines.count, actualLines.count)) + 1): \
            generator \(firstDifference.map { "\"\($0.element.0)\"" } ?? "-"), \
            file \(firstDifference.map { "\"\($0.element.1)\"" } ?? "-")). If the change is \
            intended, run with \(SwiftSourceCase.recordVariable)=1 and review the diff.
            """)
    }

    @Test(
        "the generated code builds the configuration it was generated from",
        arguments: SwiftSourceCase.all)
    func roundTrip(_ row: SwiftSourceCase) throws {
        let built = try #require(GeneratedConfigurations.configuration(named: row.name))
        #expect(built.differingFields(from: row.configuration) == [])
        #expect(
            built.swiftSource(changedFrom: row.base, spelledAs: row.baseExpression) == row.source)
    }

    @Test("the rows change every field at least once")
    func everyFieldIsCovered() {
        let changed = Set(
            SwiftSourceCase.all.flatMap { $0.configuration.differingFields(from: $0.base) })
        #expect(Set(CardConfigurationField.all.map(\.name)).subtracting(changed).isEmpty)
    }

    @Test("the field list names every stored property, in order")
    func fieldListIsComplete() {
        let stored = Mirror(reflecting: CardConfiguration()).children.compactMap(\.label)
        #expect(CardConfigurationField.all.map(\.name) == stored)
    }

    @Test("a field that differs is told apart", arguments: CardConfigurationField.all.map(\.name))
    func everyFieldIsCompared(_ name: String) throws {
        let row = try #require(
            SwiftSourceCase.all.first {
                $0.configuration.differingFields(from: $0.base).contains(name)
            })
        let field = try #require(CardConfigurationField.all.first { $0.name == name })
        #expect(!field.isEqual(row.configuration, row.base))
        #expect(field.isEqual(row.configuration, row.configuration))
    }

    @Test(
        "numbers are written in their shortest exact form",
        arguments: [
            (16.0, "16"), (0.85, "0.85"), (0.1, "0.1"), (1e-5, "1e-05"), (-2.5, "-2.5"),
            (1e16, "1e+16"), (0, "0"), (.nan, ".nan"), (.infinity, ".infinity"),
            (-.infinity, "-.infinity"),
        ])
    func numbers(_ value: Double, _ spelling: String) {
        #expect(SwiftSpelling.number(value) == spelling)
    }

    @Test("a spring reads as the response and damping ratio it was made with")
    func springs() {
        #expect(
            SwiftSpelling.spring(Spring(response: 0.4, dampingRatio: 0.85))
                == "Spring(response: 0.4, dampingRatio: 0.85)")
        #expect(
            SwiftSpelling.spring(Spring(mass: 2, stiffness: 300, damping: 30))
                == "Spring(mass: 2, stiffness: 300, damping: 30)")
        #expect(
            SwiftSpelling.spring(Spring(stiffness: 250, damping: 20))
                == "Spring(stiffness: 250, damping: 20)")
    }

    @Test("a custom detent asks for its resolver")
    func customDetent() {
        let peek = CardDetent.custom(identifier: "peek") { $0.maximumDetentValue * 0.2 }
        var configuration = CardConfiguration()
        configuration.detents = [peek, .large]
        #expect(
            configuration.swiftSource(changedFrom: CardConfiguration()) == """
                var configuration = CardConfiguration.shared
                configuration.detents = [.custom(identifier: "peek", resolver: <#resolver#>), .large]
                """)
    }

    @Test("swiftSource() starts from CardConfiguration.shared")
    func fromShared() {
        CardConfiguration.withShared(.fittedSheet) {
            var configuration = CardConfiguration.fittedSheet
            configuration.cornerRadius = 16
            #expect(
                configuration.swiftSource() == """
                    var configuration = CardConfiguration.shared
                    configuration.cornerRadius = 16
                    """)
            #expect(
                CardConfiguration.fittedSheet.swiftSource()
                    == "let configuration = CardConfiguration.shared")
        }
    }
}
