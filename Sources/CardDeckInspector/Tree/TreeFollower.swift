import CardDeckViews
import CardDeckWeb

/// Feeds the tree section's outline from the session's web host: attached to the window after
/// the host, it hears each commit's mutations, takes the structure from the change list the
/// host reconciled for that commit (`WebHost.latestChangeList`) and the updates from the
/// mutations themselves. The section keeps no mirror of the tree of its own, and attaches
/// nothing while no inspector is set.
///
/// A commit that changed the structure without the host reconciling it (the host was detached,
/// or attached again after the follower) loses the thread: ``isLost`` asks the section to
/// attach the follower again, which starts the outline over from the window.
@MainActor
final class TreeFollower: HostRenderer {
    /// The outline it feeds.
    let outline: TreeOutline
    /// The host whose change lists it reads.
    let host: WebHost
    /// The window it follows.
    private(set) weak var window: Window?
    /// The host's count of reconciled commits at the latest commit.
    private var seen = 0
    /// Whether a commit's structure went by unread.
    private(set) var isLost = false

    /// A follower of `host` for `outline`; attach it with ``follow(_:)``.
    init(outline: TreeOutline, host: WebHost) {
        self.outline = outline
        self.host = host
    }

    /// Follows `window` from now on, after the host: the outline starts over with its tree.
    func follow(_ window: Window) {
        self.window?.detach(self)
        self.window = window
        isLost = false
        // The host comes first: a session that has not run its first turn has not attached it.
        window.attach(host)
        window.detach(self)
        window.attach(self)
        seen = host.reconciledCommits
        outline.startOver(with: window)
    }

    /// Stops following: the follower leaves its window.
    func stop() {
        window?.detach(self)
        window = nil
    }

    /// Takes one commit.
    func apply(_ mutations: [Mutation], in window: Window) {
        guard window === self.window, !isLost else { return }
        if case .insert(_, nil, _)? = mutations.first {
            // Attached to a window that ran: the window sends its root as a start over.
            seen = host.reconciledCommits
            outline.startOver(with: window)
            return
        }
        let reconciled = host.reconciledCommits &- seen
        seen = host.reconciledCommits
        if reconciled == 1 {
            outline.apply(host.latestChangeList, in: window)
        } else if reconciled != 0 || Self.changesStructure(mutations) {
            isLost = true
            return
        }
        outline.noteUpdates(mutations)
    }

    /// Whether a commit inserts, removes or reorders nodes.
    private static func changesStructure(_ mutations: [Mutation]) -> Bool {
        for mutation in mutations {
            guard case .update(_, let mask) = mutation, !mask.contains(.subviewOrder) else {
                return true
            }
        }
        return false
    }
}
