import CardDeckViews

/// A host renderer that keeps every commit it receives, for tests.
///
/// Attach it to a window, drive the window, then assert on ``frames``: how many commits
/// happened, and which mutations each carried.
@MainActor
public final class RecordingHost: HostRenderer {
    /// One commit as the host received it.
    public struct Frame: Sendable {
        /// The window's time at the commit, in seconds.
        public let time: Double
        /// The window's frame counter at the commit.
        public let frameNumber: Int
        /// The mutations, in order.
        public let mutations: [Mutation]
    }

    /// Every commit received, oldest first.
    public private(set) var frames: [Frame] = []

    /// Creates an empty recording host.
    public init() {}

    /// Records one commit.
    ///
    /// - Parameters:
    ///   - mutations: The commit's mutations.
    ///   - window: The committing window.
    public func apply(_ mutations: [Mutation], in window: Window) {
        frames.append(
            Frame(time: window.time, frameNumber: window.frameCount, mutations: mutations))
    }

    /// Forgets every recorded commit.
    public func reset() {
        frames.removeAll()
    }

    /// Every mutation received, in order, across all commits.
    public var allMutations: [Mutation] { frames.flatMap(\.mutations) }
}
