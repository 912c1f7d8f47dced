import CardDeckViews
import Foundation
import Testing

@testable import CardDeckTesting

/// The text of every comment attached to an issue.
private func text(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

@Suite("assertSnapshot", .isolatedDiagnostics)
struct SnapshotAssertionTests {
    @Test func aMatchRecordsNoIssue() throws {
        try withTemporaryDirectory { temp in
            try temp.write("a\nb\n", to: temp.path("deck.txt"))
            let outcome = assertSnapshot(of: "a\nb", named: "deck", snapshotDirectory: temp.path)
            #expect(outcome == .matched(path: temp.path("deck.txt")))
        }
    }

    @Test func aMismatchRecordsTheDiffAtTheCallSite() throws {
        try withTemporaryDirectory { temp in
            try temp.write("same\nold\n", to: temp.path("deck.txt"))
            var outcome: SnapshotOutcome?
            withKnownIssue {
                outcome = assertSnapshot(
                    of: "same\nnew", named: "deck", record: false, snapshotDirectory: temp.path,
                    fileID: "Fake/FakeTests.swift", filePath: "/fake/FakeTests.swift", line: 42,
                    column: 7)
            } matching: { issue in
                let message = text(of: issue)
                return message.contains("\n same\n-old\n+new\n")
                    && issue.sourceLocation?.fileID == "Fake/FakeTests.swift"
                    && issue.sourceLocation?.filePath == "/fake/FakeTests.swift"
                    && issue.sourceLocation?.line == 42
                    && issue.sourceLocation?.column == 7
            }
            guard case .mismatch = outcome else {
                Issue.record("Expected a mismatch, got \(String(describing: outcome))")
                return
            }
            #expect(temp.contents(of: temp.path("deck.txt")) == "same\nold\n")
        }
    }

    @Test func aMissingGoldenFileFailsWithoutWriting() throws {
        try withTemporaryDirectory { temp in
            var outcome: SnapshotOutcome?
            withKnownIssue {
                outcome = assertSnapshot(
                    of: "a", named: "deck", record: false, snapshotDirectory: temp.path)
            } matching: { issue in
                text(of: issue).contains("RECORD_SNAPSHOTS=1")
            }
            #expect(outcome == .missing(path: temp.path("deck.txt")))
            #expect(!temp.exists(temp.path("deck.txt")))
        }
    }

    @Test func recordingWritesBesideTheTestFileAndStillFails() throws {
        try withTemporaryDirectory { temp in
            let testFile = temp.path("Tests", "LayoutTests.swift")
            let golden = temp.path("Tests", "__Snapshots__", "LayoutTests", "deck.json")
            var outcome: SnapshotOutcome?
            withKnownIssue {
                outcome = assertSnapshot(
                    of: "{}", named: "deck", pathExtension: "json", record: true,
                    filePath: testFile)
            } matching: { issue in
                text(of: issue).contains("Recorded snapshot at \(golden)")
            }
            #expect(outcome == .recorded(path: golden))
            #expect(temp.contents(of: golden) == "{}\n")
        }
    }

    @Test func withoutAnExplicitChoiceRecordingFollowsTheEnvironment() throws {
        let recording = SnapshotComparison.isRecordingRequested()
        try withTemporaryDirectory { temp in
            var outcome: SnapshotOutcome?
            withKnownIssue {
                outcome = assertSnapshot(of: "a", named: "deck", snapshotDirectory: temp.path)
            }
            let path = temp.path("deck.txt")
            #expect(outcome == (recording ? .recorded(path: path) : .missing(path: path)))
            #expect(temp.exists(path) == recording)
        }
    }

    @Test func anUnwritableDirectoryFailsWithoutTrapping() throws {
        try withTemporaryDirectory { temp in
            try temp.write("not a directory", to: temp.path("blocker"))
            var outcome: SnapshotOutcome?
            withKnownIssue {
                outcome = assertSnapshot(
                    of: "a", named: "deck", record: true,
                    snapshotDirectory: temp.path("blocker", "snapshots"))
            } matching: { issue in
                text(of: issue).hasPrefix("Could not check snapshot at ")
            }
            guard case .failed = outcome else {
                Issue.record("Expected a failure, got \(String(describing: outcome))")
                return
            }
        }
    }
}

@Suite("Snapshot formats as values", .isolatedDiagnostics)
@MainActor
struct SnapshotFormatTests {
    @Test("a window in the tree format, and a format pulled back to another value")
    func treeFormat() throws {
        let window = Window(size: Size(width: 100, height: 80))
        let card = ViewNode(frame: Rect(x: 10, y: 20, width: 50, height: 40))
        card.backgroundColor = .systemBlue
        window.root.addSubview(card)
        window.advance(by: 1 / 60)
        try withTemporaryDirectory { directory in
            // The golden file, as a reviewed recording would have left it.
            try directory.write(window.treeDescription, to: directory.path("window.tree.txt"))
            let outcome = assertSnapshot(
                of: window, as: .tree, named: "window", record: false,
                snapshotDirectory: directory.path)
            #expect(outcome.isMatch)
            #expect(outcome.path == directory.path("window.tree.txt"))
            card.center.x += 5
            window.advance(by: 1 / 60)
            withKnownIssue("the card moved: the tree no longer matches") {
                assertSnapshot(
                    of: window, as: .tree, named: "window", record: false,
                    snapshotDirectory: directory.path)
            }
            card.center.x -= 5
            window.advance(by: 1 / 60)
            struct Scene { let window: Window }
            let sceneFormat = SnapshotFormat<Window>.tree.pullback { (scene: Scene) in
                scene.window
            }
            #expect(sceneFormat.pathExtension == "tree.txt")
            let pulledBack = assertSnapshot(
                of: Scene(window: window), as: sceneFormat, named: "window", record: false,
                snapshotDirectory: directory.path)
            #expect(pulledBack.isMatch)
        }
    }
}
