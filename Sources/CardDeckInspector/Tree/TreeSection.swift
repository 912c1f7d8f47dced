import CardDeckViews

/// The `tree` section: the window's live view tree as an outline (each node's type,
/// accessibility label or text, identifier and frame in window points), kept by a
/// `HostReconciler` of its own, so each frame's message names only the rows that changed.
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
    private var reconciler: HostReconciler?
    private weak var window: Window?

    /// Creates the section; it attaches to a window's commits the first time it sees it.
    public init() {}

    /// The section's page script.
    public var script: String { Self.pageScript }

    /// Sends the rows inserted, moved, removed or changed since the previous message.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The operations, or `nil` when no row changed.
    public func frameDidCommit(in context: InspectorContext) -> InspectorMessage? {
        follow(context.window)
        return outline.takeOperations().map {
            InspectorMessage(section: name, members: "\"ops\":[\($0)]")
        }
    }

    /// The whole outline as the page shows it after the latest ``frameDidCommit(in:)``.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: A reset and every row's insert, parents first.
    public func snapshot(in context: InspectorContext) -> InspectorMessage {
        follow(context.window)
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
        var json = InspectorJSON()
        json.key("hit")
        guard let node = context.window.hitTest(Point(x: x, y: y)) else {
            json.append("null,")
            json.key("pick")
            json.bool(action == "pick")
            return InspectorMessage(section: name, members: json.text)
        }
        let id = node.id.rawValue
        json.number(Double(id))
        json.append(",")
        json.key("pick")
        json.bool(action == "pick")
        json.append(",")
        json.key("frame")
        let frame = node.presentedFrameInWindow
        json.append("[")
        for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
            if index > 0 { json.append(",") }
            json.number(value)
        }
        json.append("]")
        return InspectorMessage(section: name, members: json.text)
    }

    /// Attaches the outline's reconciler to the window it is asked about, once.
    private func follow(_ window: Window) {
        guard window !== self.window else { return }
        if let reconciler { self.window?.detach(reconciler) }
        let reconciler = HostReconciler(host: outline, computesDamage: false)
        self.reconciler = reconciler
        self.window = window
        window.attach(reconciler)
    }
}
