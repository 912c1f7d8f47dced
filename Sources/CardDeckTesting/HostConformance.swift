import CardDeckViews
import Testing

/// A conformance check every host renderer's tests can run: does the host's picture follow the
/// tree through every kind of change, and only through changes?
///
/// ``check(notDrawn:makeHost:output:fileID:filePath:line:column:)`` builds a small window,
/// attaches a host and drives the window through the steps in ``steps``: inserts, a reorder,
/// an update of every visual property (frame, alpha, background colour, corner radius, corner
/// mask, clipping, hidden, shadow, border, text), a removal, and two frames that change
/// nothing visible (one without a commit, one whose changes cancel out). After each step it compares
/// the host's output, a picture such as an SVG document or a screen buffer's text:
/// - after a change, the output must differ from the previous step's;
/// - after a frame that changes nothing visible, the output must equal it;
/// - after every step, the output must equal that of a fresh host attached to the window at
///   that moment, which draws the same tree from scratch; an incremental host whose caches
///   go stale (a subtree not moved with its parent, a reorder missed) fails here.
///
/// Every failure is recorded with `Issue.record` at the call site and returned.
///
/// ```swift
/// @Test func conformance() {
///     HostConformance.check(makeHost: { SVGRenderer() }, output: { $0.svg })
/// }
/// ```
@MainActor
public enum HostConformance {
    /// One step of the check: a change to the tree (or none) and what it must do to the output.
    public struct Step: Sendable {
        /// The step's name, as failures report it, such as `update alpha`.
        public let name: String
        /// What the step changes: `PropertyMask.all` for a structural change
        /// (the first frame, an insert or a removal), the one property an update changes, or
        /// an empty mask for a frame that changes nothing visible.
        public let property: PropertyMask
        /// Changes the fixture's tree; the check then runs one frame.
        let change: @MainActor @Sendable (HostConformanceFixture) -> Void

        /// Whether the step must change the picture of a host that draws every property
        /// except those in `notDrawn`.
        ///
        /// - Parameter notDrawn: Properties the host does not draw.
        /// - Returns: `false` for a step that changes nothing visible or only properties in
        ///   `notDrawn`.
        public func changesOutput(notDrawn: PropertyMask = []) -> Bool {
            !property.isEmpty && (property == .all || !notDrawn.isSuperset(of: property))
        }
    }

    /// A failed expectation of the check.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// The name of the step that failed.
        public let step: String
        /// What went wrong.
        public let message: String

        /// The step and the message, such as `update alpha: the output did not change`.
        public var description: String { "\(step): \(message)" }
    }

    /// Runs every step against a host and records each failure as an issue.
    ///
    /// - Parameters:
    ///   - notDrawn: Properties the host does not draw, such as `[.shadow]` for a terminal;
    ///     default none. Their steps need not change the output, but must still match a fresh
    ///     host's.
    ///   - makeHost: Creates a new host; called once for the host under test and once per
    ///     step for the fresh host its output is compared with.
    ///   - output: The host's picture of the latest frame it drew; compared between steps
    ///     and with a fresh host's, so it must not carry per-frame figures such as bytes
    ///     written or a frame counter.
    ///   - fileID: The calling file's ID, for the issues' source location; leave the default.
    ///   - filePath: The calling file's path; leave the default.
    ///   - line: The calling line; leave the default.
    ///   - column: The calling column; leave the default.
    /// - Returns: The failures, in step order; empty when the host conforms.
    @discardableResult
    public static func check<Host: HostRenderer, Output: Equatable>(
        notDrawn: PropertyMask = [],
        makeHost: () -> Host,
        output: (Host) -> Output,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> [Failure] {
        let fixture = HostConformanceFixture()
        let window = fixture.window
        let host = makeHost()
        let commits = RecordingHost()
        window.attach(commits)
        window.attach(host)
        var failures: [Failure] = []
        var previous: Output?
        for step in steps {
            commits.reset()
            step.change(fixture)
            window.advance(by: 1 / window.frameRate)
            let changesOutput = step.changesOutput(notDrawn: notDrawn)
            if !step.property.isEmpty, commits.frames.isEmpty {
                failures.append(Failure(step: step.name, message: "the window committed nothing"))
            }
            let current = output(host)
            if let previous {
                if changesOutput, current == previous {
                    failures.append(Failure(step: step.name, message: "the output did not change"))
                } else if !changesOutput, current != previous {
                    failures.append(
                        Failure(step: step.name, message: "the output changed, though nothing did"))
                }
            }
            let fresh = makeHost()
            window.attach(fresh)
            if output(fresh) != current {
                failures.append(
                    Failure(
                        step: step.name,
                        message: "the output differs from a fresh host's drawing of the same tree"))
            }
            window.detach(fresh)
            previous = current
        }
        let location = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        for failure in failures {
            Issue.record(
                Comment(rawValue: "Host conformance: \(failure)"), sourceLocation: location)
        }
        return failures
    }
}
