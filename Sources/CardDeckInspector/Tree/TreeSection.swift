import CardDeckViews

/// The `tree` section: the window's live view tree as an outline (each node's type,
/// accessibility label or text, identifier and frame in window points), kept from the change
/// lists the session's web host reconciles (no second mirror of the tree), so each frame's
/// message names only the rows that changed. A node that changes parents is a move: its row
/// keeps its place in the page's selection and expansion.
///
/// The page outlines a row's node over the phone while the row is hovered or focused, and
/// picks a node under the pointer with the engine's hit testing (commands `hit` and `pick`,
/// with `x` and `y` in window points). Picking only reads: a watching page may pick too.
///
/// Messages: `{"t":"i.tree","ops":[…]}`, operations the page applies in order (a snapshot is
/// a reset and every row's insert, parents first), and the answer to `hit` or `pick`,
/// `{"t":"i.tree","hit":id or null,"pick":true|false,"frame":[x,y,width,height]}`:
///
/// | operation | meaning |
/// |-----------|---------|
/// | `["0"]` | drop every row |
/// | `["+", id, parent, index, type, label, identifier, hidden, x, y, width, height]` | a row joins `parent` (0: the top) at `index`, clamped to its rows' count |
/// | `["m", id, parent, index]` | a row, with its rows, moves under `parent` at `index`, clamped once it has left |
/// | `["-", id]` | a row leaves, with its rows |
/// | `["u", id, label, identifier, hidden, x, y, width, height]` | a row's values changed |
/// | `["f", id, x, y, width, height]` | only a row's frame changed |
///
/// Frames are in window points, rounded to hundredths; `hidden` is 0 or 1.
@MainActor
public final class TreeSection: InspectorSection {
    /// The section's name: `tree`.
    public let name = "tree"
    /// The outline, kept from the change lists.
    let outline = TreeOutline()
    private var follower: TreeFollower?
    /// The message buffer, reused from frame to frame.
    private var json = InspectorJSON()

    /// Creates the section; it attaches to a window's commits the first time it sees it.
    public init() {}

    /// The section's page script.
    public var script: String { Self.pageScript }

    /// Sends the rows inserted, moved, removed or changed since the previous message.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The operations, or `nil` when no row changed.
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        follow(context)
        json.startMessage(section: name)
        json.member("ops")
        json.beginArray()
        guard outline.takeOperations(into: &json) else { return nil }
        json.endArray()
        return json.finishMessage()
    }

    /// The whole outline as the page shows it after the latest ``frameDidCommit(in:)``.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: A reset and every row's insert, parents first.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        follow(context)
        return InspectorMessage(section: name, members: "\"ops\":[\(outline.snapshotOperations())]")
    }

    /// Answers `hit` (the node under a point) and `pick` (the same, to select it).
    ///
    /// - Parameters:
    ///   - command: The command, with `x` and `y` in window points.
    ///   - context: The inspected session.
    /// - Returns: The node hit and its frame, or `nil` for another command.
    public func receive(_ command: InspectorCommand, in context: InspectorContext)
        -> InspectorMessage?
    {
        guard let action = command.action, action == "hit" || action == "pick",
            let x = command.number("x"), let y = command.number("y")
        else { return nil }
        json.startMessage(section: name)
        guard let node = context.window.hitTest(Point(x: x, y: y)) else {
            json.member("hit")
            json.append("null")
            json.member("pick", action == "pick")
            return json.finishMessage()
        }
        json.member("hit", node.id.rawValue)
        json.member("pick", action == "pick")
        let frame = node.presentedFrameInWindow
        json.member("frame", numbers: [frame.minX, frame.minY, frame.width, frame.height])
        return json.finishMessage()
    }

    /// Holds a `pick`: of a turn's picks from a page only the latest runs, since each replaces
    /// the selection. A `hit` runs at once.
    ///
    /// - Parameter command: A page's command.
    /// - Returns: `pick` for a pick, otherwise `nil`.
    public func coalescingKey(for command: InspectorCommand) -> String? {
        command.action == "pick" ? "pick" : nil
    }

    /// Detaches the follower from the window: it no longer reads each commit's change list.
    /// The outline starts over when the section follows a window again.
    ///
    /// - Parameter context: The session the inspector leaves.
    public func stopInspecting(in context: InspectorContext) {
        follower?.stop()
        follower = nil
    }

    /// Follows the session's window through its host: once, again when the session shows
    /// another window or uses another host, and when the follower lost the thread.
    private func follow(_ context: InspectorContext) {
        let window = context.window
        let host = context.session.host
        if let follower, follower.host === host {
            if follower.window !== window || follower.isLost { follower.follow(window) }
            return
        }
        follower?.stop()
        let follower = TreeFollower(outline: outline, host: host)
        self.follower = follower
        follower.follow(window)
    }
}
