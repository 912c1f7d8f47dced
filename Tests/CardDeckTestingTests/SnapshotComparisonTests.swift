import Foundation
import Testing

@testable import CardDeckTesting

@Suite("SnapshotComparison", .isolatedDiagnostics)
struct SnapshotComparisonTests {
    // MARK: Comparing against files

    @Test func aMissingGoldenFileIsReportedAndNothingIsWritten() throws {
        try withTemporaryDirectory { temp in
            let directory = temp.path("snapshots")
            let comparison = SnapshotComparison(named: "deck", directory: directory)
            let outcome = comparison.compare("a\nb\n", record: false)
            #expect(outcome == .missing(path: temp.path("snapshots", "deck.txt")))
            #expect(!temp.exists(directory))
        }
    }

    @Test func recordingWritesTheNormalisedTextAndCreatesDirectories() throws {
        try withTemporaryDirectory { temp in
            let directory = temp.path("a", "b", "__Snapshots__")
            let comparison = SnapshotComparison(named: "deck", directory: directory)
            let outcome = comparison.compare("a\r\nb", record: true)
            let path = temp.path("a", "b", "__Snapshots__", "deck.txt")
            #expect(outcome == .recorded(path: path))
            #expect(temp.contents(of: path) == "a\nb\n")
        }
    }

    @Test func recordingReplacesADifferentGoldenFile() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            try temp.write("old\n", to: comparison.path)
            #expect(comparison.compare("new", record: true) == .recorded(path: comparison.path))
            #expect(temp.contents(of: comparison.path) == "new\n")
        }
    }

    @Test func recordingLeavesAMatchingGoldenFileUntouched() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            // Equal after normalisation but not byte for byte, so a rewrite would show.
            try temp.write("a\n\n", to: comparison.path)
            #expect(comparison.compare("a", record: true) == .matched(path: comparison.path))
            #expect(temp.contents(of: comparison.path) == "a\n\n")
        }
    }

    @Test(
        "matching ignores line endings and trailing newlines",
        arguments: [
            ("a\nb\n", "a\nb\n"),
            ("a\nb\n", "a\nb"),
            ("a\nb", "a\nb\n\n"),
            ("a\r\nb\r\n", "a\nb\n"),
            ("", ""),
            ("", "\n"),
        ])
    func matching(golden: String, text: String) throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            try temp.write(golden, to: comparison.path)
            #expect(comparison.compare(text, record: false) == .matched(path: comparison.path))
            #expect(temp.contents(of: comparison.path) == golden)
        }
    }

    @Test func aMismatchGivesALineDiffAndLeavesTheFileUntouched() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            try temp.write("one\ntwo\nthree\n", to: comparison.path)
            let outcome = comparison.compare("one\n2\nthree", record: false)
            guard case .mismatch(let path, let diff) = outcome else {
                Issue.record("Expected a mismatch, got \(outcome)")
                return
            }
            #expect(path == comparison.path)
            #expect(
                diff
                    == """
                    --- golden
                    +++ actual
                    @@ -1,3 +1,3 @@
                     one
                    -two
                    +2
                     three

                    """)
            #expect(temp.contents(of: comparison.path) == "one\ntwo\nthree\n")
        }
    }

    @Test func emptyTextIsRecordedAsAnEmptyFileAndCompared() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "empty", directory: temp.path)
            #expect(comparison.compare("", record: true) == .recorded(path: comparison.path))
            #expect(temp.contents(of: comparison.path) == "")
            #expect(comparison.compare("", record: false) == .matched(path: comparison.path))
            guard case .mismatch(_, let diff) = comparison.compare("x", record: false) else {
                Issue.record("Expected a mismatch against the empty golden file")
                return
            }
            #expect(diff.hasSuffix("@@ -0,0 +1,1 @@\n+x\n"))
        }
    }

    @Test func aNameWithASlashStaysInTheSnapshotDirectory() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck/expanded", directory: temp.path)
            #expect(comparison.compare("a", record: true) == .recorded(path: comparison.path))
            #expect(temp.contents(of: temp.path("deck_expanded.txt")) == "a\n")
            #expect(!temp.exists(temp.path("deck")))
        }
    }

    // MARK: Failures never trap

    @Test func anUnwritableDirectoryFailsWithTheReason() throws {
        try withTemporaryDirectory { temp in
            // A regular file where a directory should be stops even a root user.
            try temp.write("not a directory", to: temp.path("blocker"))
            let directory = temp.path("blocker", "snapshots")
            let comparison = SnapshotComparison(named: "deck", directory: directory)

            let recording = comparison.compare("a", record: true)
            guard case .failed(let path, let reason) = recording else {
                Issue.record("Expected a failure, got \(recording)")
                return
            }
            #expect(path == comparison.path)
            #expect(reason.contains("could not create the directory \(directory)"))
            #expect(comparison.compare("a", record: false) == .missing(path: comparison.path))
        }
    }

    @Test func aDirectoryInTheWayOfTheGoldenFileFails() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            try FileManager.default.createDirectory(
                atPath: comparison.path, withIntermediateDirectories: true)
            for record in [false, true] {
                let outcome = comparison.compare("a", record: record)
                #expect(
                    outcome
                        == .failed(
                            path: comparison.path,
                            reason: "a directory is in the way of the golden file."))
            }
        }
    }

    @Test func aGoldenFileThatIsNotUTF8FailsUnlessRecording() throws {
        try withTemporaryDirectory { temp in
            let comparison = SnapshotComparison(named: "deck", directory: temp.path)
            try temp.write(Data([0x61, 0xFF, 0xFE, 0x0A]), to: comparison.path)
            #expect(
                comparison.compare("a", record: false)
                    == .failed(path: comparison.path, reason: "the golden file is not valid UTF-8.")
            )
            #expect(comparison.compare("a", record: true) == .recorded(path: comparison.path))
            #expect(temp.contents(of: comparison.path) == "a\n")
        }
    }

    // MARK: Naming

    @Test(
        "file names",
        arguments: [
            (name: "deck", pathExtension: "txt", fileName: "deck.txt"),
            (name: "deck/expanded", pathExtension: "txt", fileName: "deck_expanded.txt"),
            (name: "a\\b:c", pathExtension: "txt", fileName: "a_b_c.txt"),
            (name: "line\nbreak\u{0}", pathExtension: "txt", fileName: "line_break_.txt"),
            (name: "", pathExtension: "txt", fileName: "_.txt"),
            (name: "..", pathExtension: "txt", fileName: "_...txt"),
            (name: "café deck", pathExtension: "txt", fileName: "café deck.txt"),
            (name: "tree", pathExtension: "json", fileName: "tree.json"),
            (name: "tree", pathExtension: ".json", fileName: "tree.json"),
            (name: "tree", pathExtension: "tar.gz", fileName: "tree.tar.gz"),
            (name: "tree", pathExtension: "", fileName: "tree"),
            (name: "tree", pathExtension: "a/b", fileName: "tree.a_b"),
        ])
    func fileNames(name: String, pathExtension: String, fileName: String) {
        let comparison = SnapshotComparison(
            named: name, pathExtension: pathExtension, directory: "/snapshots")
        #expect(comparison.fileName == fileName)
        #expect(comparison.path == "/snapshots/" + fileName)
    }

    @Test func thePathExtensionDefaultsToTxt() {
        #expect(SnapshotComparison(named: "deck", directory: "d").fileName == "deck.txt")
    }

    @Test(
        "paths join the directory and file name",
        arguments: [
            (directory: "/tmp/snapshots", path: "/tmp/snapshots/deck.txt"),
            (directory: "/tmp/snapshots/", path: "/tmp/snapshots/deck.txt"),
            (directory: "relative", path: "relative/deck.txt"),
            (directory: "", path: "deck.txt"),
        ])
    func paths(directory: String, path: String) {
        #expect(SnapshotComparison(named: "deck", directory: directory).path == path)
    }

    @Test(
        "default directory beside the test file",
        arguments: [
            (
                filePath: "/pkg/Tests/DeckTests/LayoutTests.swift",
                directory: "/pkg/Tests/DeckTests/__Snapshots__/LayoutTests"
            ),
            (filePath: "/a/b.c/Foo.test.swift", directory: "/a/b.c/__Snapshots__/Foo.test"),
            (filePath: "/LayoutTests.swift", directory: "/__Snapshots__/LayoutTests"),
            (filePath: "LayoutTests.swift", directory: "__Snapshots__/LayoutTests"),
            (filePath: "/a/.hidden", directory: "/a/__Snapshots__/.hidden"),
            (filePath: "/a/NoExtension", directory: "/a/__Snapshots__/NoExtension"),
            (filePath: "", directory: "__Snapshots__/_"),
        ])
    func defaultDirectory(filePath: String, directory: String) {
        #expect(SnapshotComparison.defaultDirectory(forTestFile: filePath) == directory)
    }

    // MARK: Normalisation and recording switch

    @Test(
        "normalised text",
        arguments: [
            ("", ""),
            ("\n\n", ""),
            ("a", "a\n"),
            ("a\n", "a\n"),
            ("a\n\n\n", "a\n"),
            ("a\r\nb\r\n", "a\nb\n"),
            ("\na \n\nb", "\na \n\nb\n"),
        ])
    func normalised(text: String, normalised: String) {
        #expect(SnapshotComparison.normalized(text) == normalised)
    }

    @Test func theRecordingVariableIsRECORD_SNAPSHOTS() {
        #expect(SnapshotComparison.recordingEnvironmentVariable == "RECORD_SNAPSHOTS")
    }

    @Test(
        "recording switch",
        arguments: [
            ([:], false),
            (["RECORD_SNAPSHOTS": "1"], true),
            (["RECORD_SNAPSHOTS": "true"], true),
            (["RECORD_SNAPSHOTS": "TRUE"], true),
            (["RECORD_SNAPSHOTS": " yes\n"], true),
            (["RECORD_SNAPSHOTS": "0"], false),
            (["RECORD_SNAPSHOTS": "false"], false),
            (["RECORD_SNAPSHOTS": ""], false),
            (["RECORD_SNAPSHOTS": "2"], false),
            (["RECORD_SNAPSHOT": "1"], false),
        ] as [([String: String], Bool)])
    func recordingSwitch(environment: [String: String], isRequested: Bool) {
        #expect(SnapshotComparison.isRecordingRequested(environment: environment) == isRequested)
    }
}
