import CardDeckTesting
import CardDeckViews
import Testing

@Suite("Diagnostics scopes: warnings and live objects per test")
@MainActor
struct DiagnosticsScopeTests {
    @Test("a scope sees its own warnings, not the enclosing scope's, nor its inner scopes'")
    func warnings() {
        DiagnosticsScope.isolated {
            Diagnostics.warn("outer")
            let inner = DiagnosticsScope.isolated {
                Diagnostics.warn("inner")
                return Diagnostics.warnings
            }
            #expect(inner == ["inner"])
            #expect(Diagnostics.warnings == ["outer"])
            Diagnostics.removeAll()
            #expect(Diagnostics.warnings.isEmpty)
        }
    }

    @Test("an object counts in the scope it was created in, wherever it goes away")
    func liveObjects() {
        var kept: ViewNode?
        let created = DiagnosticsScope.isolated {
            kept = ViewNode()
            return LiveObjects.count(of: .viewNode)
        }
        #expect(created == 1)
        let scope = DiagnosticsScope()
        DiagnosticsScope.$current.withValue(scope) {
            #expect(LiveObjects.count(of: .viewNode) == 0)
            // Released here, it leaves the scope it was made in, not this one.
            kept = nil
            #expect(LiveObjects.snapshot().total == 0)
        }
        #expect(kept == nil)
    }

    @Test("tasks running at once, each in its own scope, never see each other's records")
    func concurrentScopes() async {
        let results = await withTaskGroup(of: (Int, Int, [String]).self) { group in
            for index in 0..<8 {
                group.addTask { await Self.recordInOwnScope(index) }
            }
            var results: [(Int, Int, [String])] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 8)
        for (index, count, warnings) in results {
            #expect(count == index + 1)
            #expect(warnings == ["task \(index)"])
        }
    }

    /// Creates `index + 1` nodes and one warning in a scope of its own, yielding in between so
    /// the tasks interleave; returns what the scope saw.
    private static func recordInOwnScope(_ index: Int) async -> (Int, Int, [String]) {
        await DiagnosticsScope.isolatedAsync {
            let nodes = (0...index).map { _ in ViewNode() }
            Diagnostics.warn("task \(index)")
            await Task.yield()
            let seen = (index, LiveObjects.count(of: .viewNode), Diagnostics.warnings)
            withExtendedLifetime(nodes) {}
            return seen
        }
    }
}

@Suite("The isolatedDiagnostics trait", .isolatedDiagnostics)
@MainActor
struct IsolatedDiagnosticsTraitTests {
    @Test("each test starts with no warnings and sees only its own", arguments: 0..<6)
    func ownWarnings(index: Int) async {
        #expect(Diagnostics.warnings.isEmpty)
        Diagnostics.warn("test \(index)")
        await Task.yield()
        #expect(Diagnostics.warnings == ["test \(index)"])
        #expect(LiveObjects.snapshot().total == 0)
    }
}
