/// A line-by-line difference between an expected and an actual text.
///
/// The diff is a longest-common-subsequence alignment of whole lines, so it is minimal: no
/// shorter sequence of removals and insertions turns the expected lines into the actual ones.
/// Lines shared at the start and end are matched first; the rest costs O(n · m) time and
/// memory, comfortable for texts of a few thousand lines.
///
/// Both texts are split with ``lines(of:)``, so line endings and trailing newlines never show
/// up as differences. Where a line is replaced, its removal comes before its insertion.
///
/// ```swift
/// let diff = LineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
/// print(diff.unified())
/// // --- expected
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public struct LineDiff: Hashable, Sendable {
    /// One line of a ``LineDiff``, with its 1-based line number on each side it appears on.
    public enum Line: Hashable, Sendable {
        /// A line present in both texts.
        case unchanged(String, expectedNumber: Int, actualNumber: Int)
        /// A line present only in the expected text.
        case removed(String, expectedNumber: Int)
        /// A line present only in the actual text.
        case inserted(String, actualNumber: Int)

        /// The line's text, without its line break.
        public var text: String {
            switch self {
            case .unchanged(let text, _, _), .removed(let text, _), .inserted(let text, _):
                return text
            }
        }

        /// Whether the line is a removal or an insertion.
        public var isChange: Bool {
            if case .unchanged = self { return false }
            return true
        }
    }

    /// Every line of both texts in order: unchanged lines once, then removals and insertions
    /// where the texts differ.
    public let lines: [Line]

    /// Whether the texts differ in any line.
    public var hasChanges: Bool { lines.contains(where: \.isChange) }

    /// Computes the difference between two texts.
    ///
    /// - Parameters:
    ///   - expected: The reference text, such as a golden file's contents; any string,
    ///     including empty.
    ///   - actual: The text to compare against it; any string, including empty.
    public init(expected: String, actual: String) {
        lines = Self.align(Self.lines(of: expected), Self.lines(of: actual))
    }

    /// Splits a text into lines the way snapshots compare it.
    ///
    /// CRLF line breaks count as LF, and trailing line breaks are dropped, so `"a"`, `"a\n"`
    /// and `"a\r\n\n"` all give `["a"]`. Other whitespace, including trailing spaces on a line
    /// and blank lines before the last non-empty one, is kept.
    ///
    /// - Parameter text: Any string; an empty string, or one made only of line breaks, has no
    ///   lines.
    /// - Returns: The lines without their line breaks.
    public static func lines(of text: String) -> [String] {
        var body = text.contains("\r\n") ? text.replacing("\r\n", with: "\n") : text
        while body.last == "\n" { body.removeLast() }
        guard !body.isEmpty else { return [] }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Formats the difference as a unified diff.
    ///
    /// The output starts with `--- expected` and `+++ actual` headers, then one hunk per group
    /// of nearby changes. Each hunk header, `@@ -start,count +start,count @@`, gives 1-based
    /// line numbers in the expected and actual texts (for an empty range, the number of the
    /// line before it, as GNU diff does). Lines start with a space when unchanged, `-` when
    /// only in the expected text and `+` when only in the actual text.
    ///
    /// - Parameters:
    ///   - contextLines: The number of unchanged lines shown around each change; default 3.
    ///     Changes closer than twice this share a hunk. Negative values count as 0.
    ///   - expectedLabel: The name shown after `---`; default `expected`.
    ///   - actualLabel: The name shown after `+++`; default `actual`.
    /// - Returns: The diff, each line ending in a newline, or an empty string when the texts
    ///   have no changes.
    public func unified(
        contextLines: Int = 3,
        expectedLabel: String = "expected",
        actualLabel: String = "actual"
    ) -> String {
        let context = max(0, contextLines)
        let changes = lines.indices.filter { lines[$0].isChange }
        guard let firstChange = changes.first else { return "" }

        // Lines consumed on each side before each index, for the hunk headers.
        var expectedBefore = [0]
        var actualBefore = [0]
        for line in lines {
            let (expectedStep, actualStep): (Int, Int)
            switch line {
            case .unchanged: (expectedStep, actualStep) = (1, 1)
            case .removed: (expectedStep, actualStep) = (1, 0)
            case .inserted: (expectedStep, actualStep) = (0, 1)
            }
            expectedBefore.append(expectedBefore[expectedBefore.count - 1] + expectedStep)
            actualBefore.append(actualBefore[actualBefore.count - 1] + actualStep)
        }

        var output = "--- \(expectedLabel)\n+++ \(actualLabel)\n"
        var hunkFirstChange = firstChange
        var hunkLastChange = firstChange
        // A trailing nil closes the last hunk.
        for next in changes.dropFirst().map(Optional.some) + [nil] {
            if let next, next - hunkLastChange - 1 <= 2 * context {
                hunkLastChange = next
                continue
            }
            let start = max(0, hunkFirstChange - context)
            let end = min(lines.count, hunkLastChange + context + 1)
            let expectedRange = Self.range(
                start: expectedBefore[start], count: expectedBefore[end] - expectedBefore[start])
            let actualRange = Self.range(
                start: actualBefore[start], count: actualBefore[end] - actualBefore[start])
            output += "@@ -\(expectedRange) +\(actualRange) @@\n"
            for line in lines[start..<end] {
                switch line {
                case .unchanged(let text, _, _): output += " \(text)\n"
                case .removed(let text, _): output += "-\(text)\n"
                case .inserted(let text, _): output += "+\(text)\n"
                }
            }
            if let next {
                hunkFirstChange = next
                hunkLastChange = next
            }
        }
        return output
    }

    /// Formats one side of a hunk header from the number of lines before it and its length.
    private static func range(start linesBefore: Int, count: Int) -> String {
        count == 0 ? "\(linesBefore),0" : "\(linesBefore + 1),\(count)"
    }

    /// Aligns two line arrays along a longest common subsequence.
    private static func align(_ expected: [String], _ actual: [String]) -> [Line] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }

        // Lines are compared as small integers so the table fill does no string comparisons.
        var ids: [String: Int] = [:]
        func id(_ line: String) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let old = expected[prefix..<(expected.count - suffix)].map(id)
        let new = actual[prefix..<(actual.count - suffix)].map(id)

        // table[i * width + j] is the LCS length of old[i...] and new[j...].
        let width = new.count + 1
        var table = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }

        var result: [Line] = []
        result.reserveCapacity(expected.count + actual.count - prefix - suffix)
        for index in 0..<prefix {
            result.append(
                .unchanged(expected[index], expectedNumber: index + 1, actualNumber: index + 1))
        }
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(
                    .unchanged(
                        expected[prefix + i], expectedNumber: prefix + i + 1,
                        actualNumber: prefix + j + 1))
                i += 1
                j += 1
            } else if j == new.count
                || (i < old.count && table[(i + 1) * width + j] >= table[i * width + j + 1])
            {
                result.append(.removed(expected[prefix + i], expectedNumber: prefix + i + 1))
                i += 1
            } else {
                result.append(.inserted(actual[prefix + j], actualNumber: prefix + j + 1))
                j += 1
            }
        }
        for offset in 0..<suffix {
            let expectedIndex = expected.count - suffix + offset
            let actualIndex = actual.count - suffix + offset
            result.append(
                .unchanged(
                    expected[expectedIndex], expectedNumber: expectedIndex + 1,
                    actualNumber: actualIndex + 1))
        }
        return result
    }
}
