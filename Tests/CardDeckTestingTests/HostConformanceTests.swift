import CardDeckViews
import Testing

@testable import CardDeckTesting

/// A correct host: its picture is the window's tree description at the latest commit.
@MainActor
private final class TreeHost: HostRenderer {
    var picture = ""
    func apply(_ mutations: [Mutation], in window: Window) { picture = window.treeDescription }
}

/// A host that draws its first commit and never again.
@MainActor
private final class FrozenHost: HostRenderer {
    var picture: String?
    func apply(_ mutations: [Mutation], in window: Window) {
        if picture == nil { picture = window.treeDescription }
    }
}

/// A host whose picture includes how many commits it received.
@MainActor
private final class CountingHost: HostRenderer {
    var commits = 0
    var picture = ""
    func apply(_ mutations: [Mutation], in window: Window) {
        commits += 1
        picture = "\(commits)\n" + window.treeDescription
    }
}

/// An incremental host that caches window-space frames but, on a geometry update, refreshes
/// only the updated node and not its subtree.
@MainActor
private final class StaleHost: HostRenderer {
    var frames: [ViewNode.ID: Rect] = [:]

    func apply(_ mutations: [Mutation], in window: Window) {
        for mutation in mutations {
            switch mutation {
            case .insert(let node, _, _): visit(node) { frames[$0.id] = $0.presentedFrameInWindow }
            case .remove(let node, _): visit(node) { frames[$0.id] = nil }
            case .update(let node, _): frames[node.id] = node.presentedFrameInWindow
            }
        }
    }

    var picture: String {
        frames.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "\n")
    }

    private func visit(_ node: ViewNode, _ body: (ViewNode) -> Void) {
        body(node)
        for subview in node.subviews { visit(subview, body) }
    }
}

@MainActor
@Suite("Host conformance check", .isolatedDiagnostics)
struct HostConformanceTests {
    @Test("the steps cover structure, every property and two frames that change nothing")
    func steps() {
        #expect(
            HostConformance.steps.map(\.name) == [
                "first frame", "insert", "insert another", "reorder", "update frame",
                "update alpha", "update background colour", "update corner radius",
                "update corner mask", "update clipping", "update hidden", "update hidden back",
                "update shadow", "update border", "update text", "update text again", "remove",
                "frame with no change", "changes that cancel out",
            ])
        let properties = HostConformance.steps.reduce(PropertyMask()) { $0.union($1.property) }
        #expect(properties == .all)
    }

    @Test(
        "which steps must change the output",
        arguments: [
            ("update shadow", PropertyMask(), true), ("update shadow", [.shadow], false),
            ("update shadow", [.border], true), ("insert", [.shadow], true),
            ("frame with no change", [], false), ("changes that cancel out", [], false),
        ] as [(String, PropertyMask, Bool)])
    func changesOutput(row: (step: String, notDrawn: PropertyMask, expected: Bool)) throws {
        let found = try #require(HostConformance.steps.first { $0.name == row.step })
        #expect(found.changesOutput(notDrawn: row.notDrawn) == row.expected)
    }

    @Test("a host that draws the tree at every commit conforms")
    func conformingHost() {
        let failures = HostConformance.check(makeHost: { TreeHost() }, output: \.picture)
        #expect(failures.isEmpty)
    }

    @Test("a host that stops drawing fails every change, at the call site")
    func frozenHost() {
        var failures: [HostConformance.Failure] = []
        withKnownIssue {
            failures = HostConformance.check(
                makeHost: { FrozenHost() }, output: \.picture, fileID: "Fake/FakeTests.swift",
                filePath: "/fake/FakeTests.swift", line: 42, column: 7)
        } matching: { issue in
            issue.sourceLocation?.line == 42
                && issue.comments.contains { $0.rawValue.hasPrefix("Host conformance: ") }
        }
        let unchanged = failures.filter { $0.message == "the output did not change" }.map(\.step)
        let changing = HostConformance.steps.dropFirst().filter { $0.changesOutput() }.map(\.name)
        #expect(unchanged == changing)
        #expect(failures.first?.description == "insert: the output did not change")
    }

    @Test("a host whose output changes without a visible change fails the frames that cancel out")
    func countingHost() {
        var failures: [HostConformance.Failure] = []
        withKnownIssue {
            failures = HostConformance.check(makeHost: { CountingHost() }, output: \.picture)
        }
        #expect(
            failures.filter { $0.message.hasPrefix("the output changed") }.map(\.step) == [
                "changes that cancel out"
            ])
    }

    @Test("a host whose cache goes stale differs from a fresh host from that step on")
    func staleHost() {
        var failures: [HostConformance.Failure] = []
        let notDrawn: PropertyMask = [
            .alpha, .backgroundColor, .corners, .clipping, .isHidden, .shadow, .border, .text,
            .subviewOrder,
        ]
        withKnownIssue {
            failures = HostConformance.check(
                notDrawn: notDrawn, makeHost: { StaleHost() }, output: \.picture)
        }
        #expect(failures.first?.step == "update frame")
        #expect(failures.allSatisfy { $0.message.contains("fresh host") })
        #expect(failures.last?.step == "update text again")
    }
}
