import Testing

@testable import CardDeckTesting

/// One row of the unified-diff table: two texts and the exact diff between them.
struct DiffCase: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: String
    let actual: String
    /// The hunks of the unified diff with default context, without the two header lines;
    /// empty when the texts have no changes.
    let hunks: String

    var testDescription: String { name }
}

@Suite("LineDiff", .isolatedDiagnostics)
struct LineDiffTests {
    static let cases: [DiffCase] = [
        DiffCase(name: "identical", expected: "a\nb\nc\n", actual: "a\nb\nc\n", hunks: ""),
        DiffCase(
            name: "insertion", expected: "a\nc\n", actual: "a\nb\nc\n",
            hunks: "@@ -1,2 +1,3 @@\n a\n+b\n c\n"),
        DiffCase(
            name: "insertion at the start", expected: "b\nc\n", actual: "a\nb\nc\n",
            hunks: "@@ -1,2 +1,3 @@\n+a\n b\n c\n"),
        DiffCase(
            name: "deletion", expected: "a\nb\nc\n", actual: "a\nc\n",
            hunks: "@@ -1,3 +1,2 @@\n a\n-b\n c\n"),
        DiffCase(
            name: "change", expected: "a\nb\nc\n", actual: "a\nB\nc\n",
            hunks: "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
        DiffCase(
            name: "every line changed", expected: "a\nb\n", actual: "x\ny\n",
            hunks: "@@ -1,2 +1,2 @@\n-a\n-b\n+x\n+y\n"),
        DiffCase(
            name: "empty vs non-empty", expected: "", actual: "a\nb\n",
            hunks: "@@ -0,0 +1,2 @@\n+a\n+b\n"),
        DiffCase(
            name: "non-empty vs empty", expected: "a\n", actual: "",
            hunks: "@@ -1,1 +0,0 @@\n-a\n"),
        DiffCase(name: "both empty", expected: "", actual: "", hunks: ""),
        DiffCase(name: "missing trailing newline", expected: "a\nb", actual: "a\nb\n", hunks: ""),
        DiffCase(name: "extra trailing newlines", expected: "a\n\n\n", actual: "a", hunks: ""),
        DiffCase(name: "CRLF vs LF", expected: "a\r\nb\r\n", actual: "a\nb\n", hunks: ""),
        DiffCase(name: "only newlines vs empty", expected: "\n\n", actual: "", hunks: ""),
        DiffCase(
            name: "inner blank line is significant", expected: "a\n\nb\n", actual: "a\nb\n",
            hunks: "@@ -1,3 +1,2 @@\n a\n-\n b\n"),
        DiffCase(
            name: "trailing spaces are significant", expected: "a \n", actual: "a\n",
            hunks: "@@ -1,1 +1,1 @@\n-a \n+a\n"),
    ]

    @Test("unified diff", arguments: cases)
    func unifiedDiff(_ row: DiffCase) {
        let diff = LineDiff(expected: row.expected, actual: row.actual)
        let header = "--- expected\n+++ actual\n"
        #expect(diff.unified() == (row.hunks.isEmpty ? "" : header + row.hunks))
        #expect(diff.hasChanges == !row.hunks.isEmpty)
    }

    /// The lines "1" through "count", newline-terminated.
    static func numbered(_ count: Int, replacing replacements: [Int: String] = [:]) -> String {
        (1...count).map { replacements[$0] ?? "\($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func hunksShowThreeLinesOfContextByDefault() {
        let diff = LineDiff(
            expected: Self.numbered(20), actual: Self.numbered(20, replacing: [10: "X"]))
        #expect(
            diff.unified()
                == "--- expected\n+++ actual\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+X\n 11\n 12\n 13\n"
        )
    }

    @Test func contextLinesCanBeZeroAndNegativeCountsAsZero() {
        let diff = LineDiff(
            expected: Self.numbered(20), actual: Self.numbered(20, replacing: [10: "X"]))
        let expected = "--- expected\n+++ actual\n@@ -10,1 +10,1 @@\n-10\n+X\n"
        #expect(diff.unified(contextLines: 0) == expected)
        #expect(diff.unified(contextLines: -4) == expected)
    }

    @Test func anEmptyRangeIsNumberedAfterTheLineBeforeIt() {
        let diff = LineDiff(expected: "1\n2\n3\n", actual: "1\n2\nnew\n3\n")
        #expect(
            diff.unified(contextLines: 0) == "--- expected\n+++ actual\n@@ -2,0 +3,1 @@\n+new\n")
    }

    @Test(
        "distant changes get separate hunks, close ones share one",
        arguments: [
            (first: 3, second: 17, hunkCount: 2),
            (first: 3, second: 11, hunkCount: 2),
            (first: 3, second: 10, hunkCount: 1),
            (first: 3, second: 4, hunkCount: 1),
        ])
    func hunkGrouping(first: Int, second: Int, hunkCount: Int) {
        let diff = LineDiff(
            expected: Self.numbered(20),
            actual: Self.numbered(20, replacing: [first: "X", second: "Y"]))
        let headers = diff.unified().split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers.count == hunkCount)
    }

    @Test func twoHunksHaveTheirOwnLineNumbers() {
        let diff = LineDiff(
            expected: Self.numbered(20),
            actual: Self.numbered(20, replacing: [3: "X"]).replacing("17\n", with: ""))
        let headers = diff.unified().split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,6 +1,6 @@", "@@ -14,7 +14,6 @@"])
    }

    @Test func labelsNameTheTwoSides() {
        let diff = LineDiff(expected: "a\n", actual: "b\n")
        #expect(
            diff.unified(expectedLabel: "golden.txt", actualLabel: "rendered")
                .hasPrefix("--- golden.txt\n+++ rendered\n@@"))
    }

    @Test func linesCarryTheirNumbersOnEachSide() {
        let diff = LineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        #expect(
            diff.lines == [
                .unchanged("a", expectedNumber: 1, actualNumber: 1),
                .removed("b", expectedNumber: 2),
                .inserted("B", actualNumber: 2),
                .unchanged("c", expectedNumber: 3, actualNumber: 3),
                .inserted("d", actualNumber: 4),
            ])
    }

    @Test func theDiffIsMinimal() {
        // The classic example from Myers (1986): the shortest edit script has 5 edits.
        let expected = "abcabba".map(String.init).joined(separator: "\n")
        let actual = "cbabac".map(String.init).joined(separator: "\n")
        let diff = LineDiff(expected: expected, actual: actual)
        #expect(diff.lines.filter(\.isChange).count == 5)
        #expect(diff.lines.filter { !$0.isChange }.count == 4)
    }

    @Test(
        "both texts can be rebuilt from the diff",
        arguments: [
            ("", ""),
            ("a", ""),
            ("", "a"),
            ("a\nb\nc", "c\nb\na"),
            ("x\na\nx\nb\nx", "a\nx\nx\nb"),
            ("a\na\na\nb", "b\na\na\na"),
            ("1\n2\n3\n4\n5\n6", "0\n2\n3\n4\n9\n6\n7"),
        ])
    func rebuild(expected: String, actual: String) {
        let diff = LineDiff(expected: expected, actual: actual)
        var expectedSide: [String] = []
        var actualSide: [String] = []
        var expectedNumbers: [Int] = []
        var actualNumbers: [Int] = []
        for line in diff.lines {
            switch line {
            case .unchanged(let text, let expectedNumber, let actualNumber):
                expectedSide.append(text)
                actualSide.append(text)
                expectedNumbers.append(expectedNumber)
                actualNumbers.append(actualNumber)
            case .removed(let text, let expectedNumber):
                expectedSide.append(text)
                expectedNumbers.append(expectedNumber)
            case .inserted(let text, let actualNumber):
                actualSide.append(text)
                actualNumbers.append(actualNumber)
            }
        }
        #expect(expectedSide == LineDiff.lines(of: expected))
        #expect(actualSide == LineDiff.lines(of: actual))
        #expect(expectedNumbers == Array(1..<(expectedSide.count + 1)))
        #expect(actualNumbers == Array(1..<(actualSide.count + 1)))
    }

    @Test func largeTextsWithScatteredChangesDiffMinimally() {
        let count = 2_000
        var replacements: [Int: String] = [:]
        for line in stride(from: 5, through: count, by: 10) {
            replacements[line] = "changed \(line)"
        }
        let diff = LineDiff(
            expected: Self.numbered(count), actual: Self.numbered(count, replacing: replacements))
        #expect(diff.lines.filter { !$0.isChange }.count == count - replacements.count)
        #expect(diff.lines.filter(\.isChange).count == 2 * replacements.count)
    }

    @Test(
        "splitting into lines",
        arguments: [
            ("", [String]()),
            ("\n", []),
            ("\r\n\n", []),
            ("a", ["a"]),
            ("a\n", ["a"]),
            ("a\r\n\n", ["a"]),
            ("\na", ["", "a"]),
            ("a\n\nb", ["a", "", "b"]),
            ("a\r\nb", ["a", "b"]),
            (" a \t", [" a \t"]),
        ])
    func splitting(text: String, lines: [String]) {
        #expect(LineDiff.lines(of: text) == lines)
    }

    @Test func lineAccessors() {
        let removed = LineDiff.Line.removed("r", expectedNumber: 1)
        let inserted = LineDiff.Line.inserted("i", actualNumber: 1)
        let unchanged = LineDiff.Line.unchanged("u", expectedNumber: 1, actualNumber: 2)
        #expect([removed.text, inserted.text, unchanged.text] == ["r", "i", "u"])
        #expect([removed.isChange, inserted.isChange, unchanged.isChange] == [true, true, false])
    }
}
