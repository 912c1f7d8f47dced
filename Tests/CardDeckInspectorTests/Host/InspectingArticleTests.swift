import CardDeck
import CardDeckViews
import CardDeckWeb
import Foundation
import Testing

@testable import CardDeckInspector

/// The article's code, compiled here word for word (the test below checks the article holds
/// it), so it cannot go stale.
@MainActor
func serveInspected(_ root: ViewController) throws {
    let window = Window(size: Size(width: 390, height: 844), clock: SystemClock())
    window.rootViewController = root

    let inspector = WebInspector()
    var configuration = WebServerConfiguration()
    configuration.page = inspector.page
    let server = try WebServer(configuration: configuration)

    let session = WebSession(window: window, transport: server)
    session.sizing = .fixed
    session.inspector = inspector
    print("Inspecting at \(server.url)")
    try session.run()
}

@Suite("Inspecting a live card: the article")
struct InspectingArticleTests {
    @Test func theArticleShowsTheCompiledCodeWordForWord() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/CardDeckInspector/CardDeckInspector.docc/InspectingALiveCard.md"),
            encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "@MainActor\nfunc serveInspected"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let code = String(source[start.lowerBound..<end.upperBound])
        #expect(article.contains("```swift\nimport CardDeck\nimport CardDeckInspector\n"))
        #expect(article.contains("\n" + code + "```\n"))
    }
}
